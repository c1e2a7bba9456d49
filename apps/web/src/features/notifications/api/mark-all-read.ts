import { notificationEndpoints } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notificationsQueryKey } from './get-notifications';
import { unreadCountQueryKey } from './get-unread-count';

export const markAllRead = () => call(notificationEndpoints.readAll);

/** Opening /notifications reads them all; the bell's badge follows. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: () => {
      queryClient.setQueryData(unreadCountQueryKey, 0);
      void queryClient.invalidateQueries({ queryKey: unreadCountQueryKey });
      // The open page keeps showing what was new; the next visit fetches them as read.
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey, refetchType: 'none' });
    },
  });
}
