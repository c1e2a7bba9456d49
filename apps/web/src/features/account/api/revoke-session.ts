import { accountEndpoints as E } from '@edupath/contract/auth-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { accountKeys } from './keys';

export const revokeSession = (sessionId: string) => call(E.revokeSession, { params: { sessionId } });
export const revokeOtherSessions = () => call(E.revokeOtherSessions);

/** Ends one session (`sessionId`) or, without one, every session but this one. */
export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string | null) => (sessionId ? revokeSession(sessionId) : revokeOtherSessions()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
