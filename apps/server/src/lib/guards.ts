import {
  type AuthUser,
  PARENT_CONFIRMATION_REQUIRED,
  type Role,
  STAFF_ROLES,
  UNDER_18_MESSAGES,
} from '@edupath/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from './errors';

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

/**
 * A child's account before a parent or guardian confirms it browses and shortlists only: applying,
 * chat, posting, uploads and purchases answer 403 with a code the web app acts on
 * (docs/accounts.md#under-18).
 */
export function requireParentConfirmed(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (user.awaitingParent) throw parentConfirmationRequired();
  return user;
}

export const parentConfirmationRequired = () =>
  new AppError(403, UNDER_18_MESSAGES.limited, undefined, undefined, PARENT_CONFIRMATION_REQUIRED);
