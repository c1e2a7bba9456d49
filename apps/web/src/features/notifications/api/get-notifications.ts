import { notificationEndpoints } from '@edupath/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notificationsRootKey } from './keys';

export const notificationsQueryKey = [...notificationsRootKey, 'list'] as const;
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const getNotifications = async (page: number) =>
  (await call(notificationEndpoints.list, { query: { page, pageSize: NOTIFICATIONS_PAGE_SIZE } })).data;

/** Own notifications, newest first, a page at a time. */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length === NOTIFICATIONS_PAGE_SIZE ? pages.length + 1 : undefined,
  });
}
