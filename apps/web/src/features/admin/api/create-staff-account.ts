import type { CreateStaffAccountInput, StaffAccountWithCredential } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** Admins: a new advisor or admin, with the invitation link or temporary password to hand over once. */
export function useCreateStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateStaffAccountInput) =>
      (await api.post<StaffAccountWithCredential>('staff/accounts', input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.accounts }),
  });
}
