import { randomBytes, randomInt } from 'node:crypto';
import {
  AUTH_MESSAGES,
  type AuthUser,
  type CreateStaffAccountInput,
  type CredentialMethod,
  INVITATION_TTL_HOURS,
  type Invitation,
  STAFF_ACCOUNT_MESSAGES as M,
  type StaffAccount,
  type StaffAccountChange,
  type StaffAccountPage,
  type StaffAccountRole,
  type StaffAccountsQuery,
  type StaffAccountWithCredential,
  type StaffCredential,
  type StudentHandover,
  toPage,
} from '@edupath/contract';
import type { Db } from '../../db/client';
import { inTransaction, type UnitOfWork } from '../../db/transaction';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { isUniqueViolation } from '../../lib/validation';
import { handOverStudents } from '../advisor-assignment/index';
import { recordAudit } from '../audit/index';
import { assertStrongPassword, hashPassword, hashToken, revokeSessions } from '../auth/index';
import { queueStaffInvitationEmail } from '../mail/index';
import * as repo from './staff-accounts.repository';

/**
 * Staff accounts (docs/console.md, "Staff accounts"). Admins only; every change is audited in its
 * own transaction, and an admin can neither lock themself out nor leave the service without an
 * active admin.
 */

const HOUR_MS = 3_600_000;

