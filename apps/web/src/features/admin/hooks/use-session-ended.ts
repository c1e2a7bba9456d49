import { authEndpoints } from '@edupath/contract/auth-endpoints';
import { useEffect } from 'react';
import { call } from '../../../lib/api-client';
import { useRealtimeSocket } from '../../../lib/realtime';

/**
 * When the server ends this socket (the session was revoked: the account deactivated, its
 * password reset, its role changed), the console asks who is signed in; the 401 that follows
 * signs the page out at once instead of at the next click (docs/console.md, "Staff accounts").
 */
export function useSessionEnded() {
  const socket = useRealtimeSocket();
  useEffect(() => {
    if (!socket) return;
    const onDisconnect = (reason: string) => {
      if (reason === 'io server disconnect') void call(authEndpoints.me).catch(() => undefined);
    };
    socket.on('disconnect', onDisconnect);
    return () => {
      socket.off('disconnect', onDisconnect);
    };
  }, [socket]);
}
