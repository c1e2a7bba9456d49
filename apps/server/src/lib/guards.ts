import { type AuthUser, type Role, STAFF_ROLES } from '@edupath/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors';

/**
 * Guards used at the top of handlers: they narrow the user or throw 401/403. They read only
 * `request.user`, which plugins/auth.ts sets, so they live here where modules may import them:
 * a module never imports a plugin (docs/decisions/011-imports-run-one-way.md).
 */
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
