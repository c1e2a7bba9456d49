import { randomBytes } from 'node:crypto';
import {
  AUTH_MESSAGES,
  type AuthUser,
  type ChangeStaffPasswordInput,
  type LoginResult,
  type Role,
  STAFF_ACCOUNT_MESSAGES,
  STAFF_ROLES,
} from '@edupath/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { isUniqueViolation } from '../../lib/validation';
import { ensureAdvisorAssigned } from '../advisor-assignment/index';
import { recordSignupConsents, type SignupConsents } from '../consent/index';
import { sendVerification } from './account.service';
import * as repo from './auth.repository';
import { deviceCookieValue, knownDevice } from './known-device';
import { hashPassword, verifyPassword } from './password';
import { assertStrongPassword } from './password-policy';
import { hashToken, isCurrentPassword, revokeSessions } from './sessions';

export interface ClientInfo {
  userAgent?: string;
  ip?: string;
}

/**
 * A new student account, with its support chat and advisor when an advisor is active
 * (docs/chat.md), and the email with its verification link (docs/email.md).
 */
export async function signup(
  db: Db,
  events: DomainEventBus,
  input: { name: string; email: string; password: string; consents?: SignupConsents },
): Promise<AuthUser> {
  assertStrongPassword(input.password, [input.name, input.email]);
  const passwordHash = await hashPassword(input.password);
  try {
    return await inTransaction(db, events, async (uow) => {
      const { tx } = uow;
      const user = await repo.insertUser(tx, {
        name: input.name,
        email: input.email,
        passwordHash,
        role: 'student',
      });
      await ensureAdvisorAssigned(tx, user.userId);
      if (input.consents) await recordSignupConsents(uow, user, input.consents, 'webSignup');
      await sendVerification(uow, user);
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
    throw err;
  }
}

/**
 * Issues a new opaque session token; only its hash is stored. Signing in cancels a pending
 * deletion of the account, and the answer says so (docs/privacy.md#deletion).
 */
export async function createSession(
  db: Db,
  config: Config,
  user: AuthUser,
  client: ClientInfo,
): Promise<LoginResult> {
  const accessToken = randomBytes(32).toString('base64url');
  await repo.insertSession(db, {
    sessionId: hashToken(accessToken),
    userId: user.userId,
    expiresAt: new Date(Date.now() + config.SESSION_TTL_DAYS * 86_400_000),
    userAgent: client.userAgent?.slice(0, 500),
    ip: client.ip,
  });
  const deletionCancelled = await repo.cancelPendingDeletion(db, user.userId);
  return { accessToken, user, ...(deletionCancelled ? { deletionCancelled } : {}) };
}

/**
 * Checks the credentials and the face the user signs in through: students on /login, staff
 * on /admin/login. A refused role creates no session.
 */
export async function login(
  db: Db,
  config: Config,
  input: { email: string; password: string },
  face: 'student' | 'staff',
  client: ClientInfo,
): Promise<LoginResult> {
  const row = await repo.findUserByEmail(db, input.email);
  const valid = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !valid) throw unauthorized(AUTH_MESSAGES.badCredentials);
  // Said only to someone who knows the password, so it tells a guesser nothing (docs/accounts.md).
  if (!row.isActive) throw forbidden(STAFF_ACCOUNT_MESSAGES.accountDeactivated);
  const isStaff = (STAFF_ROLES as Role[]).includes(row.role);
  if (face === 'student' && isStaff) throw forbidden(AUTH_MESSAGES.adminLoginRefused);
  if (face === 'staff' && !isStaff) throw forbidden('This sign-in is for staff accounts only');
  const { passwordHash: _hash, isActive: _active, ...user } = row;
  return createSession(db, config, user, client);
}

/**
 * The known device (docs/decisions/010) that the browser's device cookie names for the account
 * signing in as `email`, or null. Looked up only when the browser sent a cookie.
 */
export async function knownDeviceOf(db: Db, email: string, cookie: string | undefined) {
  if (!cookie) return null;
  return knownDevice(cookie, await repo.findUserByEmail(db, email));
}

/** A device cookie for the account, naming `device` again when the browser had a good one. */
export async function deviceCookieFor(db: Db, userId: number, device?: string | null) {
  return deviceCookieValue({ userId, passwordHash: await repo.findPasswordHash(db, userId) }, device);
}

/**
 * A staff member replaces their password (the temporary one an admin gave them, or any): the
 * current one is checked, the new one must pass the policy and differ from it, and every other
 * session ends; the one in use stays (docs/console.md, "Staff accounts").
 */
export async function changeStaffPassword(
  db: Db,
  events: DomainEventBus,
  user: AuthUser,
  sessionId: string,
  input: Omit<ChangeStaffPasswordInput, 'confirmPassword'>,
) {
  const M = STAFF_ACCOUNT_MESSAGES;
  if (!(await isCurrentPassword(db, user.userId, input.currentPassword))) {
    throw badRequest(M.currentPasswordWrong, { currentPassword: M.currentPasswordWrong });
  }
  if (input.password === input.currentPassword)
    throw badRequest(M.samePassword, { password: M.samePassword });
  assertStrongPassword(input.password, [user.name, user.email]);
  const passwordHash = await hashPassword(input.password);
  await inTransaction(db, events, async (uow) => {
    await repo.setOwnPassword(uow.tx, user.userId, passwordHash);
    await revokeSessions(uow, { userId: user.userId, exceptSessionId: sessionId });
  });
  return { ...user, mustChangePassword: false };
}

export async function logout(db: Db, events: DomainEventBus, sessionId: string | null) {
  if (sessionId) await inTransaction(db, events, (uow) => revokeSessions(uow, { sessionId }));
}

const TOUCH_INTERVAL_MS = 5 * 60_000;

/** Resolves a raw token to its user, or null when unknown, expired or revoked. */
export async function authenticate(
  db: Db,
  token: string,
): Promise<{ user: AuthUser; sessionId: string } | null> {
  const sessionId = hashToken(token);
  const now = new Date();
  const row = await repo.findSessionUser(db, sessionId, now);
  if (!row) return null;
  // Recording activity on every request would turn each read into a write.
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS)
    await repo.touchSession(db, sessionId, now);
  const { lastUsedAt: _last, ...user } = row;
  return { user, sessionId };
}
