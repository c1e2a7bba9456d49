import type { NotificationItem } from '@edupath/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { applicationsQueryKey } from '../features/applications/index';
import { bindChatCache } from '../features/chat/index';
import { notificationsRootKey, unreadCountQueryKey } from '../features/notifications/index';
import { timelineRootKey } from '../features/timeline/index';
import { useAuth } from '../lib/auth-storage';
import { connectRealtime, disconnectRealtime, useRealtimeSocket } from '../lib/realtime';

/**
 * Notifications about a change to something the student may have open: that page is refreshed
 * as the notification arrives. A staff decision on an application is also announced with a toast.
 * The types are the server's (modules/applications and modules/timeline).
 */
const REFRESHES: Record<string, { key: readonly unknown[]; announce: boolean }> = {
  'application.status': { key: applicationsQueryKey, announce: true },
  'milestone.status': { key: timelineRootKey, announce: false },
};

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
    connectRealtime();
    return disconnectRealtime;
  }, [accessToken]);

  useEffect(() => {
    if (!socket) return;
    const onNotification = (notification: NotificationItem) => {
      // The badge moves at once; the refetch then brings the lists and the exact count.
      queryClient.setQueryData<number>(unreadCountQueryKey, (count) => (count ?? 0) + 1);
      void queryClient.invalidateQueries({ queryKey: notificationsRootKey });
      const refreshes = REFRESHES[notification.type];
      if (refreshes) void queryClient.invalidateQueries({ queryKey: refreshes.key });
      if (refreshes?.announce) toast.info(notification.message);
    };
    const onReconnect = () => void queryClient.invalidateQueries({ queryKey: notificationsRootKey });
    socket.on('receiveNotification', onNotification);
    socket.io.on('reconnect', onReconnect);
    const unbindChat = bindChatCache(socket, queryClient);
    return () => {
      socket.off('receiveNotification', onNotification);
      socket.io.off('reconnect', onReconnect);
      unbindChat();
    };
  }, [socket, queryClient]);

  return null;
}
