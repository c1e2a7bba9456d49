import { AUTH_COOKIE } from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages, sessions } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { notify } from '../modules/notifications/index';
import { startTestApp, type TestApp } from '../test/app';
import {
  collect,
  connectSocket,
  disconnection,
  emitAck,
  send,
  socketPool,
  supportPair,
} from '../test/chat-factories';
import { login, signedIn } from '../test/factories';
import { apiClient } from '../test/http';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
const sockets = socketPool();
beforeAll(async () => {
  t = await startTestApp({ ALLOWED_ORIGINS: 'https://console.edupath.example' });
  api = apiClient(t.url);
});
afterEach(() => sockets.closeAll());
afterAll(() => t.close());

describe('real-time handshake', () => {
  it('refuses a socket without a session, or with an unknown or revoked token', async () => {
    await expect(connectSocket(t.url)).rejects.toThrow('unauthorized');
    await expect(connectSocket(t.url, { token: 'not-a-real-token' })).rejects.toThrow('unauthorized');
    const { token } = await signedIn(t.database.db, api);
    await api.post('auth/logout', { token });
    await expect(connectSocket(t.url, { token })).rejects.toThrow('unauthorized');
  });

  it('accepts the session from auth.token, a bearer header or the session cookie', async () => {
    const { token } = await signedIn(t.database.db, api);
    expect((await sockets.connect(t.url, { token })).connected).toBe(true);
    const headerSets: Array<Record<string, string>> = [
      { authorization: `Bearer ${token}` },
      { cookie: `${AUTH_COOKIE}=${token}` },
      // Among other cookies, one of them not valid percent-encoding.
      { cookie: `theme=%E0%A4%A; ${AUTH_COOKIE}=${token}; lang=en` },
    ];
    for (const extraHeaders of headerSets) {
      const socket = io(t.url, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        extraHeaders,
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      expect(socket.connected).toBe(true);
      socket.close();
    }
  });

  it('checks the Origin on every transport: the same host and configured origins only', async () => {
    const { token } = await signedIn(t.database.db, api);
    for (const transports of [['websocket'], ['polling']] as const) {
      await expect(
        connectSocket(t.url, { token, origin: 'https://evil.example', transports: [...transports] }),
      ).rejects.toThrow();
      await expect(
        connectSocket(t.url, { token, origin: 'null', transports: [...transports] }),
      ).rejects.toThrow();
      const same = await sockets.connect(t.url, { token, origin: t.url, transports: [...transports] });
      expect(same.connected).toBe(true);
      const listed = await sockets.connect(t.url, {
        token,
        origin: 'https://console.edupath.example',
        transports: [...transports],
      });
      expect(listed.connected).toBe(true);
    }
    // The server is still answering after the refusals.
    expect((await fetch(`${t.url}/healthz`)).status).toBeLessThan(500);
  });
});

describe('a session that ends while connected', () => {
  it('disconnects the socket at its next event once the session has expired, acting for nobody', async () => {
    // Checked at every event here; by default once a minute.
    const strict = await startTestApp({ SOCKET_SESSION_RECHECK_SECONDS: '0' });
    const local = apiClient(strict.url);
    const pool = socketPool();
    try {
      const { student, chatId } = await supportPair(strict.database.db, local);
      const socket = await pool.connect(strict.url, { token: student.token });
      await send(socket, { chatId, message: 'before expiry' });
      // Expiry revokes nothing (a logout or a new password disconnects at once, tested below):
      // the socket learns of it at its next event.
      await strict.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, student.user.userId));

      const closed = disconnection(socket);
      socket.emit('sendMessage', { chatId, message: 'after expiry' });
      expect(await closed).toBe('io server disconnect');
      const rows = await strict.database.db.select().from(messages).where(eq(messages.chatId, chatId));
      expect(rows.map((r) => r.message)).toEqual(['before expiry']);
    } finally {
      pool.closeAll();
      await strict.close();
    }
  });
});

describe('ending a session disconnects its sockets at once, without waiting for an event', () => {
  // The default recheck (60 s) is far longer than these tests: only the revocation can end them.
  it('logout ends every socket of that session, and only those', async () => {
    const student = await signedIn(t.database.db, api);
    const otherSession = await login(api, student.user);
    const tabs = [
      await sockets.connect(t.url, { token: student.token }),
      await sockets.connect(t.url, { token: student.token }),
    ];
    const otherDevice = await sockets.connect(t.url, { token: otherSession });
    const ended = tabs.map(disconnection);

    expect((await api.post('auth/logout', { token: student.token })).status).toBe(200);
    expect(await Promise.all(ended)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await emitAck(otherDevice, 'markRead', 1)).toMatchObject({ ok: false, status: 404 });
    expect(otherDevice.connected).toBe(true);
  });

  it('a new password ends the sockets of the other sessions, and keeps the current one', async () => {
    const student = await signedIn(t.database.db, api);
    const otherSession = await login(api, student.user);
    const current = await sockets.connect(t.url, { token: student.token });
    const elsewhere = await sockets.connect(t.url, { token: otherSession });
    const ended = disconnection(elsewhere);

    const form = new FormData();
    for (const [key, value] of Object.entries({
      phone: '9876543210',
      location: 'Pune',
      password: 'a-brand-new-password',
      confirmPassword: 'a-brand-new-password',
    }))
      form.append(key, value);
    expect((await api.post('auth/update-profile', { token: student.token, raw: form })).status).toBe(200);
    expect(await ended).toBe('io server disconnect');
    expect(await emitAck(current, 'markRead', 1)).toMatchObject({ ok: false, status: 404 });
    expect(current.connected).toBe(true);
  });
});

describe('live notifications', () => {
  it('pushes every notification written to all of the user’s sockets, and only theirs', async () => {
    const student = await signedIn(t.database.db, api);
    const other = await signedIn(t.database.db, api);
    const advisor = await signedIn(t.database.db, api, 'advisor');
    const tab1 = collect(await sockets.connect(t.url, { token: student.token }), 'receiveNotification');
    const tab2 = collect(await sockets.connect(t.url, { token: student.token }), 'receiveNotification');
    const bystander = collect(await sockets.connect(t.url, { token: other.token }), 'receiveNotification');

    // What the applications module does on a status change: notify() inside its transaction.
    const written = await inTransaction(t.database.db, t.app.events, (uow) =>
      notify(uow, {
        userId: student.user.userId,
        senderId: advisor.user.userId,
        type: 'application.status',
        message: 'Your application was Accepted',
        link: '/applications/1',
      }),
    );
    const pushed = await tab1.next();
    expect(pushed).toEqual(written);
    expect(pushed).toMatchObject({
      message: 'Your application was Accepted',
      isRead: false,
      Sender: { name: advisor.user.name, profileImage: null },
    });
    expect(await tab2.next()).toEqual(written);

    // A later notification for the bystander arrives; the student's never did.
    const own = await inTransaction(t.database.db, t.app.events, (uow) =>
      notify(uow, { userId: other.user.userId, type: 'test', message: 'yours' }),
    );
    expect(await bystander.next()).toEqual(own);
    expect(bystander.seen).toEqual([own]);

    const unread = await api.get<{ count: number }>('notification/unread-count', { token: student.token });
    expect(unread.body.data.count).toBe(1);
  });
});
