import type { IncomingMessage } from 'node:http';
import proxyaddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import { sharedLimiter } from '../lib/rate-limit-store';

/**
 * Counts socket connection attempts without a valid session, per client address, and refuses an
 * address past SOCKET_FAILED_HANDSHAKES_PER_ADDRESS a minute before its next attempt costs a
 * session lookup. Only failures count: many signed-in students behind one campus address are
 * never refused (docs/api.md, "Real-time"; docs/decisions/007).
 */
export function createHandshakeLimit(app: FastifyInstance) {
  const { config } = app;
  const points = config.SOCKET_FAILED_HANDSHAKES_PER_ADDRESS;
  const failures = sharedLimiter(app, {
    points,
    duration: 60,
    keyPrefix: `${config.REDIS_KEY_PREFIX}socket-handshake-failures`,
  });
  // The client address as Fastify works it out for HTTP requests, with the same TRUST_PROXY.
  const trust = config.TRUST_PROXY;
  const trusted = typeof trust === 'boolean' ? () => trust : proxyaddr.compile(trust);

  return {
    addressOf: (request: IncomingMessage) => proxyaddr(request, trusted),
    /** True when the address has used up its failures for this minute (a store failure is not the client's fault). */
    async isBlocked(address: string) {
      const counted = await failures.get(address).catch(() => null);
      return (counted?.consumedPoints ?? 0) >= points;
    },
    recordFailure(address: string) {
      failures.penalty(address, 1).catch((err: unknown) => {
        app.log.warn({ err }, 'could not count a failed socket connection');
      });
    },
  };
}
