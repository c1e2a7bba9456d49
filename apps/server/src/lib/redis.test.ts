import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app';
import { collect, emitAck, socketPool, supportPair } from '../test/chat-factories';
import { apiClient } from '../test/http';
import { freePort } from '../test/process';
import { adapterClients } from './redis';

const silentLog = { warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger;

/**
 * REDIS_URL set, but nothing listens there (as during an outage, or a Redis that never came up):
 * the instance starts, answers at once and keeps its limits in its own memory. The two-instance
 * outage, with Redis stopping and returning, is realtime/redis-outage.test.ts.
 */
describe('with Redis configured but unreachable', () => {
  let t: TestApp;
  const sockets = socketPool();
  beforeAll(async () => {
    t = await startTestApp({
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      API_RATE_LIMIT_PER_SESSION: '3',
      CHAT_RATE_LIMIT_PER_MINUTE: '2',
    });
  });
  afterAll(async () => {
    sockets.closeAll();
    await t?.close();
  });

  it('reports itself degraded, not down', async () => {
    const response = await fetch(`${t.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'degraded',
      checks: { database: 'ok', redis: 'failing' },
    });
  });

  it('still enforces the API limits, counted in memory', async () => {
    const api = apiClient(t.url);
    const { student } = await supportPair(t.database.db, api);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await api.get('auth/me', { token: student.token })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('delivers chat to its own sockets, writes the offline notification and limits sends in memory', async () => {
    const api = apiClient(t.url);
    const { student, advisor, chatId } = await supportPair(t.database.db, api);
    const studentSocket = await sockets.connect(t.url, { token: student.token });
    const advisorInbox = collect(await sockets.connect(t.url, { token: advisor.token }), 'receiveMessage');
    const answers = [];
    for (const message of ['one', 'two', 'three'])
      answers.push(await emitAck(studentSocket, 'sendMessage', { chatId, message }));
    expect(answers.map((a) => (a.ok ? 'ok' : a.status))).toEqual(['ok', 'ok', 429]);
    await advisorInbox.next((m) => m.message === 'two');
  });
});

/**
 * An instance that closes must leave no unhandled rejection behind: closing Socket.IO makes the
 * adapter unsubscribe without handling a failure, and the connection is dropped right after, so
 * the pending command is rejected 'Connection is closed'. The same holds for a subscription still
 * queued when Redis goes away.
 */
describe.runIf(!!process.env.TEST_REDIS_URL)('the Socket.IO adapter’s connections', () => {
  it('close right after Socket.IO without an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      // Closing Socket.IO makes the adapter unsubscribe, and the instance then drops the
      // connections at once, as realtime/index.ts does when the app closes.
      for (let i = 0; i < 3; i++) {
        const link = adapterClients(process.env.TEST_REDIS_URL!, silentLog);
        const io = new Server({
          adapter: createAdapter(link.pub, link.sub, { key: `edupath-test:close-${i}` }),
        });
        await new Promise<void>((resolve) => link.onChange((up) => up && resolve()));
        // What io.close() does to each namespace's adapter (this server has no HTTP server to close).
        await io.of('/').adapter.close();
        link.pub.disconnect();
        link.sub.disconnect();
      }
      // Rejections are reported after the microtasks of the closing connections have run.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(unhandled.map(String)).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
