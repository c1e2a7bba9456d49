import {
  AUTH_MESSAGES,
  authUserSchema,
  emptyEnvelopeSchema,
  envelopeSchema,
  loginResultSchema,
  loginSchema,
  signupSchema,
} from '@edupath/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { tooManyRequests } from '../../lib/errors';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/auth';
import * as service from './auth.service';

function loginLimiters(app: FastifyInstance) {
  const { config } = app;
  const perIp = app.createRateLimit({
    max: config.LOGIN_RATE_LIMIT_PER_IP,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    keyGenerator: (req) => `login-ip:${req.ip}`,
  });
  const perAccount = app.createRateLimit({
    max: config.LOGIN_RATE_LIMIT_PER_ACCOUNT,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    keyGenerator: (req) => `login-account:${(req.body as { email?: string }).email}`,
  });
  // Both counters move on every attempt, so a flood from one address and a slow guess at one account are both capped.
  return async (request: FastifyRequest) => {
    const [ip, account] = await Promise.all([perIp(request), perAccount(request)]);
    // `isAllowed` only says a key is on the allow list; `isExceeded` is the verdict.
    const exceeded = [ip, account].some((r) => !r.isAllowed && r.isExceeded);
    if (exceeded) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts);
  };
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkLoginRate = loginLimiters(app);
  const clientOf = (request: FastifyRequest) => ({
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });

  const tags = ['auth'];
  const userAnswer = envelopeSchema(authUserSchema);

  app.post(
    '/auth/signup',
    { schema: { tags, body: signupSchema, response: { 201: userAnswer } } },
    async (request, reply) => {
      const user = await service.signup(app.db, request.body);
      return reply.status(201).send(ok(user, 'Account created. Please log in.'));
    },
  );

  for (const [path, face] of [
    ['/auth/login', 'student'],
    ['/auth/staff/login', 'staff'],
  ] as const) {
    const schema = { tags, body: loginSchema, response: { 200: envelopeSchema(loginResultSchema) } };
    app.post(path, { schema }, async (request, reply) => {
      await checkLoginRate(request);
      const result = await service.login(app.db, app.config, request.body, face, clientOf(request));
      setSessionCookie(app, reply, result.accessToken);
      return ok(result, 'Logged in successfully');
    });
  }

  app.post(
    '/auth/logout',
    { schema: { tags, response: { 200: emptyEnvelopeSchema } } },
    async (request, reply) => {
      await service.logout(app.db, request.sessionId);
      clearSessionCookie(reply);
      return ok(null, 'Logged out');
    },
  );

  const me = async (request: FastifyRequest) => ok(requireUser(request));
  app.post('/auth/me', { schema: { tags, response: { 200: userAnswer } } }, me);
  app.get('/auth/me', { schema: { tags, response: { 200: userAnswer } } }, me);
};
