import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../db/transaction';
import * as repo from './auth.repository';
import { verifyPassword } from './password';

// The session primitives both sign-in (auth.service) and the account pages (account.service) use;
// kept apart from both so neither imports the other back.

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Whether `password` is the user's current one (an account without a password has none to give). */
export async function isCurrentPassword(db: Db, userId: number, password: string): Promise<boolean> {
  return verifyPassword(await repo.findPasswordHash(db, userId), password);
}

/**
 * Ends sessions: the one way any part of the app revokes them (logout, a new password, an
 * account closed), so their sockets are disconnected everywhere as soon as it commits
 * (docs/accounts.md, "Sessions").
 */
export async function revokeSessions(
  uow: UnitOfWork,
  target: { sessionId: string } | { userId: number; exceptSessionId?: string },
) {
  if ('sessionId' in target) await repo.deleteSession(uow.tx, target.sessionId);
  else await repo.deleteUserSessions(uow.tx, target.userId, target.exceptSessionId);
  uow.publish('sessions.revoked', target);
}
