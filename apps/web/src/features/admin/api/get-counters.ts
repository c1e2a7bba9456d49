import { consoleEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** The header's figures; the staffCountersChanged event replaces them live (use-live-counters). */
export function useCounters() {
  return useQuery({
    queryKey: adminKeys.counters,
    queryFn: async ({ signal }) => (await call(consoleEndpoints.counters, { signal })).data,
    staleTime: 60_000,
  });
}
