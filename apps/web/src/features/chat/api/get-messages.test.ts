import type { ChatMessage } from '@edupath/contract';
import { CHAT_PAGE_MAX } from '@edupath/contract/constants';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesQueryKey } from '../realtime/chat-cache';
import { chatMessage } from '../testing/fixtures';
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
vi.mock('../../../lib/api-client', () => ({
  api: {
    get: async (_path: string, { query }: { query: { before?: number; after?: number; limit: number } }) => {
      asked.push(query.after !== undefined ? `after ${query.after}` : 'newest');
      const page =
        query.after !== undefined
          ? server.filter((m) => m.messageId > query.after!).slice(0, query.limit)
          : server.slice(-query.limit);
      return { success: true, message: 'Messages', data: page };
    },
  },
}));

afterEach(() => {
  asked.length = 0;
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
