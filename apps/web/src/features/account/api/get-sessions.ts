import type { AccountSession } from '@edupath/contract/account';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

export const getSessions = async () => (await api.get<AccountSession[]>('auth/sessions')).data;

export function useSessions() {
  return useQuery({ queryKey: accountKeys.sessions, queryFn: getSessions });
}
