import { type NotificationItem, notificationEndpoints } from '@edupath/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notificationsQueryKey } from './get-notifications';
import { unreadCountQueryKey } from './get-unread-count';

export const clearNotifications = () => call(notificationEndpoints.clear);

export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearNotifications,
    onSuccess: () => {
      queryClient.setQueryData<InfiniteData<NotificationItem[], number>>(notificationsQueryKey, (data) =>
        data ? { pages: [[]], pageParams: [1] } : data,
      );
      queryClient.setQueryData(unreadCountQueryKey, 0);
      void queryClient.invalidateQueries({ queryKey: unreadCountQueryKey });
    },
  });
}
