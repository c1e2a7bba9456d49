import { CHAT_MESSAGES, type ChatListItem, type ChatMessage, type StaffChatPage } from '@edupath/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chats, messages, notifications } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { collect, emitAck, send, socketPool, supportPair } from '../../test/chat-factories';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { makePng } from '../../test/images';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
const sockets = socketPool();
beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterEach(() => sockets.closeAll());
afterAll(() => t.close());

const connect = (token: string) => sockets.connect(t.url, { token });
const storedMessages = (chatId: number) =>
  t.database.db.select().from(messages).where(eq(messages.chatId, chatId)).orderBy(messages.messageId);
const notificationsOf = (userId: number) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('chat: exchanging messages', () => {
  it('student and advisor exchange messages both ways, delivered to every tab and stored', async () => {
    const { student, advisor, chatId } = await supportPair(t.database.db, api);
    const studentTab1 = await connect(student.token);
    const studentTab2 = await connect(student.token);
    const advisorSocket = await connect(advisor.token);
    const tab1 = collect(studentTab1, 'receiveMessage');
    const tab2 = collect(studentTab2, 'receiveMessage');
    const advisorInbox = collect(advisorSocket, 'receiveMessage');

    // The web client's payload (docs/api.md, "Real-time"): chatId, senderId, message, image null,
    // recieverId, createdAt.
    const sent = await send(studentTab1, {
      chatId,
      senderId: student.user.userId,
      message: '  Hello, I need help with my SOP  ',
      image: null,
      recieverId: advisor.user.userId,
      createdAt: '1999-01-01T00:00:00.000Z',
      clientId: 'client-0001-abcdef',
    });
    expect(sent).toMatchObject({
      chatId,
      senderId: student.user.userId,
      message: 'Hello, I need help with my SOP',
      image: null,
      isRead: false,
      clientId: 'client-0001-abcdef',
    });
    // The server sets the time, not the client.
    expect(new Date(sent.createdAt).getFullYear()).toBeGreaterThan(2000);

    expect((await advisorInbox.next((m) => m.messageId === sent.messageId)).message).toBe(sent.message);
    await tab1.next((m) => m.messageId === sent.messageId);
    await tab2.next((m) => m.messageId === sent.messageId);

    // The advisor answers with the other spelling of the recipient field.
    const reply = await send(advisorSocket, {
      chatId,
      message: 'Sure, send it over',
      receiverId: student.user.userId,
    });
    expect(reply.senderId).toBe(advisor.user.userId);
    expect((await tab2.next((m) => m.messageId === reply.messageId)).message).toBe('Sure, send it over');

    const rows = await storedMessages(chatId);
    expect(rows.map((r) => [r.senderId, r.message])).toEqual([
      [student.user.userId, 'Hello, I need help with my SOP'],
      [advisor.user.userId, 'Sure, send it over'],
    ]);

    const list = await api.get<ChatMessage[]>(`chat/messages?chatId=${chatId}`, { token: student.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((m) => m.messageId)).toEqual([sent.messageId, reply.messageId]);
  });

  it('GET /chat lists the chat with the other party for each side', async () => {
    const { student, advisor, chatId } = await supportPair(t.database.db, api);
    const forStudent = await api.get<ChatListItem[]>('chat', { token: student.token });
    expect(forStudent.status).toBe(200);
    expect(forStudent.body.data).toEqual([
      { chatId, user: { userId: advisor.user.userId, name: advisor.user.name, profileImage: null } },
    ]);
    const forAdvisor = await api.get<ChatListItem[]>('chat', { token: advisor.token });
    expect(forAdvisor.body.data).toEqual([
      { chatId, user: { userId: student.user.userId, name: student.user.name, profileImage: null } },
    ]);
    expect((await api.get('chat')).status).toBe(401);
  });

  it('pages messages with a before cursor, oldest first within each page', async () => {
    const { student, chatId } = await supportPair(t.database.db, api);
    const socket = await connect(student.token);
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await send(socket, { chatId, message: `m${i}` })).messageId);

    const newest = await api.get<ChatMessage[]>(`chat/messages?chatId=${chatId}&limit=2`, {
      token: student.token,
    });
    expect(newest.body.data.map((m) => m.message)).toEqual(['m4', 'm5']);
    const older = await api.get<ChatMessage[]>(`chat/messages?chatId=${chatId}&limit=2&before=${ids[3]}`, {
      token: student.token,
    });
    expect(older.body.data.map((m) => m.message)).toEqual(['m2', 'm3']);
    // What a reconnecting client missed after the last message it has.
    const missed = await api.get<ChatMessage[]>(`chat/messages?chatId=${chatId}&limit=2&after=${ids[1]}`, {
      token: student.token,
    });
    expect(missed.body.data.map((m) => m.message)).toEqual(['m3', 'm4']);
    const both = await api.get(`chat/messages?chatId=${chatId}&before=5&after=1`, { token: student.token });
    expect(both.status).toBe(400);
    const bad = await api.get(`chat/messages?chatId=${chatId}&limit=0`, { token: student.token });
    expect(bad.status).toBe(400);
    expect((await api.get('chat/messages', { token: student.token })).status).toBe(400);
  });
});

