import { once } from 'node:events';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { emptyPostgresDatabase, startTestAppOn, type TestApp, usingPostgres } from '../../test/app';
import { createUser } from '../../test/factories';
import { apiClient } from '../../test/http';

/**
 * A TCP proxy in front of the PostgreSQL server that the test controls: `close` refuses
 * connections and cuts the open ones (a stopped server), `freeze` keeps every connection open but
 * passes nothing on (a SIGSTOPped server, or a listener that never answers), `open` restores it,
 * passing on what the frozen connections held back.
 */
async function startProxy(target: { host: string; port: number }) {
  const pairs = new Set<{ client: net.Socket; server: net.Socket }>();
  let frozen = false;
  const link = (pair: { client: net.Socket; server: net.Socket }) => {
    pair.client.pipe(pair.server);
    pair.server.pipe(pair.client);
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    const pair = { client, server: upstream };
    pairs.add(pair);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    if (!frozen) link(pair);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const pair of pairs) {
          pair.client.destroy();
          pair.server.destroy();
        }
      });
    },
    freeze() {
      frozen = true;
      for (const { client, server } of pairs) {
        client.unpipe(server);
        server.unpipe(client);
        client.pause();
        server.pause();
      }
    },
    async open() {
      if (frozen) {
        frozen = false;
        for (const pair of pairs) link(pair);
      }
      if (!server.listening) {
        server.listen(port, '127.0.0.1');
        await once(server, 'listening');
      }
    },
  };
}

type Proxy = Awaited<ReturnType<typeof startProxy>>;

/**
 * When PostgreSQL cannot be reached or stops answering (docs/api.md#database-unavailable), requests
 * get a 503 with Retry-After and a clear message within five seconds, /readyz takes the instance
 * out of the load balancer, and everything comes back on its own when the database does.
 */
describe.skipIf(!usingPostgres())('a PostgreSQL server that goes away', () => {
  // The embedded database runs inside the server process: it cannot be unreachable, so these
  // guarantees (and the test) exist only on PostgreSQL.
  let proxy: Proxy;
  let t: TestApp;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof apiClient>;
  let email: string;

  beforeAll(async () => {
    const empty = await emptyPostgresDatabase();
    drop = empty.drop;
    const direct = new URL(empty.url);
    proxy = await startProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(empty.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    t = await startTestAppOn(await openDatabase({ url: viaProxy.toString() }));
    api = apiClient(t.url);
    email = (await createUser(t.database.db)).email;
  }, 120_000);
  afterAll(async () => {
    await proxy?.open();
    await t?.close();
    await proxy?.close();
    await drop?.();
  });

  /** A request that reads the database: a sign-in with a wrong password (401 while it answers). */
  const signIn = async () => {
    const started = Date.now();
    const answer = await api.post('auth/login', { body: { email, password: 'not-the-password-1' } });
    return { ...answer, seconds: (Date.now() - started) / 1000 };
  };
  const readyz = () => fetch(`${t.url}/readyz`);

  async function expectUnavailable() {
    const answer = await signIn();
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.body.message).toBe(
      'The service is temporarily unavailable because its database is not answering. Please try again in a moment.',
    );
    expect(answer.seconds).toBeLessThan(5);
    const ready = await readyz();
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'unavailable', checks: { database: 'failing' } });
  }

  /** Recovery is on its own: polls until the database answers through the app again. */
  async function expectRecovered() {
    const deadline = Date.now() + 30_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await signIn()).status;
      if (status === 401) break;
      await sleep(250);
    }
    expect(status).toBe(401);
    expect((await readyz()).status).toBe(200);
  }

  it('answers 503 with Retry-After at once while the server refuses connections, then recovers', async () => {
    expect((await signIn()).status).toBe(401);
    expect((await readyz()).status).toBe(200);

    await proxy.close();
    await expectUnavailable();
    // Again, now that the pool has no connection left to lose.
    await expectUnavailable();

    await proxy.open();
    await expectRecovered();
  }, 60_000);

  it('answers 503 within 5 s while the server accepts connections but never answers, then recovers', async () => {
    expect((await signIn()).status).toBe(401);

    proxy.freeze();
    await expectUnavailable();
    await expectUnavailable();

    await proxy.open();
    await expectRecovered();
  }, 90_000);
});
