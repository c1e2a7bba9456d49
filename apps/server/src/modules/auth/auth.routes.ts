import {
  authUserSchema,
  changeStaffPasswordSchema,
  emptyEnvelopeSchema,
  envelopeSchema,
  loginResultSchema,
  loginSchema,
  STAFF_ACCOUNT_MESSAGES,
  signupSchema,
} from '@edupath/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { requireStaff, requireUser } from '../../lib/guards';
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
  const userAnswer = envelopeSchema(authUserSchema);

  app.post(
    '/auth/signup',
    { schema: { tags, body: signupSchema, response: { 201: userAnswer } } },
    async (request, reply) => {
      const user = await service.signup(app.db, app.events, request.body);
      return reply.status(201).send(ok(user, 'Account created. Please log in.'));
    },
  );

  for (const [path, face] of [
    ['/auth/login', 'student'],
    ['/auth/staff/login', 'staff'],
  ] as const) {
    const schema = { tags, body: loginSchema, response: { 200: envelopeSchema(loginResultSchema) } };
    app.post(path, { schema }, async (request, reply) => {
      const { email } = request.body;
      // A browser this account signed in on before has its own budget (docs/decisions/010).
      const device = await service.knownDeviceOf(app.db, email, request.cookies[DEVICE_COOKIE]);
      const attempt = { email, ip: request.ip, device };
      await throttle.admitSignIn(attempt, reply);
      const result = await service
        .login(app.db, app.config, request.body, face, clientOf(request))
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
    });
  }

  app.post(
    '/auth/logout',
    { schema: { tags, response: { 200: emptyEnvelopeSchema } } },
    async (request, reply) => {
      await service.logout(app.db, app.events, request.sessionId);
      clearSessionCookie(reply);
      return ok(null, 'Logged out');
    },
  );

  // The one request a staff member with a temporary password may make besides me and logout.
  app.post(
    '/auth/staff/password',
    { schema: { tags, body: changeStaffPasswordSchema, response: { 200: userAnswer } } },
    async (request) => {
      const staff = requireStaff(request);
      const user = await service.changeStaffPassword(
        app.db,
        app.events,
        staff,
        request.sessionId!,
        request.body,
      );
      return ok(user, STAFF_ACCOUNT_MESSAGES.passwordChanged);
    },
  );

  const me = async (request: FastifyRequest) => ok(requireUser(request));
  app.post('/auth/me', { schema: { tags, response: { 200: userAnswer } } }, me);
  app.get('/auth/me', { schema: { tags, response: { 200: userAnswer } } }, me);
};
