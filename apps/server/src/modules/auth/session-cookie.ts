import { AUTH_COOKIE } from '@edupath/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The bearer token wins over the cookie, so a tab signed in as someone else is never confused. */
export function tokenFrom(authorization: string | undefined, cookies: Record<string, string | undefined>) {
  return bearerToken(authorization) ?? cookies[AUTH_COOKIE] ?? null;
}

export const bearerToken = (authorization: string | undefined) =>
  authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;

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
