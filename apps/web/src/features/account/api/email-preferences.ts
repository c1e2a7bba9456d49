import type { EmailPreferences } from '@edupath/contract/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

export const getEmailPreferences = async () => (await api.get<EmailPreferences>('email/preferences')).data;
export const updateEmailPreferences = async (changes: Partial<EmailPreferences>) =>
  (await api.put<EmailPreferences>('email/preferences', changes)).data;

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
