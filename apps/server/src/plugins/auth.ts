import { API_BASE, AUTH_COOKIE, type AuthUser, type Role, STAFF_ROLES } from '@edupath/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors';
import { authenticate } from '../modules/auth/index';

/** The bearer token wins over the cookie, so a tab signed in as someone else is never confused. */
export function tokenFrom(authorization: string | undefined, cookies: Record<string, string | undefined>) {
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? cookies[AUTH_COOKIE] ?? null;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = tokenFrom(request.headers.authorization, request.cookies);
    if (!token || token.length > 200) return;
    const session = await authenticate(app.db, token);
    if (session) {
      request.user = session.user;
      request.sessionId = session.sessionId;
    }
  });
  // Answers that carry a token or say who is signed in must not be kept by a browser or a proxy
  // cache, where the next person at a shared computer could read them (docs/api.md, "Caching").
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${API_BASE}/auth/`)) reply.header('cache-control', 'no-store');
  });
});

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string) {
  reply.setCookie(AUTH_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.SESSION_COOKIE_SECURE || app.config.PUBLIC_URL?.startsWith('https://') === true,
    maxAge: app.config.SESSION_TTL_DAYS * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(AUTH_COOKIE, { path: '/' });
}

/** Guards used at the top of handlers: they narrow the user or throw 401/403. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function requireRole(request: FastifyRequest, ...roles: Role[]): AuthUser {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}

export const requireStaff = (request: FastifyRequest) => requireRole(request, ...STAFF_ROLES);
export const isStaff = (user: AuthUser | null) => !!user && STAFF_ROLES.includes(user.role);
