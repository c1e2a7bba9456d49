import type { FastifyInstance } from 'fastify';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

/**
 * Keys that count and expire, for the sign-in throttle: in Redis when REDIS_URL is set, so every
 * instance sees the same failures, else in this process's memory. While Redis is unreachable each
 * instance counts on its own at once (a throttle that briefly forgets is better than a sign-in
 * that waits on a dead connection).
 *
 * `seconds` is how long a count lives from its first point; Redis keeps whole seconds.
 */
export function expiringCounter(app: FastifyInstance, name: string, seconds: number): RateLimiterAbstract {
  const options = {
    // Never consumed against: callers add with penalty() and read with get().
    points: 1,
    duration: seconds,
    keyPrefix: `${app.config.REDIS_KEY_PREFIX}${name}`,
  };
  if (!app.redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: app.redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}
