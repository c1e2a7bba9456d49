import type { ChangePasswordInput } from '@edupath/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

export const changePassword = (input: ChangePasswordInput) => api.post<null>('auth/change-password', input);

/** A new password ends the other sessions, so the list is asked again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
