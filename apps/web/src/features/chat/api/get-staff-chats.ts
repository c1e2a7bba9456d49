import type { StaffChatItem, StaffChatPage } from '@edupath/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** Most chats one inbox shows at once (the server's page, newest activity first). */
export const CHATS_PAGE_SIZE = 50;

export function useStaffChats(page: number) {
  return useQuery({
    queryKey: [...adminKeys.chats, page],
    queryFn: async () =>
      (await api.get<StaffChatPage>('chat/staff/chats', { query: { page, pageSize: CHATS_PAGE_SIZE } })).data,
  });
}

/** Opening a chat reads it: its unread count goes to 0 at once, before the list is asked again. */
export function markChatOpened(queryClient: QueryClient, chatId: number) {
  queryClient.setQueriesData<StaffChatPage>({ queryKey: adminKeys.chats }, (page) =>
    page
      ? {
          ...page,
          items: page.items.map((item: StaffChatItem) =>
            item.chatId === chatId ? { ...item, unreadCount: 0 } : item,
          ),
        }
      : page,
  );
}
