import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app';
import { connectSocket, socketPool } from '../test/chat-factories';
import { signedIn } from '../test/factories';
import { apiClient } from '../test/http';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'connected',
    (err: Error) => err.message,
  );

describe('socket connections without a valid session', () => {
  let app: TestApp;
  const sockets = socketPool();
  beforeAll(async () => {
    // Behind a proxy on loopback, so X-Forwarded-For names the client, as in production.
    app = await startTestApp({ SOCKET_FAILED_HANDSHAKES_PER_ADDRESS: '3', TRUST_PROXY: 'loopback' });
  });
  afterEach(() => sockets.closeAll());
  afterAll(() => app.close());

  const from = (address: string, token?: string) =>
    refusal(
      sockets.connect(app.url, {
        ...(token ? { token } : {}),
        headers: { 'x-forwarded-for': address },
      }),
    );

  it('are refused unread past the limit per address, which other addresses do not share', async () => {
    const student = await signedIn(app.database.db, apiClient(app.url), 'student');
    expect(await from('203.0.113.7', student.token)).toBe('connected');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await from('203.0.113.7', 'not-a-session')).toBe('unauthorized');
    }
    // The fourth failure's address is refused before its token is looked at, valid or not.
    expect(await from('203.0.113.7', 'not-a-session')).toBe('too many failed connections');
    expect(await from('203.0.113.7', student.token)).toBe('too many failed connections');
    // Another address is heard, and its signed-in connections never count.
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await from('198.51.100.20', student.token)).toBe('connected');
    }
    expect(await from('198.51.100.20', 'not-a-session')).toBe('unauthorized');
  });

  it('counts the connecting address itself when no proxy is trusted', async () => {
    const direct = await startTestApp({ SOCKET_FAILED_HANDSHAKES_PER_ADDRESS: '2' });
    try {
      const attempt = (forwarded: string) =>
        refusal(connectSocket(direct.url, { token: 'nope', headers: { 'x-forwarded-for': forwarded } }));
      expect(await attempt('192.0.2.1')).toBe('unauthorized');
      // A forged header does not make a new address.
      expect(await attempt('192.0.2.2')).toBe('unauthorized');
      expect(await attempt('192.0.2.3')).toBe('too many failed connections');
    } finally {
      await direct.close();
    }
  });
});
