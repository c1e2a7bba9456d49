import { CHAT_MESSAGES } from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../db/schema';
import { startTestApp, type TestApp } from '../test/app';
import { disconnection, emitAck, send, socketPool, supportPair } from '../test/chat-factories';
import { signedIn } from '../test/factories';
import { apiClient } from '../test/http';

let t: TestApp;
const sockets = socketPool();
beforeAll(async () => {
  t = await startTestApp({
    SOCKET_EVENTS_PER_SECOND: '5',
    SOCKET_EVENTS_PER_USER_PER_MINUTE: '12',
    SOCKET_REFUSALS_BEFORE_DISCONNECT: '30',
  });
});
afterEach(() => {
  sockets.closeAll();
  vi.restoreAllMocks();
});
afterAll(() => t.close());

/** Counts every call the app makes on its database handle (a transaction counts once). */
function databaseCalls() {
  const db = t.app.db;
  const spies = (['select', 'insert', 'update', 'delete', 'transaction', 'execute'] as const).map((method) =>
    vi.spyOn(db, method),
  );
  return {
    count: () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
    reset: () => {
      for (const spy of spies) spy.mockClear();
    },
  };
}

describe('socket events are counted before any database work', () => {
  it('a flood from one socket gets 429 acknowledgements that cost the database nothing', async () => {
    const api = apiClient(t.url);
    // The advisor sends, to an offline student: every accepted send then does the same database work.
    const { advisor, chatId } = await supportPair(t.database.db, api);
    const socket = await sockets.connect(t.url, { token: advisor.token });
    const calls = databaseCalls();
    await send(socket, { chatId, message: 'one to measure' });
    const perSend = calls.count();
    expect(perSend).toBeGreaterThan(0);

    calls.reset();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => emitAck(socket, 'sendMessage', { chatId, message: `flood ${i}` })),
    );
    const accepted = answers.filter((a) => a.ok).length;
    const refused = answers.filter((a) => !a.ok);
    expect(refused.length).toBeGreaterThan(0);
    expect(accepted + refused.length).toBe(25);
    for (const answer of refused)
      expect(answer).toEqual({ ok: false, status: 429, message: CHAT_MESSAGES.tooFast });
    expect(calls.count()).toBe(accepted * perSend);
    const stored = await t.database.db.select().from(messages).where(eq(messages.chatId, chatId));
    expect(stored).toHaveLength(1 + accepted);
  });

  it('an oversized event is refused with 413 without touching the database', async () => {
    const { advisor, chatId } = await supportPair(t.database.db, apiClient(t.url));
    const socket = await sockets.connect(t.url, { token: advisor.token });
    const calls = databaseCalls();
    const answer = await emitAck(socket, 'sendMessage', { chatId, message: 'x'.repeat(20_000) });
    expect(answer).toEqual({ ok: false, status: 413, message: CHAT_MESSAGES.tooLarge });
    expect(calls.count()).toBe(0);
  });

  it('counts a user’s events across all their sockets', async () => {
    const student = await signedIn(t.database.db, apiClient(t.url));
    const tabs = await Promise.all([1, 2, 3].map(() => sockets.connect(t.url, { token: student.token })));
    // Four events per tab stay within each socket's budget; the user's 12 are then spent.
    for (const tab of tabs) {
      for (let i = 0; i < 4; i++) expect(await emitAck(tab, 'markRead', 1)).toMatchObject({ status: 404 });
    }
    expect(await emitAck(tabs[0]!, 'markRead', 1)).toMatchObject({ status: 429 });
    // Another user is not affected.
    const other = await signedIn(t.database.db, apiClient(t.url));
    const theirs = await sockets.connect(t.url, { token: other.token });
    expect(await emitAck(theirs, 'markRead', 1)).toMatchObject({ status: 404 });
  });

  it('disconnects a socket that keeps sending after being refused', async () => {
    const student = await signedIn(t.database.db, apiClient(t.url));
    const socket = await sockets.connect(t.url, { token: student.token });
    const ended = disconnection(socket);
    for (let i = 0; i < 100; i++) socket.emit('markRead', 1, () => {});
    expect(await ended).toBe('io server disconnect');
  });
});
