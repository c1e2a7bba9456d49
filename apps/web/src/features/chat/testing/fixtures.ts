import type { ChatMessage } from '@edupath/contract';

/** A stored message of chat 7 by user 1, sent `messageId` seconds after 10:00 UTC on 1 January 2026. */
export const chatMessage = (messageId: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  messageId,
  chatId: 7,
  senderId: 1,
  message: `m${messageId}`,
  image: null,
  createdAt: new Date(Date.UTC(2026, 0, 1, 10, 0, messageId)).toISOString(),
  isRead: false,
  clientId: null,
  ...overrides,
});
