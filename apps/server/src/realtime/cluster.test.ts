import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages, notifications } from '../db/schema';
import { clusterAvailable, startTestCluster, type TestApp } from '../test/app';
import { collect, disconnection, emitAck, send, socketPool, supportPair } from '../test/chat-factories';
import { apiClient } from '../test/http';

/**
 * Two instances on two ports sharing one PostgreSQL database and Redis. PGlite cannot be
 * shared between instances and the adapter needs Redis, so this runs only in the PostgreSQL
 * pass with TEST_REDIS_URL set (as CI runs it); the single-instance pass covers the rest.
 */
describe.runIf(clusterAvailable())('two instances behind Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let close: () => Promise<void>;
  const sockets = socketPool();
  beforeAll(async () => {
    const cluster = await startTestCluster(2);
    [a, b] = cluster.instances as [TestApp, TestApp];
    close = cluster.close;
  });
  afterEach(() => sockets.closeAll());
  afterAll(() => close?.());

  it('a student on instance A and the advisor on instance B exchange messages and read receipts', async () => {
    const { student, advisor, chatId } = await supportPair(a.database.db, apiClient(a.url));
    const studentSocket = await sockets.connect(a.url, { token: student.token });
    const advisorSocket = await sockets.connect(b.url, { token: advisor.token });
    const studentInbox = collect(studentSocket, 'receiveMessage');
    const advisorInbox = collect(advisorSocket, 'receiveMessage');
    const receipts = collect(studentSocket, 'messagesRead');

    const question = await send(studentSocket, { chatId, message: 'Hello from A' });
    expect((await advisorInbox.next((m) => m.messageId === question.messageId)).message).toBe('Hello from A');

    expect(await emitAck(advisorSocket, 'joinChat', chatId)).toEqual({ ok: true, data: { chatId } });
    expect((await receipts.next()).messageIds).toEqual([question.messageId]);

    const answer = await send(advisorSocket, { chatId, message: 'Hello from B' });
    expect((await studentInbox.next((m) => m.messageId === answer.messageId)).message).toBe('Hello from B');

    // Both parties were connected (on different instances), so nobody was notified.
    const rows = await b.database.db.select().from(messages).where(eq(messages.chatId, chatId));
    expect(rows.map((r) => [r.message, r.isRead])).toEqual([
      ['Hello from A', true],
      ['Hello from B', false],
    ]);
    for (const userId of [student.user.userId, advisor.user.userId]) {
      expect(
        await a.database.db.select().from(notifications).where(eq(notifications.userId, userId)),
      ).toEqual([]);
    }
  });

  it("a logout through instance A disconnects that session's socket on instance B at once", async () => {
    const { student, chatId } = await supportPair(a.database.db, apiClient(a.url));
    const onB = await sockets.connect(b.url, { token: student.token });
    await send(onB, { chatId, message: 'from B before logout' });
    const ended = disconnection(onB);
    expect((await apiClient(a.url).post('auth/logout', { token: student.token })).status).toBe(200);
    expect(await ended).toBe('io server disconnect');
  });

  it('a recipient connected only to the other instance is online; one with no socket anywhere is notified', async () => {
    const { student, advisor, chatId } = await supportPair(a.database.db, apiClient(a.url));
    const studentSocket = await sockets.connect(a.url, { token: student.token });
    await send(studentSocket, { chatId, message: 'nobody home' });
    const written = await a.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, advisor.user.userId));
    expect(written.map((n) => n.type)).toEqual(['chat.message']);

    // Now the advisor is on B: the notification is pushed live across instances too.
    const advisorSocket = await sockets.connect(b.url, { token: advisor.token });
    const inbox = collect(advisorSocket, 'receiveMessage');
    const seen = await send(studentSocket, { chatId, message: 'there you are' });
    await inbox.next((m) => m.messageId === seen.messageId);
    expect(
      await a.database.db.select().from(notifications).where(eq(notifications.userId, advisor.user.userId)),
    ).toHaveLength(1);
  });
});