/** Letters and digits nobody misreads when copying them from a screen (no 0/o, 1/l/i). */
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/** 16 characters from 31 (~79 bits) in four groups: strong, and easy to read out or type. */
export function temporaryPassword(): string {
  const chars = Array.from({ length: 16 }, () => READABLE[randomInt(READABLE.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

export const invitePath = (token: string) => `/admin/invite/${token}`;

const accountEntity = (userId: number) => ({ entityType: 'account', entityId: userId });

async function requireAccount(db: Db, userId: number): Promise<StaffAccount> {
  const account = await repo.findAccount(db, userId);
  if (!account) throw notFound('Account');
  return account;
}

/**
 * Gives the account a way in, replacing any earlier one: a one-time invitation link (no password
 * until it is used) or a temporary password to change at first sign-in. The secret is returned
 * once; only its hash is stored.
 */
async function issueCredential(
  uow: UnitOfWork,
  /** null: the operator at the command line (`npm run admin:create`). */
  admin: AuthUser | null,
  account: { userId: number; name: string; email: string },
  method: CredentialMethod,
): Promise<StaffCredential> {
  const { userId } = account;
  // The command line prints the link to the operator who is there, and may run before any
  // instance has installed the job queue that mail goes through.
  const emailLink = admin !== null;
  await repo.dropPendingInvitations(uow.tx, userId);
  if (method === 'temporaryPassword') {
    const password = temporaryPassword();
    await repo.setCredential(uow.tx, userId, {
      passwordHash: await hashPassword(password),
      mustChangePassword: true,
    });
    return { method, temporaryPassword: password };
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_TTL_HOURS * HOUR_MS);
  await repo.setCredential(uow.tx, userId, { passwordHash: null, mustChangePassword: false });
  await repo.insertInvitation(uow.tx, {
    tokenHash: hashToken(token),
    userId,
    // The operator at the command line has no account: the first admin invites themself.
    createdBy: admin?.userId ?? userId,
    expiresAt,
  });
  await recordAudit(uow, admin, {
    action: 'account.invited',
    ...accountEntity(userId),
    after: { expiresAt: expiresAt.toISOString() },
  });
  // The link is also shown to the admin once; a temporary password is never emailed.
  if (emailLink) await queueStaffInvitationEmail(uow, account, { path: invitePath(token), expiresAt });
  return { method, invitePath: invitePath(token), expiresAt: expiresAt.toISOString() };
}

export async function listAccounts(db: Db, query: StaffAccountsQuery): Promise<StaffAccountPage> {
  const { items, total } = await repo.listAccounts(db, query);
  return toPage(items, total, query);
}

export async function createAccount(
  db: Db,
  events: DomainEventBus,
  admin: AuthUser,
  input: CreateStaffAccountInput,
): Promise<StaffAccountWithCredential> {
  try {
    const { userId, credential } = await inTransaction(db, events, async (uow) => {
      const userId = await repo.insertStaffUser(uow.tx, {
        name: input.name,
        email: input.email,
        role: input.role,
        passwordHash: null,
        mustChangePassword: false,
      });
      await recordAudit(uow, admin, {
        action: 'account.created',
        ...accountEntity(userId),
        after: { name: input.name, email: input.email, role: input.role, method: input.method },
      });
      const account = { userId, name: input.name, email: input.email };
      return { userId, credential: await issueCredential(uow, admin, account, input.method) };
    });
    return { account: await requireAccount(db, userId), credential };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
    throw err;
  }
}

/**
 * An admin made by the operator at the command line (`npm run admin:create`), the way into a
 * deployment without demo data: with the password they typed, or with no password and a one-time
 * invitation link to choose one (docs/deploying.md#the-first-admin). Audited with no actor.
 */
export async function createAdminFromCommandLine(
  db: Db,
  events: DomainEventBus,
  input: { name: string; email: string; password?: string },
): Promise<{ userId: number; credential: StaffCredential | null }> {
  if (input.password !== undefined) assertStrongPassword(input.password, [input.name, input.email]);
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  try {
    return await inTransaction(db, events, async (uow) => {
      const userId = await repo.insertStaffUser(uow.tx, {
        name: input.name,
        email: input.email,
        role: 'admin',
        passwordHash,
        mustChangePassword: false,
      });
      await recordAudit(uow, null, {
        action: 'account.created',
        ...accountEntity(userId),
        after: { name: input.name, email: input.email, role: 'admin', method: 'commandLine' },
      });
      const account = { userId, name: input.name, email: input.email };
      const credential = passwordHash ? null : await issueCredential(uow, null, account, 'invitation');
      return { userId, credential };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
    throw err;
  }
}

/** A new temporary password or invitation link; the old password stops working and every session ends. */
export async function resetPassword(
  db: Db,
  events: DomainEventBus,
  admin: AuthUser,
  userId: number,
  method: CredentialMethod,
): Promise<StaffAccountWithCredential> {
  if (userId === admin.userId) throw forbidden(M.notYourself);
  const credential = await inTransaction(db, events, async (uow) => {
    const account = await repo.lockAccount(uow.tx, userId);
    if (!account) throw notFound('Account');
    if (!account.isActive) throw conflict(M.reactivateFirst);
    const issued = await issueCredential(uow, admin, account, method);
    await revokeSessions(uow, { userId });
    await recordAudit(uow, admin, {
      action: 'account.password_reset',
      ...accountEntity(userId),
      after: { method },
    });
    return issued;
  });
  return { account: await requireAccount(db, userId), credential };
}

/** Refuses a change that would leave no active admin (the caller holds the lock on the admins). */
async function assertAnotherAdminRemains(uow: UnitOfWork, userId: number) {
  if ((await repo.lockOtherActiveAdmins(uow.tx, userId)).length === 0) throw conflict(M.lastAdmin);
}

/**
 * Deactivates an account: it can no longer sign in, its sessions and live sockets end at once
 * (on every instance), its unused invitation stops working, and an advisor's students go to the
 * advisor chosen (or are spread over the others).
 */
export async function deactivate(
  db: Db,
  events: DomainEventBus,
  admin: AuthUser,
  userId: number,
  students: StudentHandover | undefined,
): Promise<StaffAccountChange> {
  if (userId === admin.userId) throw forbidden(M.notYourself);
  const studentsMoved = await inTransaction(db, events, async (uow) => {
    await repo.serializeAccountChanges(uow.tx);
    const account = await repo.lockAccount(uow.tx, userId);
    if (!account) throw notFound('Account');
    if (!account.isActive) throw conflict(M.alreadyDeactivated);
    if (account.role === 'admin') await assertAnotherAdminRemains(uow, userId);
    await repo.setActive(uow.tx, userId, false);
    await repo.dropPendingInvitations(uow.tx, userId);
    const moved = account.role === 'advisor' ? await handOverStudents(uow, admin, userId, students) : 0;
    await revokeSessions(uow, { userId });
    await recordAudit(uow, admin, {
      action: 'account.deactivated',
      ...accountEntity(userId),
      before: { status: 'active' },
      after: { status: 'deactivated', studentsMoved: moved },
    });
    return moved;
  });
  return { account: await requireAccount(db, userId), studentsMoved };
}

/** Lets a deactivated account sign in again with its password (students come back only as new ones sign up). */
export async function reactivate(
  db: Db,
  events: DomainEventBus,
  admin: AuthUser,
  userId: number,
): Promise<StaffAccount> {
  await inTransaction(db, events, async (uow) => {
    const account = await repo.lockAccount(uow.tx, userId);
    if (!account) throw notFound('Account');
    if (account.isActive) throw conflict(M.alreadyActive);
    await repo.setActive(uow.tx, userId, true);
    await recordAudit(uow, admin, {
      action: 'account.reactivated',
      ...accountEntity(userId),
      before: { status: 'deactivated' },
      after: { status: 'active' },
    });
  });
  return requireAccount(db, userId);
}

/**
 * Makes an advisor an admin or the other way round. An advisor's students are handed over first
 * (admins hold no support chats); the last active admin stays one; the account signs in again, so
 * no open session or socket keeps the old role's powers.
 */
export async function changeRole(
  db: Db,
  events: DomainEventBus,
  admin: AuthUser,
  userId: number,
  role: StaffAccountRole,
  students: StudentHandover | undefined,
): Promise<StaffAccountChange & { changed: boolean }> {
  if (userId === admin.userId) throw forbidden(M.notYourself);
  const result = await inTransaction(db, events, async (uow) => {
    await repo.serializeAccountChanges(uow.tx);
    const account = await repo.lockAccount(uow.tx, userId);
    if (!account) throw notFound('Account');
    if (account.role === role) return { changed: false, studentsMoved: 0 };
    if (account.role === 'admin' && account.isActive) await assertAnotherAdminRemains(uow, userId);
    const moved = account.role === 'advisor' ? await handOverStudents(uow, admin, userId, students) : 0;
    await repo.setRole(uow.tx, userId, role);
    await revokeSessions(uow, { userId });
    await recordAudit(uow, admin, {
      action: 'account.role_changed',
      ...accountEntity(userId),
      before: { role: account.role },
      after: { role, studentsMoved: moved },
    });
    return { changed: true, studentsMoved: moved };
  });
  return { account: await requireAccount(db, userId), ...result };
}

// ---------------------------------------------------------------- invitations (the invitee, signed out)

const invitationInvalid = () => new AppError(404, M.invitationInvalid);

export async function getInvitation(db: Db, token: string): Promise<Invitation> {
  const invitation = await repo.findUsableInvitation(db, hashToken(token), new Date());
  if (!invitation) throw invitationInvalid();
  const { userId: _id, ...rest } = invitation;
  return { ...rest, expiresAt: invitation.expiresAt.toISOString() };
}

/** The invitee chooses their password; the link then stops working. It does not sign them in. */
export async function acceptInvitation(db: Db, events: DomainEventBus, token: string, password: string) {
  const tokenHash = hashToken(token);
  const invitation = await repo.findUsableInvitation(db, tokenHash, new Date());
  if (!invitation) throw invitationInvalid();
  assertStrongPassword(password, [invitation.name, invitation.email]);
  const passwordHash = await hashPassword(password);
  await inTransaction(db, events, async (uow) => {
    // Again inside the transaction: the link may have been used, replaced or its account deactivated meanwhile.
    const still = await repo.findUsableInvitation(uow.tx, tokenHash, new Date());
    if (!still || !(await repo.useInvitation(uow.tx, tokenHash, new Date()))) throw invitationInvalid();
    await repo.setCredential(uow.tx, invitation.userId, { passwordHash, mustChangePassword: false });
  });
}
