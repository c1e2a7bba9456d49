import type { DeactivateStaffAccountInput } from '@edupath/contract/staff-accounts';
import { staffAccountEndpoints as E } from '@edupath/contract/staff-accounts-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminRootKey } from '../../../lib/console-keys';

/** Admins: the account is signed out everywhere and its students handed over. */
export function useDeactivateStaffAccount(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DeactivateStaffAccountInput) =>
      (await call(E.deactivate, { params: { userId }, body: input })).data,
    // Students change advisor: every list that shows one refreshes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRootKey }),
  });
}
