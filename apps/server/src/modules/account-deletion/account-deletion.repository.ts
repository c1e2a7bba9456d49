import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';

const stateColumns = {
  userId: users.userId,
  role: users.role,
  name: users.name,
  email: users.email,
  hasPassword: isNotNull(users.passwordHash),
  deletionRequestedAt: users.deletionRequestedAt,
  deletionScheduledFor: users.deletionScheduledFor,
  erasedAt: users.erasedAt,
};

export async function findAccount(db: DbOrTx, userId: number) {
  const [row] = await db.select(stateColumns).from(users).where(eq(users.userId, userId));
  return row;
}

/** Locks her row, so a request, a sign-in that cancels and the erasure never interleave. */
export async function lockAccount(db: DbOrTx, userId: number) {
  const [row] = await db
    .select(stateColumns)
    .from(users)
    .where(eq(users.userId, userId))
    .orderBy(asc(users.userId))
    .for('update');
  return row;
}

export async function setPending(db: DbOrTx, userId: number, requestedAt: Date, scheduledFor: Date) {
  await db
    .update(users)
    .set({ deletionRequestedAt: requestedAt, deletionScheduledFor: scheduledFor })
    .where(eq(users.userId, userId));
}

export async function clearPending(db: DbOrTx, userId: number) {
  await db
    .update(users)
    .set({ deletionRequestedAt: null, deletionScheduledFor: null })
    .where(eq(users.userId, userId));
}

/** When the session was created, i.e. when she signed in with it. */
export async function sessionSignedInAt(db: DbOrTx, sessionId: string, userId: number) {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.sessionId, sessionId), eq(sessions.userId, userId)));
  return row?.createdAt ?? null;
}

/** Accounts whose grace period is over and that are not erased yet (the clean-up's safety net). */
export async function dueAccounts(db: DbOrTx, now: Date) {
  const rows = await db
    .select({ userId: users.userId })
    .from(users)
    .where(and(lte(users.deletionScheduledFor, now), eq(users.role, 'student')))
    .orderBy(asc(users.userId));
  return rows.map((row) => row.userId);
}
