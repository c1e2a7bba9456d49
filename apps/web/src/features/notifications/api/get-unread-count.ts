import { notificationEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { notificationsRootKey } from './keys';

export const unreadCountQueryKey = [...notificationsRootKey, 'unread-count'] as const;

/** The bell's badge. The real-time client updates this query when a notification arrives. */
export function useUnreadCount() {
  const { isAuthenticated } = useAuth();
  return useQuery({
    queryKey: unreadCountQueryKey,
    queryFn: async () => (await call(notificationEndpoints.unreadCount)).data.count,
    enabled: isAuthenticated,
    staleTime: 60_000,
  });
}
