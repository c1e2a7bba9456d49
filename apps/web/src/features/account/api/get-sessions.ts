import { accountEndpoints as E } from '@edupath/contract/auth-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { accountKeys } from './keys';

export const getSessions = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await call(E.sessions, { signal })).data;

export function useSessions() {
  return useQuery({ queryKey: accountKeys.sessions, queryFn: getSessions });
}
