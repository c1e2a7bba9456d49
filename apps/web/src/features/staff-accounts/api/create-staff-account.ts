import type { CreateStaffAccountInput } from '@edupath/contract/staff-accounts';
import { staffAccountEndpoints as E } from '@edupath/contract/staff-accounts-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { staffAccountKeys } from './keys';

/** Admins: a new advisor or admin, with the invitation link or temporary password to hand over once. */
export function useCreateStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateStaffAccountInput) => (await call(E.create, { body: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountKeys.accounts }),
  });
}
