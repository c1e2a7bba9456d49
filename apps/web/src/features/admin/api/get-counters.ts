import type { StaffCounters } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** The header's figures; the staffCountersChanged event replaces them live (use-live-counters). */
export function useCounters() {
  return useQuery({
    queryKey: adminKeys.counters,
    queryFn: async () => (await api.get<StaffCounters>('staff/counters')).data,
    staleTime: 60_000,
  });
}
