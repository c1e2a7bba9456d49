import { ACCOUNT_MESSAGES, accountEndpoints as E } from '@edupath/contract';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { routeLimiters } from '../../lib/rate-limit-store';
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
  const { limiter, consume } = routeLimiters(app, ACCOUNT_MESSAGES.tooManyRequests);
  // Limits of docs/email.md, "Verification" and "Password reset": enough for a person, too few to
  // flood an inbox or guess.
  const forgotByAddress = limiter('forgot-address', 10, 15);
  const forgotByEmail = limiter('forgot-email', 3, 60);
  const resetByAddress = limiter('reset-address', 20, 15);
  const resendByUser = limiter('verify-resend', 3, 15);
  const passwordGuesses = createLoginThrottle(app);

  serve(app, E.emailStatus, async ({ user }) => ok(await service.emailStatus(app.db, user.userId)), { tags });

  serve(
    app,
    E.resendVerification,
    async ({ user, reply }) => {
      await consume(resendByUser, String(user.userId), reply);
      const sent = await service.resendVerification(app.db, app.events, user.userId);
      return ok(null, sent ? ACCOUNT_MESSAGES.verificationSent : ACCOUNT_MESSAGES.alreadyVerified);
    },
    { tags },
  );

  serve(
    app,
    E.verifyEmail,
    async ({ body, request, reply }) => {
      await consume(resetByAddress, normalizeIP(request.ip), reply);
      const outcome = await service.verifyEmail(app.db, body.token);
      return ok(null, outcome === 'verified' ? ACCOUNT_MESSAGES.verified : ACCOUNT_MESSAGES.alreadyVerified);
    },
    { tags },
  );

  // Asked by the reset page as it opens, so a used link says so instead of showing the form.
  serve(
    app,
    E.resetLinkStatus,
    async ({ body, request, reply }) => {
      await consume(resetByAddress, normalizeIP(request.ip), reply);
      return ok(await service.resetLinkStatus(app.db, body.token), 'Reset link');
    },
    { tags },
  );

  serve(
    app,
    E.forgotPassword,
    async ({ body, request, reply }) => {
      // Counted whether or not the address has an account, so a 429 tells nothing either.
      await consume(forgotByAddress, normalizeIP(request.ip), reply);
      await consume(forgotByEmail, body.email, reply);
      await service.forgotPassword(app.db, app.events, body.email);
      return ok(null, ACCOUNT_MESSAGES.forgotSent);
    },
    { tags },
  );

  serve(
    app,
    E.resetPassword,
    async ({ body, request, reply }) => {
      await consume(resetByAddress, normalizeIP(request.ip), reply);
      const { userId, ...result } = await service.resetPassword(
        app.db,
        app.events,
        body.token,
        body.password,
      );
      // The emailed link proved the owner: this browser signs in on the account's device budget
      // even while others have spent the account's (docs/decisions/010).
      const cookie = await deviceCookieFor(app.db, userId);
      if (cookie) setDeviceCookie(app, reply, cookie);
      return ok(result, ACCOUNT_MESSAGES.resetDone);
    },
    { tags },
  );

  serve(
    app,
    E.changePassword,
    async ({ user, body, request, reply }) => {
      // A wrong current password is a guess like a wrong sign-in, and waits like one (docs/decisions/007).
      const attempt = { email: user.email, ip: request.ip };
      await passwordGuesses.admit(attempt, reply);
      await service
        .changePassword(app.db, app.events, user, request.sessionId, body)
        .catch(async (err: unknown) => {
          if (err instanceof AppError && err.errors?.currentPassword) await passwordGuesses.failed(attempt);
          throw err;
        });
      return ok(null, ACCOUNT_MESSAGES.passwordChanged);
    },
    { tags },
  );

  serve(
    app,
    E.sessions,
    async ({ user, request }) => ok(await service.listSessions(app.db, user.userId, request.sessionId)),
    { tags },
  );

  serve(
    app,
    E.revokeSession,
    async ({ user, params }) => {
      await service.revokeOwnSession(app.db, app.events, user.userId, params.sessionId);
      return ok(null, 'Session signed out');
    },
    { tags },
  );

  serve(
    app,
    E.revokeOtherSessions,
    async ({ user, request }) => {
      await service.revokeOtherSessions(app.db, app.events, user.userId, request.sessionId);
      return ok(null, 'Signed out of every other session');
    },
    { tags },
  );
};
