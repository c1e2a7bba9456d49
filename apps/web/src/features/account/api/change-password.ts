import type { ChangePasswordInput } from '@edupath/contract/account';
import { accountEndpoints as E } from '@edupath/contract/auth-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { accountKeys } from './keys';

export const changePassword = (input: ChangePasswordInput) => call(E.changePassword, { body: input });

/** A new password ends the other sessions, so the list is asked again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
