import { accountEndpoints as E } from '@edupath/contract/auth-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { accountKeys } from './keys';

export const getEmailStatus = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await call(E.emailStatus, { signal })).data;

/** Whether the signed-in user's address is verified (the banner asks only when signed in). */
export function useEmailStatus(enabled: boolean) {
  return useQuery({ queryKey: accountKeys.emailStatus, queryFn: getEmailStatus, enabled, staleTime: 60_000 });
}
