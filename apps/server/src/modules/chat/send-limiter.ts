import type { FastifyInstance } from 'fastify';
import { sharedLimiter } from '../../lib/rate-limit-store';

/** Per-user cap on chat sends, shared by every instance when Redis is configured. */
export interface SendLimiter {
  /** Spends one send; false when the user is over the limit. */
  consume(userId: number): Promise<boolean>;
}

export function createSendLimiter(app: FastifyInstance): SendLimiter {
  const options = {
    points: app.config.CHAT_RATE_LIMIT_PER_MINUTE,
    duration: 60,
    keyPrefix: `${app.config.REDIS_KEY_PREFIX}chat-send`,
  };
  // While Redis is unreachable each instance keeps counting on its own instead of failing sends.
  const limiter = sharedLimiter(app, options);
  return {
    consume: async (userId) => {
      try {
        await limiter.consume(String(userId));
        return true;
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection;
        return false;
      }
    },
  };
}
