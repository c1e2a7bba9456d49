import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * Redis is a helper, never a dependency a request waits on (docs/api.md, "When Redis is
 * unreachable"). While it is down every command fails at once, so the callers fall back on the
 * spot (rate limits count in memory, presence counts as offline), and ioredis keeps reconnecting
 * every 2 s at most, so everything is back within seconds of Redis returning.
 */
const FAIL_FAST: RedisOptions = {
  // Queued commands would wait for a reconnection; failing them lets the caller fall back now.
  enableOfflineQueue: false,
  // A connection that hangs without closing (a network partition) fails the same way.
  commandTimeout: 1_000,
  maxRetriesPerRequest: 1,
  retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
};

/** How long start-up waits for a first connection before it goes on without Redis. */
const FIRST_CONNECTION_MS = 3_000;

function withLogging(client: Redis, log: FastifyBaseLogger, role: string): Redis {
  let down = false;
  client.on('error', (err) => {
    if (!down) log.warn({ err: err.message, role }, 'redis unreachable: working without it until it returns');
    down = true;
  });
  client.on('ready', () => {
    if (down) log.info({ role }, 'redis reachable again');
    down = false;
  });
  return client;
}

/** The client for commands (rate-limit counters, the readiness check). */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const client = withLogging(new Redis(url, FAIL_FAST), log, 'commands');
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_CONNECTION_MS);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return client;
}

/**
 * The Socket.IO adapter's two connections, and whether both are up: while either is down, events
 * do not cross between instances, and realtime/catch-up.ts keeps each instance's sockets current
 * from the database instead (docs/api.md#when-redis-is-unreachable).
 *
 * The adapter fires `publish` without handling its failure (broadcasts, remote disconnects),
 * which would be an unhandled rejection on every emit while Redis is down; here a failed publish
 * is only a lost cross-instance delivery. The subscriber keeps ioredis's offline queue: it
 * subscribes before the first connection and re-subscribes by itself after a reconnection.
 */
export function adapterClients(url: string, log: FastifyBaseLogger): AdapterLink {
  const pub = withLogging(new Redis(url, FAIL_FAST), log, 'socket.io publish');
  const publish = pub.publish.bind(pub) as (channel: string, message: string | Buffer) => Promise<number>;
  pub.publish = ((channel: string, message: string | Buffer) =>
    publish(channel, message).catch(() => 0)) as typeof pub.publish;
  const sub = withLogging(
    new Redis(url, { retryStrategy: FAIL_FAST.retryStrategy }),
    log,
    'socket.io subscribe',
  );
  // The adapter does not handle its (un)subscribe calls' failure either: the unsubscribe it sends
  // when Socket.IO closes, right before the instance drops the connection, or a subscription
  // still queued when Redis goes away, is rejected 'Connection is closed', an unhandled rejection.
  // Nothing is lost by ignoring it: ioredis subscribes again by itself after a reconnection.
  for (const name of ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const) {
    const command = sub[name].bind(sub) as (...args: unknown[]) => Promise<unknown>;
    sub[name] = ((...args: unknown[]) => command(...args).catch(() => 0)) as never;
  }

  const isUp = () => pub.status === 'ready' && sub.status === 'ready';
  const listeners = new Set<(up: boolean) => void>();
  let up = isUp();
  const recount = () => {
    if (isUp() === up) return;
    up = !up;
    for (const listener of listeners) listener(up);
  };
  for (const client of [pub, sub]) {
    for (const event of ['ready', 'close', 'end', 'error', 'reconnecting']) client.on(event, recount);
  }
  return {
    pub,
    sub,
    isUp: () => up,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface AdapterLink {
  pub: Redis;
  sub: Redis;
  /** Both connections are ready: events cross between instances. */
  isUp(): boolean;
  /** Called on every change of isUp(), with the new value. */
  onChange(listener: (up: boolean) => void): () => void;
}