describe('chat: who may do what', () => {
  it('a third user cannot join, read, send into or mark read a chat they are not in', async () => {
    const { student, advisor, chatId } = await supportPair(t.database.db, api);
    const outsider = await signedIn(t.database.db, api, 'student');
    const otherAdvisor = await signedIn(t.database.db, api, 'advisor');
    const studentSocket = await connect(student.token);
    const advisorSocket = await connect(advisor.token);
    const advisorInbox = collect(advisorSocket, 'receiveMessage');

    for (const intruder of [outsider, otherAdvisor]) {
      const socket = await connect(intruder.token);
      const overheard = collect(socket, 'receiveMessage');
      const join = await emitAck(socket, 'joinChat', chatId);
      expect(join).toEqual({ ok: false, status: 404, message: 'Chat not found' });
      const write = await emitAck(socket, 'sendMessage', { chatId, message: 'let me in' });
      expect(write).toMatchObject({ ok: false, status: 404 });
      expect(await emitAck(socket, 'markRead', chatId)).toMatchObject({ ok: false, status: 404 });
      const read = await api.get(`chat/messages?chatId=${chatId}`, { token: intruder.token });
      expect(read.status).toBe(404);

      // The parties' own traffic does not reach the intruder; a later message proves the order.
      const secret = await send(studentSocket, { chatId, message: `secret for ${intruder.user.userId}` });
      await advisorInbox.next((m) => m.messageId === secret.messageId);
      expect(overheard.seen).toEqual([]);
    }
    const rows = await storedMessages(chatId);
    expect(rows.every((r) => r.senderId === student.user.userId)).toBe(true);
    expect(rows.map((r) => r.message)).not.toContain('let me in');
  });

  it('refuses a spoofed senderId and a wrong recipient, storing nothing', async () => {
    const { student, advisor, chatId } = await supportPair(t.database.db, api);
    const socket = await connect(student.token);
    const spoofed = await emitAck(socket, 'sendMessage', {
      chatId,
      senderId: advisor.user.userId,
      message: 'I am the advisor, trust me',
    });
    expect(spoofed).toMatchObject({ ok: false, status: 403, message: CHAT_MESSAGES.notSender });
    const misdirected = await emitAck(socket, 'sendMessage', {
      chatId,
      message: 'to someone else',
      recieverId: student.user.userId + 100_000,
    });
    expect(misdirected).toMatchObject({ ok: false, status: 400, message: CHAT_MESSAGES.wrongRecipient });
    expect(await storedMessages(chatId)).toHaveLength(0);
  });

  it('validates the payload with clear errors: empty, too long, malformed', async () => {
    const { student, chatId } = await supportPair(t.database.db, api);
    const socket = await connect(student.token);
    expect(await emitAck(socket, 'sendMessage', { chatId, message: '   ' })).toMatchObject({
      ok: false,
      status: 400,
      message: CHAT_MESSAGES.empty,
      errors: { message: CHAT_MESSAGES.empty },
    });
    expect(await emitAck(socket, 'sendMessage', { chatId, message: 'x'.repeat(2001) })).toMatchObject({
      ok: false,
      status: 400,
      message: 'Message is too long (2,000 characters at most)',
    });
    // biome-ignore lint/suspicious/noExplicitAny: a malformed client
    expect(await emitAck(socket, 'sendMessage', null as any)).toMatchObject({ ok: false, status: 400 });
    // biome-ignore lint/suspicious/noExplicitAny: a malformed client
    expect(await emitAck(socket, 'joinChat', 'abc' as any)).toMatchObject({ ok: false, status: 400 });
    const longest = await send(socket, { chatId, message: 'y'.repeat(2000) });
    expect(longest.message).toHaveLength(2000);
    expect(await storedMessages(chatId)).toHaveLength(1);
  });

  it('staff list: an advisor sees own chats with unread counts, an admin sees all, a student none', async () => {
    const first = await supportPair(t.database.db, api);
    const second = await supportPair(t.database.db, api);
    const admin = await signedIn(t.database.db, api, 'admin');
    const socket = await connect(first.student.token);
    await send(socket, { chatId: first.chatId, message: 'one' });
    await send(socket, { chatId: first.chatId, message: 'two' });

    const own = await api.get<StaffChatPage>('chat/staff/chats', { token: first.advisor.token });
    expect(own.status).toBe(200);
    expect(own.body.data.items).toHaveLength(1);
    expect(own.body.data.items[0]).toMatchObject({
      chatId: first.chatId,
      student: { userId: first.student.user.userId, email: first.student.user.email },
      advisor: { userId: first.advisor.user.userId },
      unreadCount: 2,
      lastMessage: { message: 'two', senderId: first.student.user.userId },
    });
    const spying = await api.get(`chat/staff/chats?advisorId=${second.advisor.user.userId}`, {
      token: first.advisor.token,
    });
    expect(spying.status).toBe(403);

    const all = await api.get<StaffChatPage>('chat/staff/chats?pageSize=100', { token: admin.token });
    const ids = all.body.data.items.map((c) => c.chatId);
    expect(ids).toEqual(expect.arrayContaining([first.chatId, second.chatId]));
    const filtered = await api.get<StaffChatPage>(
      `chat/staff/chats?advisorId=${second.advisor.user.userId}`,
      {
        token: admin.token,
      },
    );
    expect(filtered.body.data.items.map((c) => c.chatId)).toEqual([second.chatId]);
    expect(filtered.body.data.items[0]).toMatchObject({ unreadCount: 0, lastMessage: null });

    expect((await api.get('chat/staff/chats', { token: first.student.token })).status).toBe(403);

    // An admin may read any chat over HTTP; another advisor may not even learn it exists.
    const read = await api.get<ChatMessage[]>(`chat/messages?chatId=${first.chatId}`, { token: admin.token });
    expect(read.body.data.map((m) => m.message)).toEqual(['one', 'two']);
    const otherAdvisor = await api.get(`chat/messages?chatId=${first.chatId}`, {
      token: second.advisor.token,
    });
    expect(otherAdvisor.status).toBe(404);
    const otherSocket = await connect(second.advisor.token);
    expect(await emitAck(otherSocket, 'joinChat', first.chatId)).toMatchObject({ ok: false, status: 404 });
    expect(await emitAck(otherSocket, 'markRead', first.chatId)).toMatchObject({ ok: false, status: 404 });
    await expect(send(otherSocket, { chatId: first.chatId, message: 'hello?' })).rejects.toThrow('404');
  });

  it('an admin opens any chat without reading it for the advisor, hears it live, and may answer', async () => {
    const { student, advisor, chatId } = await supportPair(t.database.db, api);
    const admin = await signedIn(t.database.db, api, 'admin');
    const studentSocket = await connect(student.token);
    const advisorSocket = await connect(advisor.token);
    const adminSocket = await connect(admin.token);
    await send(studentSocket, { chatId, message: 'Is anyone there?' });

    expect(await emitAck(adminSocket, 'joinChat', chatId)).toEqual({ ok: true, data: { chatId } });
    expect(await emitAck(adminSocket, 'markRead', chatId)).toEqual({ ok: true, data: { messageIds: [] } });
    const [unread] = await t.database.db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.chatId, chatId), eq(messages.isRead, false)));
    expect(unread!.n).toBe(1);

    // The admin, watching, hears the student's next message.
    const watched = collect(adminSocket, 'receiveMessage');
    const second = await send(studentSocket, { chatId, message: 'Hello?' });
    expect((await watched.next((m) => m.messageId === second.messageId)).message).toBe('Hello?');

    // The admin answers: the student and the advisor both receive it.
    const toStudent = collect(studentSocket, 'receiveMessage');
    const toAdvisor = collect(advisorSocket, 'receiveMessage');
    const reply = await send(adminSocket, { chatId, message: 'Your advisor will be with you shortly.' });
    expect(reply).toMatchObject({ chatId, senderId: admin.user.userId, isRead: false });
    await toStudent.next((m) => m.messageId === reply.messageId);
    await toAdvisor.next((m) => m.messageId === reply.messageId);
    const stored = await t.database.db.select().from(messages).where(eq(messages.messageId, reply.messageId));
    expect(stored[0]).toMatchObject({ senderId: admin.user.userId, message: reply.message });

    // The student reads it: the admin, still watching, sees the receipt.
    const receipts = collect(adminSocket, 'messagesRead');
    expect(await emitAck(studentSocket, 'markRead', chatId)).toMatchObject({ ok: true });
    expect((await receipts.next()).messageIds).toContain(reply.messageId);
  });
});

