import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { unauthorized } from '../lib/errors';
import { JOBS_SCHEMA, QUEUES } from '../lib/jobs';
import type { AppServer } from '../realtime/index';

/**
 * What the rest of the app records; each call is a no-op while metrics are off, so callers
 * never check. One set per app (tests build many apps in one process, each with its own
 * registry; prom-client's global registry is never used).
 */
export interface AppMetrics {
  /** A job's handler threw (pg-boss retries it later, or gives up after the last try). */
  jobFailed(queue: string): void;
  /** An email left for the mail server. */
  mailSent(): void;
  /** Sending an email failed; `lastTry`: it will not be tried again. */
  mailFailed(lastTry: boolean): void;
  /** The mail server did not confirm an email in time: not sent again (docs/email.md). */
  mailUnconfirmed(): void;
  /** The Socket.IO server whose connected sockets are counted. */
  watchSockets(io: AppServer): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export const METRICS_PATH = '/metrics';

const OFF: AppMetrics = {
  jobFailed: () => {},
  mailSent: () => {},
  mailFailed: () => {},
  mailUnconfirmed: () => {},
  watchSockets: () => {},
};

/** Job states worth watching: waiting (created, retry), running, and given up (kept a while by pg-boss). */
const JOB_STATES = ['created', 'retry', 'active', 'failed'] as const;

/** A scrape must answer even when the database does not (readiness says why). */
const DATABASE_QUERY_TIMEOUT_MS = 2_000;

type PoolStats = ReturnType<NonNullable<Database['poolStats']>>;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus metrics for the operator, never public (docs/operations.md#metrics): GET /metrics on
 * the main port with METRICS_TOKEN as a bearer token, and/or on METRICS_PORT (no token) bound to
 * METRICS_HOST. Without a token the main port has no /metrics (404, as any unknown path).
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  const { METRICS_TOKEN, METRICS_PORT, METRICS_HOST } = app.config;

  // Registered even when off: the built web app's page fallback would otherwise answer /metrics with a page.
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!METRICS_TOKEN) return reply.callNotFound();
    if (!bearerMatches(request, sha256(METRICS_TOKEN))) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized('A valid metrics token is required');
    }
    return sendMetrics(reply);
  });

  if (!METRICS_TOKEN && !METRICS_PORT) {
    app.decorate('metrics', OFF);
    return;
  }

  const registry = new Registry();
  // Event-loop delay, heap, GC, CPU, open handles: prom-client's standard process metrics.
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'edupath_http_request_duration_seconds',
    help: 'HTTP requests by route pattern (never the raw URL, so the label set stays bounded) and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route === METRICS_PATH) return;
    requests.observe(
      {
        method: request.method,
        // No route matched (a 404 of the not-found handler): one label for all such paths.
        route: route ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });

  let io: AppServer | null = null;
  new Gauge({
    name: 'edupath_socket_connections',
    help: 'Socket.IO connections signed in on this instance',
    registers: [registry],
    collect() {
      this.set(io?.of('/').sockets.size ?? 0);
    },
  });

  const jobFailures = new Counter({
    name: 'edupath_job_failures_total',
    help: 'Job runs that threw on this instance (each is retried until its queue gives up)',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const mailSent = new Counter({
    name: 'edupath_mail_sent_total',
    help: 'Emails the mail server accepted from this instance',
    registers: [registry],
  });
  const mailFailed = new Counter({
    name: 'edupath_mail_failed_total',
    help: 'Tries to send an email that failed on this instance; last_try="true": given up, the email is marked failed',
    labelNames: ['last_try'] as const,
    registers: [registry],
  });
  const mailUnconfirmed = new Counter({
    name: 'edupath_mail_unconfirmed_total',
    help: 'Emails the mail server did not confirm in time: not sent again, so perhaps never delivered',
    registers: [registry],
  });
  for (const queue of Object.values(QUEUES)) jobFailures.inc({ queue }, 0);
  mailFailed.inc({ last_try: 'false' }, 0);
  mailFailed.inc({ last_try: 'true' }, 0);

  // Before the job counts: read after their query asked for a connection, the pool would count it as waiting.
  const pool = database.poolStats?.bind(database);
  if (pool) {
    const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(pool()));
        },
      });
    poolGauge(
      'edupath_db_pool_connections',
      'PostgreSQL connections this instance holds open',
      (s) => s.total,
    );
    poolGauge('edupath_db_pool_idle', 'Of those, connections not in use', (s) => s.idle);
    poolGauge('edupath_db_pool_waiting', 'Queries waiting for a free connection', (s) => s.waiting);
  }

  new Gauge({
    name: 'edupath_jobs',
    help: 'Jobs in the queue by state, deployment-wide (every instance reports the same: use max)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      let rows: Record<string, unknown>[];
      try {
        rows = await withTimeout(
          database.executeSql(
            `select name, state::text as state, count(*)::int as count from ${JOBS_SCHEMA}.job
             where state in (${JOB_STATES.map((s) => `'${s}'`).join(', ')}) group by name, state`,
          ),
          DATABASE_QUERY_TIMEOUT_MS,
        ).then((result) => result.rows);
      } catch (err) {
        // Left out of this scrape: an alert on the database comes from readiness, not from here.
        app.log.warn({ err }, 'metrics: could not count the queued jobs');
        return;
      }
      for (const queue of Object.values(QUEUES))
        for (const state of JOB_STATES) this.set({ queue, state }, 0);
      for (const row of rows)
        this.set({ queue: String(row.name), state: String(row.state) }, Number(row.count));
    },
  });

  async function sendMetrics(reply: FastifyReply) {
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  }

  app.decorate('metrics', {
    jobFailed: (queue) => jobFailures.inc({ queue }),
    mailSent: () => mailSent.inc(),
    mailFailed: (lastTry) => mailFailed.inc({ last_try: String(lastTry) }),
    mailUnconfirmed: () => mailUnconfirmed.inc(),
    watchSockets: (server) => {
      io = server;
    },
  } satisfies AppMetrics);

  if (METRICS_PORT) {
    const server = metricsServer(registry, app);
    // On ready, not on listen: a port already taken stops the start instead of being a log line.
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(METRICS_PORT, METRICS_HOST, () => {
          server.off('error', reject);
          resolve();
        });
      });
      app.log.info({ port: METRICS_PORT, host: METRICS_HOST }, 'metrics served on their own port');
    });
    app.addHook('onClose', async () => {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  }
});

/** The bearer token against the configured one, compared in constant time (of their hashes). */
function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const given = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return given !== undefined && timingSafeEqual(sha256(given), expected);
}

/** The metrics port: GET /metrics and nothing else. */
function metricsServer(registry: Registry, app: FastifyInstance): Server {
  return createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (err: unknown) => {
        app.log.error({ err }, 'metrics: could not collect');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Could not collect the metrics');
      },
    );
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
