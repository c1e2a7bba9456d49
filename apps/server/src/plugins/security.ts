import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { paymentCheckoutOrigins } from '../config';
import { AppError } from '../lib/errors';
import { apiRateLimitStore } from '../lib/rate-limit-store';

export const securityPlugin = fp(async (app: FastifyInstance) => {
  // Built once: the headers are the same for every answer (no per-request nonces). The Fastify
  // wrapper (@fastify/helmet) built the whole middleware again on every request.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ['https://www.openstreetmap.org'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // The 'Pay now' form posts to the payment provider's hosted checkout (docs/packages.md).
        formAction: ["'self'", ...paymentCheckoutOrigins(app.config)],
        upgradeInsecureRequests: null,
      },
    },
    // Images are loaded cross-origin by the console in development (Vite on another port).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );

  // Counted per user and per session, not per address: a campus or a mobile carrier puts thousands
  // of students behind one address (docs/decisions/007). Only requests without a session share
  // their address's generous allowance. The route hooks run after the session is resolved.
  const { config } = app;
  const tooMany = (seconds: number) =>
    new AppError(429, `Too many requests. Please try again in ${Math.max(1, seconds)} seconds.`);
  await app.register(rateLimit, {
    global: true,
    keyGenerator: (request) =>
      request.user ? `user:${request.user.userId}` : `address:${normalizeIP(request.ip)}`,
    max: (_request, key) =>
      key.startsWith('user:') ? config.API_RATE_LIMIT_PER_USER : config.API_RATE_LIMIT_ANONYMOUS_PER_ADDRESS,
    timeWindow: 60_000,
    store: apiRateLimitStore(app),
    skipOnError: true,
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => tooMany(Math.ceil(context.ttl / 1000)),
  });

  // One runaway tab or stolen token cannot spend the whole of its user's allowance.
  const perSession = app.createRateLimit({
    keyGenerator: (request) => `session:${request.sessionId}`,
    max: config.API_RATE_LIMIT_PER_SESSION,
    timeWindow: 60_000,
  });
  app.addHook('preHandler', async (request, reply) => {
    if (!request.sessionId || request.routeOptions.config.rateLimit === false) return;
    const verdict = await perSession(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    reply.header('retry-after', String(verdict.ttlInSeconds));
    throw tooMany(verdict.ttlInSeconds);
  });
});
