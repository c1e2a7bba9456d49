import { profileEndpoints as E } from '@edupath/contract/profile-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

export async function getAccount({ signal }: { signal?: AbortSignal } = {}) {
  return (await call(E.account, { signal })).data;
}

export const useAccount = () => useQuery({ queryKey: profileKeys.account, queryFn: getAccount });
