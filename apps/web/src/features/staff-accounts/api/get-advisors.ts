import { consoleEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { staffAccountKeys } from './keys';

/**
 * Admins only (the advisor filters, reassignment, the handover of an advisor's students); an
 * advisor never asks. The active advisors among the staff accounts.
 */
export function useAdvisors(enabled: boolean) {
  return useQuery({
    queryKey: staffAccountKeys.advisors,
    queryFn: async ({ signal }) => (await call(consoleEndpoints.advisors, { signal })).data,
    enabled,
    staleTime: 5 * 60_000,
  });
}
