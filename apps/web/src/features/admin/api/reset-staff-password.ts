import type { ResetStaffPasswordInput, StaffAccountWithCredential } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** Admins: a new temporary password or invitation link; the old password and every session end. */
export function useResetStaffPassword(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ResetStaffPasswordInput) =>
      (await api.post<StaffAccountWithCredential>(`staff/accounts/${userId}/reset-password`, input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.accounts }),
  });
}
