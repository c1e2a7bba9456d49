import {
  type AuthUser,
  type GoogleSigninError,
  type LoginResult,
  type Role,
  STAFF_ROLES,
} from '@edupath/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { DomainEventBus } from '../../lib/events';
import { isUniqueViolation } from '../../lib/validation';
import { ensureStudentChat } from '../chat/index';
import * as repo from './auth.repository';
import { type ClientInfo, createSession, revokeSessions } from './auth.service';
import type { GoogleIdentity } from './google-oidc';

export type GoogleSigninOutcome =
  | { ok: true; result: LoginResult }
  | { ok: false; reason: GoogleSigninError };

const refused = (reason: GoogleSigninError): GoogleSigninOutcome => ({ ok: false, reason });
const isStaffRole = (role: Role) => (STAFF_ROLES as Role[]).includes(role);

/**
 * Signs a student in with the identity Google vouched for (docs/accounts.md, "Google sign-in"):
 * the account already linked to this Google subject; else the account with this verified email,
 * which gets linked; else a new student account. Staff, deactivated accounts and unverified
 * addresses are refused, and a refusal creates no session.
 */
export async function signInWithGoogle(
  db: Db,
  events: DomainEventBus,
  config: Config,
  identity: GoogleIdentity,
  client: ClientInfo,
): Promise<GoogleSigninOutcome> {
  // An address Google has not verified proves nothing about who owns it here.
  if (!identity.email || !identity.emailVerified) return refused('unverified');
  const email = identity.email.trim().toLowerCase();

  const resolve = () =>
    inTransaction(db, events, async (uow): Promise<AuthUser | GoogleSigninError> => {
      const { tx } = uow;
      const linked = await repo.findGoogleAccount(tx, { googleSub: identity.sub });
      const account = linked ?? (await repo.findGoogleAccount(tx, { email }));
      if (account) {
        if (isStaffRole(account.role)) return 'staff';
        if (!account.isActive) return 'deactivated';
        if (!linked) {
          if (account.googleSub) return 'linkedElsewhere';
          const unverified = account.emailVerifiedAt === null;
          await repo.linkGoogle(tx, account.userId, identity.sub, unverified);
          // Whoever made an unverified account may not be its owner: their sessions end too.
          if (unverified) await revokeSessions(uow, { userId: account.userId });
        }
        const { isActive: _a, googleSub: _g, emailVerifiedAt: _v, ...user } = account;
        return user;
      }
      const user = await repo.insertUser(tx, {
        name: nameFor(identity, email),
        email,
        passwordHash: null,
        role: 'student',
        googleSub: identity.sub,
        emailVerifiedAt: new Date(),
      });
      await ensureStudentChat(tx, user.userId);
      return user;
    });
  // Two first sign-ins at once (two tabs): the loser finds, on its second try, the account the
  // winner made.
  const user = await resolve().catch((err: unknown) => {
    if (isUniqueViolation(err)) return resolve();
    throw err;
  });
  if (typeof user === 'string') return refused(user);
  return { ok: true, result: await createSession(db, config, user, client) };
}

/** The name Google gives, else the part of the address before the @ (a name is required). */
function nameFor(identity: GoogleIdentity, email: string): string {
  const name = identity.name?.trim().replace(/\s+/g, ' ');
  return (name || email.split('@')[0] || 'Student').slice(0, 100);
}
