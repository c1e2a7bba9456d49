import type { ChatMessage } from '@edupath/contract';
import { CHAT_PAGE_MAX } from '@edupath/contract/constants';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatMessage } from '../../../test/fixtures/chat';
import { mockApi } from '../../../test/mock-api';
import { messagesQueryKey } from '../realtime/chat-cache';
import { syncMessages } from './get-messages';

/** The server's messages of chat 7, answered like GET /chat/messages (before/after/limit, oldest first). */
const server: ChatMessage[] = Array.from({ length: 450 }, (_, i) =>
  chatMessage(i + 1, {
    senderId: i % 2 ? 1 : 2,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    isRead: i < 440,
  }),
);

const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  mockApi({
    'GET chat/messages': ({ url }) => {
      const after = url.searchParams.get('after');
      const limit = Number(url.searchParams.get('limit'));
      asked.push(after !== null ? `after ${after}` : 'newest');
      const page =
        after !== null
          ? server.filter((m) => m.messageId > Number(after)).slice(0, limit)
          : server.slice(-limit);
      return { body: { message: 'Messages', data: page } };
    },
  });
});

describe('catching up after a reconnect', () => {
  it('fetches everything after the newest message held, page by page: no gaps, no duplicates', async () => {
    const queryClient = new QueryClient();
    const held = server.slice(0, 20).map((m) => ({ ...m, isRead: false }));
    queryClient.setQueryData(messagesQueryKey(7), held);

    const synced = await syncMessages(queryClient, 7);
    expect(synced.map((m) => m.messageId)).toEqual(server.map((m) => m.messageId));
    expect(asked).toEqual([
      'after 20',
      `after ${20 + CHAT_PAGE_MAX}`,
      `after ${20 + 2 * CHAT_PAGE_MAX}`,
      'newest',
    ]);
    // Read states caught up too, including messages held from before the disconnect.
    expect(synced.filter((m) => m.isRead).length).toBe(440);
  });

  it('keeps messages that arrived live while it was fetching', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(messagesQueryKey(7), server.slice(0, 440));
    const fetching = syncMessages(queryClient, 7);
    const live: ChatMessage = { ...server.at(-1)!, messageId: 451, message: 'live' };
    queryClient.setQueryData(messagesQueryKey(7), [...server.slice(0, 440), live]);
    const synced = await fetching;
    expect(synced.at(-1)?.message).toBe('live');
    expect(new Set(synced.map((m) => m.messageId)).size).toBe(synced.length);
  });

  it('loads just the newest page the first time', async () => {
    const synced = await syncMessages(new QueryClient(), 7);
    expect(asked).toEqual(['newest']);
    expect(synced[0]?.messageId).toBe(401);
  });
});
