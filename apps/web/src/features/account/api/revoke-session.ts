import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

export const revokeSession = (sessionId: string) =>
  api.delete<null>(`auth/sessions/${encodeURIComponent(sessionId)}`);
export const revokeOtherSessions = () => api.post<null>('auth/sessions/revoke-others');

/** Ends one session (`sessionId`) or, without one, every session but this one. */
export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string | null) => (sessionId ? revokeSession(sessionId) : revokeOtherSessions()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
