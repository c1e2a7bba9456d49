import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema';
import { createTestDatabase, usingPostgres } from '../test/app';
import { collect, send, socketPool, supportPair } from '../test/chat-factories';
import { apiClient } from '../test/http';
import {
  freePort,
  hasProgram,
  ownRedisServer,
  type ServerProcess,
  spawnServer,
  waitForReady,
} from '../test/process';

/**
 * Two server processes on one PostgreSQL database and a Redis of the test's own, which the test
 * stops and starts again. Processes, not in-process apps: what is at stake is whether the
 * process survives. Needs PostgreSQL (two instances cannot share PGlite) and `redis-server`.
 */
const runnable = usingPostgres() && !!process.env.TEST_DATABASE_URL && hasProgram('redis-server');

describe.runIf(runnable)('a Redis outage with two instances', () => {
  let redis: Awaited<ReturnType<typeof ownRedisServer>>;
  let opened: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  const sockets = socketPool();

  beforeAll(async () => {
    redis = await ownRedisServer();
    opened = await createTestDatabase();
    const env = {
      DATABASE_URL: opened.url!,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: 'edupath-outage:',
      SEED_DEMO: 'false',
      API_RATE_LIMIT_PER_USER: '100000',
      API_RATE_LIMIT_PER_SESSION: '100000',
      API_RATE_LIMIT_ANONYMOUS_PER_ADDRESS: '100000',
      LOGIN_ACCOUNT_FREE_FAILURES: '10000',
      LOGIN_PAIR_FREE_FAILURES: '10000',
      LOGIN_ADDRESS_FREE_FAILURES: '10000',
      CHAT_RATE_LIMIT_PER_MINUTE: '10000',
    };
    a = spawnServer(env, await freePort());
    b = spawnServer(env, await freePort());
    await Promise.all([waitForReady(a), waitForReady(b)]);
  }, 120_000);

  afterAll(async () => {
    sockets.closeAll();
    for (const server of [a, b]) server?.child.kill('SIGKILL');
    await Promise.all([a?.exited, b?.exited]);
    await redis?.stop();
    await opened?.database.close();
    await opened?.drop();
  });

  const readiness = async (server: ServerProcess) => {
    const response = await fetch(`${server.url}/readyz`);
    return { status: response.status, body: (await response.json()) as { status: string; checks: object } };
  };
  /** A hang detector, not a measurement: an answer that waits on Redis never comes this soon. */
  const quickly = { signal: () => AbortSignal.timeout(5_000) };

  it('keeps serving HTTP and its own sockets, still writes notifications, and recovers when Redis returns', async () => {
    const db = opened.database.db;
    const { student, advisor, chatId } = await supportPair(db, apiClient(a.url));
    const studentSocket = await sockets.connect(a.url, { token: student.token });
    const studentOtherTab = collect(await sockets.connect(a.url, { token: student.token }), 'receiveMessage');
    const advisorInbox = collect(await sockets.connect(b.url, { token: advisor.token }), 'receiveMessage');

    const before = await send(studentSocket, { chatId, message: 'before the outage' });
    await advisorInbox.next((m) => m.messageId === before.messageId);

    await redis.stop();

    // The message a single send used to turn into a crash a few seconds later.
    const during = await send(studentSocket, { chatId, message: 'during the outage' });
    // This instance's own sockets still get it...
    await studentOtherTab.next((m) => m.messageId === during.messageId);
    // ...and, as nobody can tell whether the advisor is connected elsewhere, they are notified.
    const written = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, advisor.user.userId));
    expect(written.map((n) => n.type)).toEqual(['chat.message']);

    // Both instances keep answering, and without waiting on Redis; their readiness names it.
    for (let round = 0; round < 5; round++) {
      for (const server of [a, b]) {
        const me = await fetch(`${server.url}/api/v1/auth/me`, {
          headers: { authorization: `Bearer ${server === a ? student.token : advisor.token}` },
          signal: quickly.signal(),
        });
        expect(me.status).toBe(200);
        expect(await readiness(server)).toEqual({
          status: 200,
          body: { status: 'degraded', checks: { database: 'ok', redis: 'failing' } },
        });
      }
      await new Promise((r) => setTimeout(r, 1_000));
    }
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();

    await redis.start();
    // Everything is back within 10 s of Redis returning (ioredis retries every 2 s at most):
    // readiness, and cross-instance delivery once the subscriber has re-subscribed by itself.
    const deadline = Date.now() + 10_000;
    const recovered = async () => {
      if ((await readiness(a)).body.status !== 'ready' || (await readiness(b)).body.status !== 'ready')
        return false;
      const probe = await send(studentSocket, { chatId, message: 'after the outage' });
      return advisorInbox
        .next((m) => m.messageId === probe.messageId, 1_000)
        .then(
          () => true,
          () => false,
        );
    };
    while (!(await recovered())) {
      expect(Date.now(), 'recovered within 10 s of Redis returning').toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
    expect(`${a.output()}${b.output()}`).not.toMatch(/MaxRetriesPerRequestError|unhandled/i);
  }, 120_000);
});
