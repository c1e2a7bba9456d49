import { authEndpoints as E, STAFF_ACCOUNT_MESSAGES } from '@edupath/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import * as service from './auth.service';
import { googleSigninRoutes } from './google-signin.routes';
import { DEVICE_COOKIE, setDeviceCookie } from './known-device';
import { createLoginThrottle } from './login-throttle';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = createLoginThrottle(app);
  const clientOf = (request: FastifyRequest) => ({
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });

  await app.register(googleSigninRoutes);

  const tags = ['auth'];

  serve(
    app,
    E.signup,
    async ({ body }) => ok(await service.signup(app.db, app.events, body), 'Account created. Please log in.'),
    { tags },
  );

  for (const [description, face] of [
    [E.login, 'student'],
    [E.staffLogin, 'staff'],
  ] as const) {
    serve(
      app,
      description,
      async ({ body, request, reply }) => {
        const { email } = body;
        // A browser this account signed in on before has its own budget (docs/decisions/010).
        const device = await service.knownDeviceOf(app.db, email, request.cookies[DEVICE_COOKIE]);
        const attempt = { email, ip: request.ip, device };
        await throttle.admitSignIn(attempt, reply);
        const result = await service
          .login(app.db, app.config, body, face, clientOf(request))
          .catch(async (err: unknown) => {
            if (err instanceof AppError && err.statusCode === 401) await throttle.failed(attempt);
            // Only a wrong password (or unknown account) was a guess; any other refusal found the
            // right one or failed before checking it.
            else await throttle.refundCheck(attempt);
            throw err;
          });
        await Promise.all([throttle.succeeded(attempt), throttle.refundCheck(attempt)]);
        setSessionCookie(app, reply, result.accessToken);
        const cookie = await service.deviceCookieFor(app.db, result.user.userId, device);
        if (cookie) setDeviceCookie(app, reply, cookie);
        return ok(result, 'Logged in successfully');
      },
      { tags },
    );
  }

  // Public: a request whose session has already ended still clears its cookie.
  serve(
    app,
    E.logout,
    async ({ request, reply }) => {
      await service.logout(app.db, app.events, request.sessionId);
      clearSessionCookie(reply);
      return ok(null, 'Logged out');
    },
    { tags },
  );

  // The one request a staff member with a temporary password may make besides me and logout.
  serve(
    app,
    E.changeStaffPassword,
    async ({ user, body, request }) => {
      const changed = await service.changeStaffPassword(app.db, app.events, user, request.sessionId!, body);
      return ok(changed, STAFF_ACCOUNT_MESSAGES.passwordChanged);
    },
    { tags },
  );

  serve(app, E.checkSession, async ({ user }) => ok(user), { tags });
  serve(app, E.me, async ({ user }) => ok(user), { tags });
};