describe('chat: delivery guarantees', () => {
  it('a retried send with the same clientId is stored and delivered once', async () => {
    const { student, advisor, chatId } = await supportPair(t.database.db, api);
    const studentSocket = await connect(student.token);
    const advisorSocket = await connect(advisor.token);
    const inbox = collect(advisorSocket, 'receiveMessage');

    const payload = { chatId, message: 'only once please', clientId: 'retry-0001-abcdef' };
    const [a, b] = await Promise.all([send(studentSocket, payload), send(studentSocket, payload)]);
    const c = await send(studentSocket, payload);
    expect(b.messageId).toBe(a.messageId);
    expect(c.messageId).toBe(a.messageId);

    const marker = await send(studentSocket, { chatId, message: 'marker' });
    await inbox.next((m) => m.messageId === marker.messageId);
    expect(inbox.seen.filter((m) => m.clientId === 'retry-0001-abcdef')).toHaveLength(1);
    expect((await storedMessages(chatId)).map((r) => r.message)).toEqual(['only once please', 'marker']);

    // clientIds are per sender: another user may use the same one.
    expect((await send(advisorSocket, { ...payload, message: 'mine' })).senderId).toBe(advisor.user.userId);

    // One sender reusing a clientId in another chat is a client bug, refused rather than mixed up.
    const otherStudent = await signedIn(t.database.db, api);
    const [otherChat] = await t.database.db
      .insert(chats)
      .values({ studentId: otherStudent.user.userId, advisorId: advisor.user.userId })
      .returning();
    expect(
      await emitAck(advisorSocket, 'sendMessage', { ...payload, chatId: otherChat!.chatId }),
    ).toMatchObject({ ok: false, status: 409, message: CHAT_MESSAGES.clientIdReused });
    expect(await storedMessages(otherChat!.chatId)).toHaveLength(0);
  });

  it('read receipts: opening the chat or markRead turns the sender’s messages read, live', async () => {
    const { student, advisor, chatId } = await supportPair(t.database.db, api);
    const studentSocket = await connect(student.token);
    const advisorSocket = await connect(advisor.token);
    const receipts = collect(studentSocket, 'messagesRead');

    const m1 = await send(studentSocket, { chatId, message: 'first' });
    const m2 = await send(studentSocket, { chatId, message: 'second' });
    expect((await storedMessages(chatId)).every((r) => !r.isRead)).toBe(true);

    expect(await emitAck(advisorSocket, 'joinChat', chatId)).toEqual({ ok: true, data: { chatId } });
    expect(await receipts.next()).toEqual({
      chatId,
      readerId: advisor.user.userId,
      messageIds: [m1.messageId, m2.messageId],
    });
    const rows = await storedMessages(chatId);
    expect(rows.every((r) => r.isRead && r.readAt)).toBe(true);

    // A message arriving while the chat is open is read with markRead.
    const m3 = await send(studentSocket, { chatId, message: 'third' });
    expect(await emitAck(advisorSocket, 'markRead', chatId)).toEqual({
      ok: true,
      data: { messageIds: [m3.messageId] },
    });
    await receipts.next((e) => e.messageIds.includes(m3.messageId));

    // Reading one's own messages changes nothing: the student's own are not "read" by the student.
    const reply = await send(advisorSocket, { chatId, message: 'hello' });
    expect(await emitAck(advisorSocket, 'markRead', chatId)).toEqual({ ok: true, data: { messageIds: [] } });
    const list = await api.get<ChatMessage[]>(`chat/messages?chatId=${chatId}`, { token: student.token });
    expect(list.body.data.find((m) => m.messageId === reply.messageId)?.isRead).toBe(false);
    expect(list.body.data.filter((m) => m.senderId === student.user.userId).every((m) => m.isRead)).toBe(
      true,
    );
  });

  it('a message to an offline recipient creates a notification; to an online one it does not', async () => {
    const { student, advisor, chatId } = await supportPair(t.database.db, api);
    const studentSocket = await connect(student.token);
    await send(studentSocket, { chatId, message: 'are you there?' });
    const written = await notificationsOf(advisor.user.userId);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      type: 'chat.message',
      senderId: student.user.userId,
      message: `New message from ${student.user.name}`,
      link: `/admin/chats/${chatId}`,
      isRead: false,
    });

    const advisorSocket = await connect(advisor.token);
    const live = collect(advisorSocket, 'receiveMessage');
    const online = await send(studentSocket, { chatId, message: 'now you are' });
    await live.next((m) => m.messageId === online.messageId);
    expect(await notificationsOf(advisor.user.userId)).toHaveLength(1);

    // The other way round: an advisor writing to a student who has never connected.
    const quiet = await supportPair(t.database.db, api);
    await send(await connect(quiet.advisor.token), { chatId: quiet.chatId, message: 'Welcome!' });
    const toStudent = await notificationsOf(quiet.student.user.userId);
    expect(toStudent.map((n) => [n.type, n.link, n.senderId])).toEqual([
      ['chat.message', '/chat', quiet.advisor.user.userId],
    ]);
  });

  it('attaches an uploaded image; someone else’s upload or a foreign path is refused', async () => {
    const { student, advisor, chatId } = await supportPair(t.database.db, api);
    const form = new FormData();
    form.append('image', new Blob([await makePng()], { type: 'image/png' }), 'photo.png');
    const upload = await api.post<{ path: string }>('chat/images', { token: student.token, raw: form });
    expect(upload.status).toBe(201);
    expect(upload.body.data.path).toMatch(/^uploads\/[0-9a-f-]{36}\.webp$/);

    const studentSocket = await connect(student.token);
    const withImage = await send(studentSocket, { chatId, message: '', image: upload.body.data.path });
    expect(withImage.image).toBe(upload.body.data.path);
    expect((await fetch(`${t.url}/${withImage.image}`)).status).toBe(200);

    const advisorSocket = await connect(advisor.token);
    for (const image of [upload.body.data.path, 'https://evil.example/x.png', '../../etc/passwd']) {
      expect(await emitAck(advisorSocket, 'sendMessage', { chatId, message: 'look', image })).toMatchObject({
        ok: false,
        status: 400,
        message: CHAT_MESSAGES.badImage,
      });
    }
    expect(await storedMessages(chatId)).toHaveLength(1);
  });
});

describe('chat: rate limit', () => {
  it('refuses sends past the per-user limit with 429 and stores only the allowed ones', async () => {
    const limited = await startTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: '3' });
    const local = apiClient(limited.url);
    const pool = socketPool();
    try {
      const { student, advisor, chatId } = await supportPair(limited.database.db, local);
      const socket = await pool.connect(limited.url, { token: student.token });
      for (let i = 0; i < 3; i++) await send(socket, { chatId, message: `ok ${i}` });
      expect(await emitAck(socket, 'sendMessage', { chatId, message: 'too many' })).toMatchObject({
        ok: false,
        status: 429,
        message: CHAT_MESSAGES.tooFast,
      });
      // The limit is per user: the advisor can still answer.
      await send(await pool.connect(limited.url, { token: advisor.token }), { chatId, message: 'reply' });
      const rows = await limited.database.db.select().from(messages).where(eq(messages.chatId, chatId));
      expect(rows.map((r) => r.message).sort()).toEqual(['ok 0', 'ok 1', 'ok 2', 'reply']);
    } finally {
      pool.closeAll();
      await limited.close();
    }
  });
});
