import { type ChatMessage, chatEndpoints } from '@edupath/contract';
import { CHAT_PAGE_MAX, CHAT_PAGE_SIZE } from '@edupath/contract/constants';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import {
  type LocalMessage,
  mergeMessages,
  messagesQueryKey,
  newestStoredId,
  oldestStoredId,
} from '../realtime/chat-cache';

export async function getMessages(
  chatId: number,
  cursor: { before?: number; after?: number } = {},
  limit: number = CHAT_PAGE_SIZE,
): Promise<ChatMessage[]> {
  return (await call(chatEndpoints.messages, { query: { chatId, ...cursor, limit } })).data;
}

/**
 * First load: the newest page. Later (a refetch after a reconnect): everything after the
 * newest message held, page by page, so nothing in between is skipped, plus the newest page
 * again for read states. The result is merged into the cache as it is at the end, so
 * messages that arrived live meanwhile are kept.
 */
export async function syncMessages(queryClient: QueryClient, chatId: number): Promise<LocalMessage[]> {
  const key = messagesQueryKey(chatId);
  const held = queryClient.getQueryData<LocalMessage[]>(key) ?? [];
  const fetched: ChatMessage[] = [];
  let after = newestStoredId(held);
  if (after !== undefined) {
    for (;;) {
      const page = await getMessages(chatId, { after }, CHAT_PAGE_MAX);
      fetched.push(...page);
      if (page.length < CHAT_PAGE_MAX) break;
      after = page.at(-1)!.messageId;
    }
  }
  fetched.push(...(await getMessages(chatId)));
  return mergeMessages(queryClient.getQueryData<LocalMessage[]>(key) ?? [], fetched);
}

export function useMessages(chatId: number | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messagesQueryKey(chatId ?? 0),
    queryFn: () => syncMessages(queryClient, chatId!),
    enabled: chatId !== undefined,
    // Live events keep the cache current; a reconnect invalidates it.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Loads the page before the oldest message held; false when there is nothing older. */
export async function loadOlderMessages(queryClient: QueryClient, chatId: number): Promise<boolean> {
  const key = messagesQueryKey(chatId);
  const oldest = oldestStoredId(queryClient.getQueryData<LocalMessage[]>(key) ?? []);
  if (oldest === undefined) return false;
  const page = await getMessages(chatId, { before: oldest });
  queryClient.setQueryData<LocalMessage[]>(key, (list) => mergeMessages(list ?? [], page));
  return page.length === CHAT_PAGE_SIZE;
}
