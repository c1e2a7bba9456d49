import type { StaffAdvisor } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffAccountKeys } from './keys';

/**
 * Admins only (the advisor filters, reassignment, the handover of an advisor's students); an
 * advisor never asks. The active advisors among the staff accounts.
 */
export function useAdvisors(enabled: boolean) {
  return useQuery({
    queryKey: staffAccountKeys.advisors,
    queryFn: async () => (await api.get<StaffAdvisor[]>('staff/advisors')).data,
    enabled,
    staleTime: 5 * 60_000,
  });
}
