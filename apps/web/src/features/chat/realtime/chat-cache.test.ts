import type { ChatMessage } from '@edupath/contract';
import { describe, expect, it } from 'vitest';
import { chatMessage } from '../../../test/fixtures/chat';
import {
  addPending,
  applyRead,
  type LocalMessage,
  markFailed,
  mergeMessages,
  newestStoredId,
} from './chat-cache';

const ME = 1;
const ADVISOR = 2;
const stored = (messageId: number, over: Partial<ChatMessage> = {}) =>
  chatMessage(messageId, { senderId: ME, ...over });
const pending = (clientId: string, message = 'hi'): LocalMessage => ({
  ...stored(-1, { message, clientId, createdAt: '2026-01-01T10:59:00.000Z' }),
  status: 'pending',
});

describe('chat cache', () => {
  it('keeps one copy of each message, oldest first, whatever order they arrive in', () => {
    const merged = mergeMessages([stored(3)], [stored(1), stored(3), stored(2), stored(1)]);
    expect(merged.map((m) => m.messageId)).toEqual([1, 2, 3]);
  });

  it('replaces an own pending message with its stored copy by clientId (the ack and the echo)', () => {
    const list = addPending([stored(1)], pending('abc12345', 'hello'));
    expect(list.at(-1)?.status).toBe('pending');
    const echoed = mergeMessages(list, [stored(5, { clientId: 'abc12345', message: 'hello' })]);
    const acked = mergeMessages(echoed, [stored(5, { clientId: 'abc12345', message: 'hello' })]);
    expect(acked.map((m) => [m.messageId, m.status])).toEqual([
      [1, undefined],
      [5, undefined],
    ]);
  });

  it('keeps pending messages after the stored ones and a failure on the right one', () => {
    const list = addPending(addPending([stored(1)], pending('first-111')), pending('second-22'));
    const failed = markFailed(
      mergeMessages(list, [stored(2, { senderId: ADVISOR })]),
      'second-22',
      'Too fast',
    );
    expect(failed.map((m) => m.clientId ?? m.messageId)).toEqual([1, 2, 'first-111', 'second-22']);
    expect(failed.find((m) => m.clientId === 'second-22')).toMatchObject({
      status: 'failed',
      error: 'Too fast',
    });
    expect(failed.find((m) => m.clientId === 'first-111')?.status).toBe('pending');
  });

  it('marks read from messagesRead, and everything earlier from the same sender', () => {
    const list = mergeMessages([], [stored(1), stored(2), stored(3, { senderId: ADVISOR }), stored(4)]);
    const read = applyRead(list, { chatId: 7, readerId: ADVISOR, messageIds: [4] });
    expect(read.map((m) => [m.messageId, m.isRead])).toEqual([
      [1, true],
      [2, true],
      [3, false],
      [4, true],
    ]);
  });

  it('never turns a read message back to unread from a stale copy', () => {
    const list = mergeMessages([], [stored(1, { isRead: true })]);
    expect(mergeMessages(list, [stored(1, { isRead: false })])[0]?.isRead).toBe(true);
  });

  it('finds the newest stored message for catching up', () => {
    expect(newestStoredId([])).toBeUndefined();
    expect(newestStoredId(addPending([stored(4), stored(9)], pending('zzzzzzzz')))).toBe(9);
  });
});
