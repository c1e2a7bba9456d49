import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { inTransaction } from '../db/transaction';
import { QUEUES } from '../lib/jobs';
import { queueVerificationEmail } from '../modules/mail/index';
import { createTestDatabase, startTestApp, usingPostgres } from '../test/app';
import { connectSocket } from '../test/chat-factories';
import { createUser, signedIn } from '../test/factories';
import { apiClient } from '../test/http';
import { startTestSmtp } from '../test/smtp';

const TOKEN = `metrics-${randomBytes(12).toString('hex')}`;

/**
 * The app with a metrics token and one route that fails like a bug (a 500), built here rather
 * than by startTestApp so the route can be added before it listens.
 */
let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
let url: string;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  ({ database, drop } = await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    REDIS_URL: process.env.TEST_REDIS_URL,
    REDIS_KEY_PREFIX: `edupath-test:${randomBytes(6).toString('hex')}:`,
    METRICS_TOKEN: TOKEN,
    SMTP_URL: smtp.url,
    JOBS_POLL_INTERVAL_SECONDS: '0.5',
    MAIL_RETRY_DELAY_SECONDS: '1',
    SMTP_TIMEOUT_SECONDS: '1',
  });
  app = await buildApp({ config, database });
  app.get('/test-only/bug', async () => {
    throw new Error('a bug');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await drop?.();
  await smtp?.close();
});

const scrape = async (token = TOKEN) => {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return response.text();
};

