import type { ChangeStaffRoleInput } from '@edupath/contract/staff-accounts';
import { staffAccountEndpoints as E } from '@edupath/contract/staff-accounts-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminRootKey } from '../../../lib/console-keys';

/** Admins: advisor ↔ admin; an advisor's students are handed over first. */
export function useChangeStaffRole(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChangeStaffRoleInput) =>
      call(E.changeRole, { params: { userId }, body: input }),
    // Students may change advisor: every console list that shows one refreshes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRootKey }),
  });
}
