import {
  ACCOUNT_DELETION_GRACE_DAYS,
  ACCOUNT_DELETION_RECENT_SIGN_IN_MINUTES,
  type AccountDeletionState,
  ACCOUNT_DELETION_MESSAGES as M,
  type StudentDeletionState,
} from '@edupath/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { enqueue, QUEUES } from '../../lib/jobs';
import { isCurrentPassword, revokeSessions } from '../auth/index';
import { queueAccountDeletionEmail } from '../mail/index';
import * as repo from './account-deletion.repository';
import { eraseStudent, purgeRetained } from './erase';

/**
 * Deleting an account (docs/privacy.md#deletion): she asks, a grace period runs in which signing in
 * cancels it (modules/auth clears the two dates at sign-in), then a durable job erases her data.
 */

type Account = NonNullable<Awaited<ReturnType<typeof repo.findAccount>>>;

/**
 * The grace period of this account, in seconds: 14 days, or, when the operator sets
 * ACCOUNT_DELETION_TEST_GRACE_SECONDS (the browser journeys do), that many seconds for an address
 * at a .test domain, a name reserved for testing that no real mailbox can have (RFC 2606).
 */
export function graceSecondsFor(config: Pick<Config, 'ACCOUNT_DELETION_TEST_GRACE_SECONDS'>, email: string) {
  const testGrace = config.ACCOUNT_DELETION_TEST_GRACE_SECONDS;
  if (testGrace !== undefined && /\.test$/i.test(email.trim())) return testGrace;
  return ACCOUNT_DELETION_GRACE_DAYS * 86_400;
}

function stateOf(account: Account): AccountDeletionState {
  const pending = account.deletionScheduledFor !== null && account.erasedAt === null;
  return {
    status: pending ? 'pending' : 'none',
    requestedAt: pending ? (account.deletionRequestedAt?.toISOString() ?? null) : null,
    scheduledFor: pending ? (account.deletionScheduledFor?.toISOString() ?? null) : null,
    confirmWith: account.hasPassword ? 'password' : 'recentSignIn',
  };
}

async function studentAccount(db: Db, userId: number) {
  const account = await repo.findAccount(db, userId);
  if (account?.role !== 'student' || account.erasedAt) throw notFound('Account');
  return account;
}

export async function deletionState(db: Db, userId: number): Promise<AccountDeletionState> {
  return stateOf(await studentAccount(db, userId));
}

/**
 * She asks for her account to be deleted: with her password, or, for an account without one
 * (Google only), from a session signed in within the last few minutes. Her other sessions end,
 * the email saying when and how to cancel and the job that erases are queued, all in one unit of
 * work (docs/decisions/006, 008).
 */
export async function requestDeletion(
  db: Db,
  events: DomainEventBus,
  config: Config,
  input: { userId: number; sessionId: string; password?: string },
  now = new Date(),
): Promise<AccountDeletionState> {
  const account = await studentAccount(db, input.userId);
  if (account.deletionScheduledFor) throw conflict(M.alreadyPending);
  if (account.hasPassword) {
    if (!input.password) throw badRequest(M.passwordRequired, { password: M.passwordRequired });
    if (!(await isCurrentPassword(db, input.userId, input.password))) {
      throw badRequest(M.passwordWrong, { password: M.passwordWrong });
    }
  } else {
    const signedInAt = await repo.sessionSignedInAt(db, input.sessionId, input.userId);
    const recentSince = now.getTime() - ACCOUNT_DELETION_RECENT_SIGN_IN_MINUTES * 60_000;
    if (!signedInAt || signedInAt.getTime() < recentSince) throw forbidden(M.signInAgain);
  }
  const graceSeconds = graceSecondsFor(config, account.email);
  const scheduledFor = new Date(now.getTime() + graceSeconds * 1000);
  await inTransaction(db, events, async (uow) => {
    const locked = await repo.lockAccount(uow.tx, input.userId);
    if (!locked || locked.deletionScheduledFor) throw conflict(M.alreadyPending);
    await repo.setPending(uow.tx, input.userId, now, scheduledFor);
    await revokeSessions(uow, { userId: input.userId, exceptSessionId: input.sessionId });
    await queueAccountDeletionEmail(
      uow,
      { userId: locked.userId, name: locked.name, email: locked.email },
      scheduledFor,
    );
    await enqueue(uow, QUEUES.eraseAccount, { userId: input.userId }, { startAt: scheduledFor });
  });
  return deletionState(db, input.userId);
}

/** The Cancel button on /account (signing in cancels too: modules/auth). */
export async function cancelDeletion(db: Db, events: DomainEventBus, userId: number) {
  await inTransaction(db, events, async ({ tx }) => {
    const locked = await repo.lockAccount(tx, userId);
    if (locked?.role !== 'student' || locked.erasedAt) throw notFound('Account');
    if (!locked.deletionScheduledFor) throw conflict(M.notPending);
    await repo.clearPending(tx, userId);
  });
  return deletionState(db, userId);
}

/**
 * The job's work: erases her data if her grace period is over and nobody cancelled it. Safe to run
 * twice or late (a retry, the clean-up's sweep, a job of an earlier request she cancelled): the
 * locked row decides, and an erased or cancelled account is left alone.
 */
export async function eraseIfDue(
  db: Db,
  events: DomainEventBus,
  userId: number,
  now = new Date(),
): Promise<'erased' | 'notDue'> {
  return inTransaction(db, events, async (uow) => {
    const locked = await repo.lockAccount(uow.tx, userId);
    const due =
      locked?.role === 'student' &&
      !locked.erasedAt &&
      locked.deletionScheduledFor !== null &&
      locked.deletionScheduledFor.getTime() <= now.getTime();
    if (!due) return 'notDue';
    await revokeSessions(uow, { userId });
    await eraseStudent(uow.tx, userId, now);
    return 'erased';
  });
}

/**
 * The daily clean-up's part: erases any account whose job was somehow lost (belt and braces; the
 * job is durable), then removes what the retention table kept once its time is up.
 */
export async function eraseOverdueAndPurge(db: Db, events: DomainEventBus, now = new Date()) {
  let erased = 0;
  for (const userId of await repo.dueAccounts(db, now)) {
    if ((await eraseIfDue(db, events, userId, now)) === 'erased') erased++;
  }
  const purged = await db.transaction((tx) => purgeRetained(tx, now));
  return { erased, ...purged };
}

/** What an admin sees in the console: never the power to start or stop it. */
export async function studentDeletionState(db: Db, userId: number): Promise<StudentDeletionState> {
  const account = await repo.findAccount(db, userId);
  if (account?.role !== 'student') throw notFound('Student');
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return {
    status: account.erasedAt ? 'erased' : account.deletionScheduledFor ? 'pending' : 'none',
    requestedAt: iso(account.deletionRequestedAt),
    scheduledFor: iso(account.deletionScheduledFor),
    erasedAt: iso(account.erasedAt),
  };
}
