import type { StaffAdvisor } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** Admins only (the advisor filter and reassignment); an advisor never asks. */
export function useAdvisors(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.advisors,
    queryFn: async () => (await api.get<StaffAdvisor[]>('staff/advisors')).data,
    enabled,
    staleTime: 5 * 60_000,
  });
}
