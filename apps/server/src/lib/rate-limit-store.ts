import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { tooManyRequests } from './errors';

/** Redis keeps whole seconds. */
const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * A rate-limiter-flexible limiter in Redis when REDIS_URL is set, so every instance sees the same
 * counts, else in this process's memory. While Redis is unreachable each instance counts on its
 * own at once (the in-memory insurance limiter): a limit that briefly counts per instance is
 * better than a request that waits on a dead connection (docs/api.md, "When Redis is unreachable").
 */
export function sharedLimiter(
  app: FastifyInstance,
  options: { keyPrefix: string; points: number; duration: number },
): RateLimiterAbstract {
  if (!app.redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: app.redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/**
 * A route plugin's own limits: `limiter` makes a counter of `points` a window of `minutes`, and
 * `consume` spends one point of a key or refuses with 429, `refusal` and a retry-after of the wait.
 */
export function routeLimiters(app: FastifyInstance, refusal: string) {
  const limiter = (name: string, points: number, minutes: number) =>
    sharedLimiter(app, {
      keyPrefix: `${app.config.REDIS_KEY_PREFIX}${name}`,
      points,
      duration: minutes * 60,
    });
  const consume = async (counter: RateLimiterAbstract, key: string, reply: FastifyReply) => {
    try {
      await counter.consume(key);
    } catch (err) {
      if (err instanceof Error) throw err;
      const waitMs = (err as { msBeforeNext?: number }).msBeforeNext ?? 60_000;
      reply.header('retry-after', String(toSeconds(waitMs)));
      throw tooManyRequests(refusal);
    }
  };
  return { limiter, consume };
}

/**
 * Keys that count and expire, for the sign-in throttle. `seconds` is how long a count lives from
 * its first point.
 */
export function expiringCounter(app: FastifyInstance, name: string, seconds: number): RateLimiterAbstract {
  // Never consumed against: callers add with penalty() and read with get().
  return sharedLimiter(app, {
    points: 1,
    duration: seconds,
    keyPrefix: `${app.config.REDIS_KEY_PREFIX}${name}`,
  });
}

/**
 * The store behind @fastify/rate-limit: its own Redis store waits for Redis (every request took
 * about 14 s during an outage) and then lets everything through; this one counts in Redis and
 * falls back to memory. The plugin compares the count with the route's maximum itself, so the
 * counters here never refuse.
 */
export function apiRateLimitStore(app: FastifyInstance): FastifyRateLimitStoreCtor {
  const counters = new Map<string, RateLimiterAbstract>();
  const counter = (keyPrefix: string, timeWindow: number) => {
    const duration = toSeconds(timeWindow);
    const name = `${keyPrefix}|${duration}`;
    let found = counters.get(name);
    if (!found) {
      found = sharedLimiter(app, { keyPrefix, points: Number.MAX_SAFE_INTEGER, duration });
      counters.set(name, found);
    }
    return found;
  };

  class Store implements FastifyRateLimitStore {
    private readonly keyPrefix: string;
    constructor(_options: unknown, keyPrefix = `${app.config.REDIS_KEY_PREFIX}rl:`) {
      this.keyPrefix = keyPrefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counter(this.keyPrefix, timeWindow)
        .consume(key)
        .then(
          (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
          (err: unknown) => callback(err instanceof Error ? err : new Error('rate limit store failed')),
        );
    }

    child(routeOptions: {
      method?: unknown;
      url?: unknown;
      routeInfo?: { method?: unknown; url?: unknown };
    }) {
      const route = routeOptions.routeInfo ?? routeOptions;
      const suffix = route.url ? `${String(route.method)}${String(route.url)}-` : 'custom-';
      return new Store(null, `${this.keyPrefix}${suffix}`);
    }
  }
  return Store as unknown as FastifyRateLimitStoreCtor;
}
