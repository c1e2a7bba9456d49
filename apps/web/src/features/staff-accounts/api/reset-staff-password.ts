import type { ResetStaffPasswordInput } from '@edupath/contract/staff-accounts';
import { staffAccountEndpoints as E } from '@edupath/contract/staff-accounts-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { staffAccountKeys } from './keys';

/** Admins: a new temporary password or invitation link; the old password and every session end. */
export function useResetStaffPassword(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ResetStaffPasswordInput) =>
      (await call(E.resetPassword, { params: { userId }, body: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountKeys.accounts }),
  });
}
