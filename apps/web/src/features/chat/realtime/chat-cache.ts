import type { ChatMessage, MessagesReadEvent } from '@edupath/contract';

/**
 * A message in the page's cache: a stored one (positive messageId), or an own message not yet
 * acknowledged (negative messageId, reconciled with the stored one by clientId).
 */
export interface LocalMessage extends ChatMessage {
  status?: 'pending' | 'failed';
  error?: string;
}

export const messagesQueryKey = (chatId: number) => ['chat', 'messages', chatId] as const;

const isStored = (m: LocalMessage) => m.messageId > 0;

/**
 * Reads are a prefix per sender: the server marks every unread message of the other party at
 * once, so an own message is read when any later one from the same sender is.
 */
function applyReadWatermark(list: LocalMessage[]): LocalMessage[] {
  const watermark = new Map<number, number>();
  for (const m of list) {
    if (isStored(m) && m.isRead && m.messageId > (watermark.get(m.senderId) ?? 0)) {
      watermark.set(m.senderId, m.messageId);
    }
  }
  return list.map((m) =>
    isStored(m) && !m.isRead && m.messageId < (watermark.get(m.senderId) ?? 0) ? { ...m, isRead: true } : m,
  );
}

/**
 * Merges stored messages into the cache: no duplicates (one entry per messageId; a pending
 * own message gives way to its stored copy with the same clientId), oldest first, pending
 * ones last. A stale copy never turns a read message back to unread.
 */
export function mergeMessages(current: readonly LocalMessage[], incoming: readonly ChatMessage[]) {
  const stored = new Map<number, LocalMessage>();
  const pending = new Map<string, LocalMessage>();
  for (const m of current) {
    if (isStored(m)) stored.set(m.messageId, m);
    else if (m.clientId) pending.set(m.clientId, m);
  }
  for (const m of incoming) {
    const previous = stored.get(m.messageId);
    stored.set(m.messageId, previous ? { ...m, isRead: m.isRead || previous.isRead } : m);
    if (m.clientId) pending.delete(m.clientId);
  }
  const ordered = [...stored.values()].sort((a, b) => a.messageId - b.messageId);
  const waiting = [...pending.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return applyReadWatermark([...ordered, ...waiting]);
}

/** A new own message, shown at once as 'Sent' until the server acknowledges it. */
export function addPending(current: readonly LocalMessage[], message: LocalMessage) {
  return [...current.filter((m) => m.clientId !== message.clientId), message];
}

export function markFailed(current: readonly LocalMessage[], clientId: string, error: string) {
  return current.map((m) =>
    m.clientId === clientId && !isStored(m) ? { ...m, status: 'failed' as const, error } : m,
  );
}

export function markPending(current: readonly LocalMessage[], clientId: string) {
  return current.map((m) =>
    m.clientId === clientId && !isStored(m) ? { ...m, status: 'pending' as const, error: undefined } : m,
  );
}

/** messagesRead: the other party read these (and, by the watermark, everything before). */
export function applyRead(current: readonly LocalMessage[], event: MessagesReadEvent) {
  const ids = new Set(event.messageIds);
  return applyReadWatermark(current.map((m) => (ids.has(m.messageId) ? { ...m, isRead: true } : m)));
}

export const newestStoredId = (list: readonly LocalMessage[]) =>
  list.reduce<number | undefined>(
    (max, m) => (isStored(m) && m.messageId > (max ?? 0) ? m.messageId : max),
    undefined,
  );

export const oldestStoredId = (list: readonly LocalMessage[]) => list.find(isStored)?.messageId;
