import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  type AccountSession,
  type AuthUser,
  type EmailStatus,
  type ResetLinkStatus,
  type ResetPasswordResult,
} from '@edupath/contract';
import Bowser from 'bowser';
import type { Db } from '../../db/client';
import { inTransaction, type UnitOfWork } from '../../db/transaction';
import { badRequest, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { queuePasswordResetEmail, queueVerificationEmail } from '../mail/index';
import * as repo from './account.repository';
import { hashPassword } from './password';
import { assertStrongPassword } from './password-policy';
import { hashToken, isCurrentPassword, revokeSessions } from './sessions';

/**
 * Verification, password reset, password change and the sessions page (docs/email.md,
 * "Verification", "Password reset" and "Password and sessions"). Tokens are random, sent only in
 * the email, stored as SHA-256.
 */
const VERIFY_TTL_MS = 24 * 60 * 60_000;
const RESET_TTL_MS = 30 * 60_000;

const newToken = () => randomBytes(32).toString('base64url');
const invalidLink = () => badRequest(ACCOUNT_MESSAGES.tokenInvalid, { token: ACCOUNT_MESSAGES.tokenInvalid });
const usedLink = () => badRequest(ACCOUNT_MESSAGES.tokenUsed, { token: ACCOUNT_MESSAGES.tokenUsed });

/** A new one-time link token for the user's current address, of which only the hash is stored. */
async function issueToken(
  uow: UnitOfWork,
  user: { userId: number; email: string },
  purpose: repo.TokenPurpose,
  ttlMs: number,
) {
  const token = newToken();
  await repo.insertToken(uow.tx, {
    tokenHash: hashToken(token),
    userId: user.userId,
    purpose,
    email: user.email,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** Queues a verification link for the user's current address (sign-up, 'Resend'). */
export async function sendVerification(
  uow: UnitOfWork,
  user: { userId: number; email: string; name: string },
) {
  const token = await issueToken(uow, user, 'verify_email', VERIFY_TTL_MS);
  await queueVerificationEmail(uow, user, token);
}

export async function emailStatus(db: Db, userId: number): Promise<EmailStatus> {
  const account = await repo.findAccount(db, userId);
  if (!account) throw notFound('Account');
  return { email: account.email, verified: account.emailVerifiedAt !== null };
}

export async function resendVerification(db: Db, events: DomainEventBus, userId: number): Promise<boolean> {
  const account = await repo.findAccount(db, userId);
  if (!account) throw notFound('Account');
  if (account.emailVerifiedAt) return false;
  await inTransaction(db, events, (uow) => sendVerification(uow, account));
  return true;
}

/**
 * Follows a verification link. A link that no longer works (used, or expired) for an address that
 * is verified says so ('already verified') instead of 'invalid': following it twice is not an
 * error the student made (docs/email.md, "Verification").
 */
export async function verifyEmail(db: Db, token: string): Promise<'verified' | 'alreadyVerified'> {
  const tokenHash = hashToken(token);
  const done = await db.transaction(async (tx) => {
    const now = new Date();
    const used = await repo.consumeToken(tx, tokenHash, 'verify_email', now);
    if (!used) return false;
    await repo.markEmailVerified(tx, used.userId, used.email, now);
    await repo.retireTokens(tx, used.userId, 'verify_email', now);
    return true;
  });
  if (done) return 'verified';
  const known = await repo.findAnyToken(db, tokenHash, 'verify_email');
  if (known?.emailVerifiedAt && known.accountEmail === known.tokenEmail) return 'alreadyVerified';
  throw invalidLink();
}

/** What a reset link can still do, for its page to say before the form (docs/email.md). */
export async function resetLinkStatus(db: Db, token: string): Promise<ResetLinkStatus> {
  const tokenHash = hashToken(token);
  if (await repo.findUsableToken(db, tokenHash, 'reset_password', new Date())) return { status: 'usable' };
  const known = await repo.findAnyToken(db, tokenHash, 'reset_password');
  return { status: known?.usedAt ? 'used' : 'invalid' };
}

/**
 * Sends a reset link if an active account uses the address; says nothing either way, so the
 * answer cannot tell whether an email is registered (the caller answers the same words).
 */
export async function forgotPassword(db: Db, events: DomainEventBus, email: string) {
  const account = await repo.findAccountForEmail(db, email);
  if (!account?.isActive) return;
  await inTransaction(db, events, async (uow) => {
    const token = await issueToken(uow, account, 'reset_password', RESET_TTL_MS);
    await queuePasswordResetEmail(uow, account, token);
  });
}

/**
 * Sets the new password from a reset link and ends every session of the account (and their
 * sockets). The link proves the address too, so an unverified address becomes verified. Also
 * says whose account it was, for the route's device cookie (docs/decisions/010).
 */
export async function resetPassword(
  db: Db,
  events: DomainEventBus,
  token: string,
  password: string,
): Promise<ResetPasswordResult & { userId: number }> {
  const tokenHash = hashToken(token);
  // Looked at before the slow password work, and used (atomically, once) inside the transaction.
  const usable = await repo.findUsableToken(db, tokenHash, 'reset_password', new Date());
  if (!usable)
    throw (await repo.findAnyToken(db, tokenHash, 'reset_password'))?.usedAt ? usedLink() : invalidLink();
  assertStrongPassword(password, [usable.name, usable.email]);
  const passwordHash = await hashPassword(password);
  await inTransaction(db, events, async (uow) => {
    const now = new Date();
    const used = await repo.consumeToken(uow.tx, tokenHash, 'reset_password', now);
    if (!used) throw invalidLink();
    await repo.setPasswordHash(uow.tx, used.userId, passwordHash);
    await repo.retireTokens(uow.tx, used.userId, 'reset_password', now);
    await repo.markEmailVerified(uow.tx, used.userId, used.email, now);
    await revokeSessions(uow, { userId: used.userId });
  });
  return { signInAs: usable.role === 'student' ? 'student' : 'staff', userId: usable.userId };
}

/** A wrong current password: the route counts it as a failed sign-in (docs/decisions/007). */
export const wrongCurrentPassword = () =>
  badRequest(ACCOUNT_MESSAGES.currentPasswordWrong, {
    currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong,
  });

/** A new password for a signed-in user: the current one is required; other sessions end. */
export async function changePassword(
  db: Db,
  events: DomainEventBus,
  user: AuthUser,
  currentSessionId: string | null,
  input: { currentPassword: string; password: string },
) {
  if (!(await isCurrentPassword(db, user.userId, input.currentPassword))) throw wrongCurrentPassword();
  assertStrongPassword(input.password, [user.name, user.email]);
  const passwordHash = await hashPassword(input.password);
  await inTransaction(db, events, async (uow) => {
    await repo.setPasswordHash(uow.tx, user.userId, passwordHash);
    await repo.retireTokens(uow.tx, user.userId, 'reset_password', new Date());
    await revokeSessions(uow, {
      userId: user.userId,
      ...(currentSessionId ? { exceptSessionId: currentSessionId } : {}),
    });
  });
}

/** 'Chrome on Windows' from a user agent (bowser); what it cannot tell, it leaves out. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Unknown device';
}

export async function listSessions(
  db: Db,
  userId: number,
  currentSessionId: string | null,
): Promise<AccountSession[]> {
  const rows = await repo.listSessions(db, userId, new Date());
  return rows.map((row) => ({
    sessionId: row.sessionId,
    device: describeDevice(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastUsedAt.toISOString(),
    current: row.sessionId === currentSessionId,
  }));
}

/** Ends one of the user's own sessions; another user's is answered as missing. */
export async function revokeOwnSession(db: Db, events: DomainEventBus, userId: number, sessionId: string) {
  await inTransaction(db, events, async (uow) => {
    if (!(await repo.sessionBelongsTo(uow.tx, sessionId, userId))) throw notFound('Session');
    await revokeSessions(uow, { sessionId });
  });
}

export async function revokeOtherSessions(
  db: Db,
  events: DomainEventBus,
  userId: number,
  currentSessionId: string | null,
) {
  await inTransaction(db, events, (uow) =>
    revokeSessions(uow, { userId, ...(currentSessionId ? { exceptSessionId: currentSessionId } : {}) }),
  );
}

/** The scheduled clean-up: links that can no longer work are deleted. */
export const purgeExpiredTokens = (db: Db) => repo.purgeTokens(db, new Date());
