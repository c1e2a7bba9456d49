import type { EmailPreferences } from '@edupath/contract/account';
import { emailEndpoints as E } from '@edupath/contract/email-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { accountKeys } from './keys';

export const getEmailPreferences = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await call(E.preferences, { signal })).data;
export const updateEmailPreferences = async (changes: Partial<EmailPreferences>) =>
  (await call(E.savePreferences, { body: changes })).data;

export function useEmailPreferences() {
  return useQuery({ queryKey: accountKeys.emailPreferences, queryFn: getEmailPreferences });
}

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailPreferences,
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.emailPreferences, saved),
  });
}
