import type { EmailStatus } from '@edupath/contract/account';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

export const getEmailStatus = async () => (await api.get<EmailStatus>('auth/email-status')).data;

/** Whether the signed-in user's address is verified (the banner asks only when signed in). */
export function useEmailStatus(enabled: boolean) {
  return useQuery({ queryKey: accountKeys.emailStatus, queryFn: getEmailStatus, enabled, staleTime: 60_000 });
}
