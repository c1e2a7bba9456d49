import {
  ACCOUNT_MESSAGES,
  accountSessionSchema,
  changePasswordSchema,
  emailStatusSchema,
  emptyEnvelopeSchema,
  envelopeSchema,
  forgotPasswordSchema,
  resetLinkStatusSchema,
  resetPasswordResultSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@edupath/contract';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { AppError, tooManyRequests } from '../../lib/errors';
import { requireUser } from '../../lib/guards';
import { sharedLimiter } from '../../lib/rate-limit-store';
import * as service from './account.service';
import { deviceCookieFor } from './auth.service';
import { setDeviceCookie } from './known-device';
import { createLoginThrottle } from './login-throttle';

/**
 * Verification, password reset, password change and sessions (docs/email.md). Kept apart from
 * the sign-in routes in auth.routes.ts.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];
  const limiter = (name: string, points: number, minutes: number) =>
    sharedLimiter(app, {
      keyPrefix: `${app.config.REDIS_KEY_PREFIX}${name}`,
      points,
      duration: minutes * 60,
    });
  // Limits of docs/email.md, "Verification" and "Password reset": enough for a person, too few to
  // flood an inbox or guess.
  const forgotByAddress = limiter('forgot-address', 10, 15);
  const forgotByEmail = limiter('forgot-email', 3, 60);
  const resetByAddress = limiter('reset-address', 20, 15);
  const resendByUser = limiter('verify-resend', 3, 15);
  const passwordGuesses = createLoginThrottle(app);

  const consume = async (counter: RateLimiterAbstract, key: string, reply: FastifyReply) => {
    try {
      await counter.consume(key);
    } catch (err) {
      if (err instanceof Error) throw err;
      const waitMs = (err as { msBeforeNext?: number }).msBeforeNext ?? 60_000;
      reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
      throw tooManyRequests(ACCOUNT_MESSAGES.tooManyRequests);
    }
  };

  app.get(
    '/auth/email-status',
    { schema: { tags, response: { 200: envelopeSchema(emailStatusSchema) } } },
    async (request) => ok(await service.emailStatus(app.db, requireUser(request).userId)),
  );

  app.post(
    '/auth/verify-email/resend',
    { schema: { tags, response: { 200: emptyEnvelopeSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      await consume(resendByUser, String(user.userId), reply);
      const sent = await service.resendVerification(app.db, app.events, user.userId);
      return ok(null, sent ? ACCOUNT_MESSAGES.verificationSent : ACCOUNT_MESSAGES.alreadyVerified);
    },
  );

  app.post(
    '/auth/verify-email',
    { schema: { tags, body: verifyEmailSchema, response: { 200: emptyEnvelopeSchema } } },
    async (request, reply) => {
      await consume(resetByAddress, normalizeIP(request.ip), reply);
      const outcome = await service.verifyEmail(app.db, request.body.token);
      return ok(null, outcome === 'verified' ? ACCOUNT_MESSAGES.verified : ACCOUNT_MESSAGES.alreadyVerified);
    },
  );

  // Asked by the reset page as it opens, so a used link says so instead of showing the form.
  app.post(
    '/auth/reset-password/status',
    { schema: { tags, body: verifyEmailSchema, response: { 200: envelopeSchema(resetLinkStatusSchema) } } },
    async (request, reply) => {
      await consume(resetByAddress, normalizeIP(request.ip), reply);
      return ok(await service.resetLinkStatus(app.db, request.body.token), 'Reset link');
    },
  );

  app.post(
    '/auth/forgot-password',
    { schema: { tags, body: forgotPasswordSchema, response: { 200: emptyEnvelopeSchema } } },
    async (request, reply) => {
      // Counted whether or not the address has an account, so a 429 tells nothing either.
      await consume(forgotByAddress, normalizeIP(request.ip), reply);
      await consume(forgotByEmail, request.body.email, reply);
      await service.forgotPassword(app.db, app.events, request.body.email);
      return ok(null, ACCOUNT_MESSAGES.forgotSent);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        body: resetPasswordSchema,
        response: { 200: envelopeSchema(resetPasswordResultSchema) },
      },
    },
    async (request, reply) => {
      await consume(resetByAddress, normalizeIP(request.ip), reply);
      const { userId, ...result } = await service.resetPassword(
        app.db,
        app.events,
        request.body.token,
        request.body.password,
      );
      // The emailed link proved the owner: this browser signs in on the account's device budget
      // even while others have spent the account's (docs/decisions/010).
      const cookie = await deviceCookieFor(app.db, userId);
      if (cookie) setDeviceCookie(app, reply, cookie);
      return ok(result, ACCOUNT_MESSAGES.resetDone);
    },
  );

  app.post(
    '/auth/change-password',
    { schema: { tags, body: changePasswordSchema, response: { 200: emptyEnvelopeSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      // A wrong current password is a guess like a wrong sign-in, and waits like one (docs/decisions/007).
      const attempt = { email: user.email, ip: request.ip };
      await passwordGuesses.admit(attempt, reply);
      await service
        .changePassword(app.db, app.events, user, request.sessionId, request.body)
        .catch(async (err: unknown) => {
          if (err instanceof AppError && err.errors?.currentPassword) await passwordGuesses.failed(attempt);
          throw err;
        });
      return ok(null, ACCOUNT_MESSAGES.passwordChanged);
    },
  );

  app.get(
    '/auth/sessions',
    { schema: { tags, response: { 200: envelopeSchema(z.array(accountSessionSchema)) } } },
    async (request) => {
      const user = requireUser(request);
      return ok(await service.listSessions(app.db, user.userId, request.sessionId));
    },
  );

  app.delete(
    '/auth/sessions/:sessionId',
    {
      schema: {
        tags,
        params: z.object({ sessionId: z.string().min(1).max(100) }),
        response: { 200: emptyEnvelopeSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await service.revokeOwnSession(app.db, app.events, user.userId, request.params.sessionId);
      return ok(null, 'Session signed out');
    },
  );

  app.post(
    '/auth/sessions/revoke-others',
    { schema: { tags, response: { 200: emptyEnvelopeSchema } } },
    async (request) => {
      const user = requireUser(request);
      await service.revokeOtherSessions(app.db, app.events, user.userId, request.sessionId);
      return ok(null, 'Signed out of every other session');
    },
  );
};
