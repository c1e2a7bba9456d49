import { type AckAnswer, CHAT_MESSAGES } from '@edupath/contract';
import type { FastifyInstance } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { sharedLimiter } from '../lib/rate-limit-store';
import type { AppSocket } from './gateway';

/**
 * The largest event a client may send. A message is 2,000 characters at most, which even fully
 * escaped stays far below this; Socket.IO's own cap (maxHttpBufferSize) closes the connection
 * instead of answering.
 */
const MAX_EVENT_BYTES = 16 * 1024;

type Refusal = { status: 413 | 429; message: string };

/**
 * Counts every client event before any handler runs, so a flood is refused without touching
 * the database: a size check, then a budget per socket (this instance's memory) and per user
 * (every socket on every instance, in Redis with an in-memory fallback). A refused event is
 * answered at once (413 or 429); a socket that keeps sending after
 * SOCKET_REFUSALS_BEFORE_DISCONNECT refusals within a minute is disconnected (docs/api.md,
 * "Real-time").
 */
export function createEventGuard(app: FastifyInstance) {
  const { config } = app;
  const perSocket = new RateLimiterMemory({ points: config.SOCKET_EVENTS_PER_SECOND, duration: 1 });
  const perUser = sharedLimiter(app, {
    points: config.SOCKET_EVENTS_PER_USER_PER_MINUTE,
    duration: 60,
    keyPrefix: `${config.REDIS_KEY_PREFIX}socket-events`,
  });
  const refusals = new RateLimiterMemory({ points: config.SOCKET_REFUSALS_BEFORE_DISCONNECT, duration: 60 });

  /** Spends one point; false when over the budget (a store failure is not the client's fault). */
  const spend = (consume: () => Promise<unknown>) =>
    consume().then(
      () => true,
      (rejection: unknown) => !(rejection instanceof RateLimiterRes),
    );

  async function refusalFor(socket: AppSocket, args: unknown[]): Promise<Refusal | null> {
    let bytes: number;
    try {
      bytes = Buffer.byteLength(JSON.stringify(args) ?? '');
    } catch {
      bytes = Number.POSITIVE_INFINITY;
    }
    if (bytes > MAX_EVENT_BYTES) return { status: 413, message: CHAT_MESSAGES.tooLarge };
    const tooFast = { status: 429, message: CHAT_MESSAGES.tooFast } as const;
    if (!(await spend(() => perSocket.consume(socket.id)))) return tooFast;
    if (!(await spend(() => perUser.consume(String(socket.data.user.userId))))) return tooFast;
    return null;
  }

  return (socket: AppSocket) => {
    socket.use((packet, next) => {
      const last = packet[packet.length - 1];
      const ack = typeof last === 'function' ? (last as (answer: AckAnswer<never>) => void) : null;
      const args = packet.slice(1, ack ? -1 : undefined);
      void refusalFor(socket, args).then((refusal) => {
        if (!refusal) return next();
        ack?.({ ok: false, ...refusal });
        void spend(() => refusals.consume(socket.id)).then((tolerated) => {
          if (!tolerated) socket.disconnect(true);
        });
      });
    });
  };
}
