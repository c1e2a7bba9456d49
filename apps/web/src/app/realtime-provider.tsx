import type { NotificationItem } from '@edupath/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bindChatCache } from '../features/chat/index';
import { notificationsRootKey, unreadCountQueryKey } from '../features/notifications/index';
import { useAuth } from '../lib/auth-storage';
import { connectRealtime, disconnectRealtime, useRealtimeSocket } from '../lib/realtime';
import { toast } from '../lib/toast';
import { keysMissedWhileOffline, refreshesFor } from './notification-refreshes';

/**
 * Opens the app's one socket after sign-in (and again for a new token), closes it on logout,
 * and maps server events into the query cache: notifications here, chat through its feature.
 */
export function RealtimeProvider() {
  const { accessToken } = useAuth();
  const socket = useRealtimeSocket();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!accessToken) return;
    void connectRealtime();
    return disconnectRealtime;
  }, [accessToken]);

  useEffect(() => {
    if (!socket) return;
    const onNotification = (notification: NotificationItem) => {
      // The badge moves at once; the refetch then brings the lists and the exact count.
      queryClient.setQueryData<number>(unreadCountQueryKey, (count) => (count ?? 0) + 1);
      void queryClient.invalidateQueries({ queryKey: notificationsRootKey });
      const refresh = refreshesFor(notification);
      for (const queryKey of refresh?.keys(notification) ?? [])
        void queryClient.invalidateQueries({ queryKey });
      if (refresh?.announce) toast.info(notification.message);
    };
    // Notifications sent while the socket was not connected never arrive: refetch whatever they could
    // have changed, on every connection. The first one too: the page's data was read before it.
    const onConnect = () => {
      for (const queryKey of [notificationsRootKey, ...keysMissedWhileOffline]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    };
    socket.on('receiveNotification', onNotification);
    socket.on('connect', onConnect);
    const unbindChat = bindChatCache(socket, queryClient);
    return () => {
      socket.off('receiveNotification', onNotification);
      socket.off('connect', onConnect);
      unbindChat();
    };
  }, [socket, queryClient]);

  return null;
}
