import type { FastifyInstance } from 'fastify';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

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
  const limiter: RateLimiterAbstract = app.redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: app.redis,
        // While Redis is unreachable each instance keeps counting on its own instead of failing sends.
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);
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