/** The value of the one series of `name` whose labels include all of `labels` (undefined: none). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = line.match(/^([a-z_]+)(?:\{(.*)\})? (\S+)$/);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return undefined;
}

describe('who may read the metrics', () => {
  // The apps of their own go without Redis, which they do not need: one with Redis closed soon
  // after its start (metrics on or not) may leave Redis commands rejected unhandled.
  it('has no /metrics at all without a token: 404, as any unknown path', async () => {
    const plain = await startTestApp({ REDIS_URL: '' });
    try {
      const answer = await fetch(`${plain.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.status).toBe(404);
      expect(plain.app.metrics).toBeDefined();
    } finally {
      await plain.close();
    }
  });

  it('serves them on METRICS_PORT without a token, and nothing else there', async () => {
    const port = await freePort();
    const separate = await startTestApp({
      METRICS_PORT: String(port),
      METRICS_HOST: '127.0.0.1',
      REDIS_URL: '',
    });
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('edupath_socket_connections 0');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      // The main port still has none: no token is set.
      expect((await fetch(`${separate.url}/metrics`)).status).toBe(404);
    } finally {
      await separate.close();
    }
    // Closed with the app.
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it('answers 401 without a token or with a wrong one, and the metrics to the right one', async () => {
    const none = await fetch(`${url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(((await none.json()) as { message: string }).message).toBe('A valid metrics token is required');
    for (const wrong of [`${TOKEN}x`, TOKEN.slice(0, -1), 'short']) {
      const answer = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${wrong}` } });
      expect(answer.status).toBe(401);
    }
    // Basic instead of Bearer is no token either.
    const basic = await fetch(`${url}/metrics`, { headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.status).toBe(401);

    const answer = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await answer.text();
    // prom-client's default process metrics, event-loop delay among them.
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  });
});

describe('what the metrics say', () => {
  it('counts requests by route pattern, never the raw URL, with 4xx and 5xx apart', async () => {
    const missing = await fetch(`${url}/api/v1/course/987654`);
    expect(missing.status).toBe(404);
    const bug = await fetch(`${url}/test-only/bug`);
    expect(bug.status).toBe(500);
    await fetch(`${url}/no/such/path/${randomBytes(4).toString('hex')}`);

    const text = await scrape();
    const series = 'edupath_http_request_duration_seconds_count';
    const route = '/api/v1/course/:courseId';
    expect(sample(text, series, { method: 'GET', route, status_class: '4xx' })).toBe(1);
    expect(sample(text, series, { route: '/test-only/bug', status_class: '5xx' })).toBe(1);
    expect(sample(text, series, { route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('/no/such/path');
    // The scrapes themselves are not counted.
    expect(text).not.toContain('route="/metrics"');
  });

  it('counts the connected sockets', async () => {
    const api = apiClient(url);
    const { token } = await signedIn(database.db, api);
    expect(sample(await scrape(), 'edupath_socket_connections')).toBe(0);
    const socket = await connectSocket(url, { token });
    expect(sample(await scrape(), 'edupath_socket_connections')).toBe(1);
    socket.close();
    await vi.waitFor(async () => expect(sample(await scrape(), 'edupath_socket_connections')).toBe(0), {
      timeout: 10_000,
      interval: 100,
    });
  });

  it('counts emails sent and failed tries, job failures, and shows the queue', async () => {
    const before = await scrape();
    expect(sample(before, 'edupath_mail_sent_total')).toBe(0);
    expect(sample(before, 'edupath_mail_failed_total', { last_try: 'false' })).toBe(0);
    expect(sample(before, 'edupath_job_failures_total', { queue: 'mail.send' })).toBe(0);
    expect(sample(before, 'edupath_jobs', { queue: 'mail.send', state: 'created' })).toBe(0);

    // An ordinary domain: mail to reserved ones (example.test) is not sent (docs/email.md#reserved-domains).
    const user = await createUser(database.db, {
      email: `metrics-${randomBytes(4).toString('hex')}@mail.edupath.in`,
    });
    const email = user.email;
    // The mail server refuses the first try; the second goes through.
    smtp.refuseNext(1, email);
    await inTransaction(database.db, app.events, (uow) =>
      queueVerificationEmail(uow, { userId: user.userId, email, name: user.name }, 'token'),
    );
    await smtp.waitFor(1, email);
    await vi.waitFor(
      async () => {
        const text = await scrape();
        expect(sample(text, 'edupath_mail_sent_total')).toBe(1);
        expect(sample(text, 'edupath_mail_failed_total', { last_try: 'false' })).toBe(1);
        expect(sample(text, 'edupath_mail_failed_total', { last_try: 'true' })).toBe(0);
        expect(sample(text, 'edupath_job_failures_total', { queue: 'mail.send' })).toBe(1);
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it('counts an email the mail server did not confirm in time', async () => {
    expect(sample(await scrape(), 'edupath_mail_unconfirmed_total')).toBe(0);
    const user = await createUser(database.db, {
      email: `metrics-late-${randomBytes(4).toString('hex')}@mail.edupath.in`,
    });
    // The relay keeps the message but says so after 3 s; the app waits 1 s (SMTP_TIMEOUT_SECONDS).
    smtp.answerLate(3_000, user.email);
    await inTransaction(database.db, app.events, (uow) =>
      queueVerificationEmail(uow, { userId: user.userId, email: user.email, name: user.name }, 'token'),
    );
    await vi.waitFor(async () => expect(sample(await scrape(), 'edupath_mail_unconfirmed_total')).toBe(1), {
      timeout: 20_000,
      interval: 200,
    });
  });

  it('shows the jobs waiting in the queue, by queue and state', async () => {
    const waiting = async () =>
      sample(await scrape(), 'edupath_jobs', { queue: QUEUES.cleanup, state: 'created' }) ?? -1;
    const before = await waiting();
    expect(before).toBeGreaterThanOrEqual(0);
    // A job due in an hour, so no worker takes it meanwhile (written directly: enqueue's
    // startAfterSeconds fails on the embedded database, an issue of its own).
    await database.executeSql(
      `insert into pgboss.job (name, data, start_after) values ($1, '{}', now() + interval '1 hour')`,
      [QUEUES.cleanup],
    );
    // At least: the hourly schedule may queue one of its own meanwhile.
    expect(await waiting()).toBeGreaterThanOrEqual(before + 1);
  });

  it.runIf(usingPostgres())('reports the PostgreSQL connection pool', async () => {
    const text = await scrape();
    expect(sample(text, 'edupath_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'edupath_db_pool_waiting')).toBe(0);
    expect(sample(text, 'edupath_db_pool_idle')).toBeGreaterThanOrEqual(0);
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}
