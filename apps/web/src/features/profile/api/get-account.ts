import type { Account } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

export async function getAccount(): Promise<Account> {
  return (await api.get<Account>('auth/update-profile')).data;
}

export const useAccount = () => useQuery({ queryKey: profileKeys.account, queryFn: getAccount });
