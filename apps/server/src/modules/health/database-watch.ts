import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { databaseUnavailable } from '../../lib/errors';

/**
 * A request still unanswered after this long makes the instance ask whether the database answers
 * at all. A stopped or frozen PostgreSQL server keeps its connections open without answering, so
 * the request's own query would wait for the client-side query timeout (the statement timeout
 * plus a second); the client gets a clear 503 within about four seconds instead
 * (docs/api.md#database-unavailable).
 */
export const DATABASE_WAIT_BEFORE_PROBE_MS = 2_500;
/** A `select 1` that takes longer than this counts as no answer. */
export const DATABASE_PROBE_TIMEOUT_MS = 1_500;
/** One answer serves every request that waits at about the same time. */
const PROBE_RESULT_TTL_MS = 1_000;

/** Asks the database, at most one question at a time, and remembers the answer for a moment. */
export function databaseProbe(ping: () => Promise<void>) {
  let inFlight: Promise<boolean> | null = null;
  let last: { at: number; up: boolean } | null = null;

  const ask = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), DATABASE_PROBE_TIMEOUT_MS);
    });
    try {
      return await Promise.race([ping().then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  return (): Promise<boolean> => {
    if (last && Date.now() - last.at < PROBE_RESULT_TTL_MS) return Promise.resolve(last.up);
    inFlight ??= ask().then((up) => {
      last = { at: Date.now(), up };
      inFlight = null;
      return up;
    });
    return inFlight;
  };
}

/**
 * Answers 503 'database unavailable' (with Retry-After) to a request that has waited
 * DATABASE_WAIT_BEFORE_PROBE_MS when the database then does not answer a ping either. A request
 * that is merely slow while the database answers is left alone: the statement timeout is its
 * bound. PostgreSQL only: the embedded database runs in this process and cannot stop answering.
 */
export const databaseWatchPlugin = fp(
  async (app: FastifyInstance, { ping }: { ping: () => Promise<void> }) => {
    const isUp = databaseProbe(ping);

    const check = async (request: FastifyRequest, reply: FastifyReply) => {
      const up = await isUp();
      if (up || reply.sent || reply.raw.destroyed) return;
      request.log.warn({ status: 503 }, 'the database did not answer a ping; request answered 503');
      // The error handler writes the answer. The handler may still be waiting on its query: its own
      // answer is dropped when that ends (docs/api.md#database-unavailable).
      reply.send(databaseUnavailable());
    };

    app.addHook('onRequest', (request, reply, done) => {
      const timer = setTimeout(() => {
        check(request, reply).catch((err: unknown) => request.log.error({ err }, 'database watch failed'));
      }, DATABASE_WAIT_BEFORE_PROBE_MS);
      // Cleared when the answer is out or the client has gone.
      reply.raw.once('close', () => clearTimeout(timer));
      done();
    });
  },
);
