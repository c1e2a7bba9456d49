import type { ChangeStaffRoleInput, StaffAccountChange } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminRootKey } from './keys';

/** Admins: advisor ↔ admin; an advisor's students are handed over first. */
export function useChangeStaffRole(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChangeStaffRoleInput) =>
      api.patch<StaffAccountChange>(`staff/accounts/${userId}/role`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRootKey }),
  });
}
