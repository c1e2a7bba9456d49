import { chatEndpoints, type StaffChatItem, type StaffChatPage } from '@edupath/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { staffChatsQueryKey } from './keys';

/** Most chats one inbox shows at once (the server's page, newest activity first). */
export const CHATS_PAGE_SIZE = 50;

export function useStaffChats(page: number) {
  return useQuery({
    queryKey: [...staffChatsQueryKey, page],
    queryFn: async ({ signal }) =>
      (await call(chatEndpoints.staffChats, { query: { page, pageSize: CHATS_PAGE_SIZE }, signal })).data,
  });
}

/** Opening a chat reads it: its unread count goes to 0 at once, before the list is asked again. */
export function markChatOpened(queryClient: QueryClient, chatId: number) {
  queryClient.setQueriesData<StaffChatPage>({ queryKey: staffChatsQueryKey }, (page) =>
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
