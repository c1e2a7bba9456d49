import type { FastifyRequest } from 'fastify';

/** Per user, not per address: a class behind one NAT must not share one allowance. */
export const POSTS_PER_MINUTE = 10;
export const COMMENTS_PER_MINUTE = 30;
/** A report takes a moment to write; more than this a minute is someone flooding the queue. */
export const REPORTS_PER_MINUTE = 10;

export const perUser = (name: string, max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `${name}:${request.user?.userId ?? `ip:${request.ip}`}`,
  },
});
