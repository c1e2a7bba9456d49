import type { AuthUser, Role } from '@edupath/contract';
import { and, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';

const authUserColumns = {
  userId: users.userId,
  email: users.email,
  name: users.name,
  role: users.role,
  profileImage: users.profileImage,
  mustChangePassword: users.mustChangePassword,
  /**
   * A child whose parent has not confirmed, who has not turned 18 since (docs/accounts.md#under-18):
   * worked out with the session, so every request knows it without another query.
   */
  awaitingParent:
    sql<boolean>`coalesce(${users.ageAnswer} = 'child' and ${users.parentConfirmedAt} is null and ${users.dateOfBirth} > current_date - interval '18 years', false)`.mapWith(
      Boolean,
    ),
};

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ ...authUserColumns, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

export async function findPasswordHash(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.userId, userId));
  return row?.passwordHash ?? null;
}

export async function insertUser(
  db: DbOrTx,
  values: {
    name: string;
    email: string;
    passwordHash: string | null;
    role?: Role;
    googleSub?: string;
    emailVerifiedAt?: Date;
  },
): Promise<AuthUser> {
  const [row] = await db.insert(users).values(values).returning(authUserColumns);
  return row!;
}

export async function insertSession(
  db: DbOrTx,
  values: { sessionId: string; userId: number; expiresAt: Date; userAgent?: string; ip?: string },
) {
  await db.insert(sessions).values(values);
  await markActive(db, values.userId, new Date());
}

/**
 * Signing in cancels a pending deletion of the account (docs/privacy.md#deletion); true when there
 * was one to cancel.
 */
export async function cancelPendingDeletion(db: DbOrTx, userId: number): Promise<boolean> {
  const cancelled = await db
    .update(users)
    .set({ deletionRequestedAt: null, deletionScheduledFor: null })
    .where(and(eq(users.userId, userId), isNotNull(users.deletionScheduledFor), isNull(users.erasedAt)))
    .returning({ userId: users.userId });
  return cancelled.length > 0;
}

export async function setAccountPhoto(db: DbOrTx, userId: number, profileImage: string) {
  await db.update(users).set({ profileImage }).where(eq(users.userId, userId));
}

/** Activity is not an edit of the account: updated_at keeps its value. */
async function markActive(db: DbOrTx, userId: number, now: Date) {
  await db
    .update(users)
    .set({ lastActiveAt: now, updatedAt: sql`${users.updatedAt}` })
    .where(eq(users.userId, userId));
}

export async function findSessionUser(db: DbOrTx, sessionId: string, now: Date) {
  const [row] = await db
    .select({ ...authUserColumns, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(and(eq(sessions.sessionId, sessionId), gt(sessions.expiresAt, now), eq(users.isActive, true)));
  return row;
}

/**
 * Which of these sessions are still valid, as findSessionUser judges one (not expired, the user
 * active), in one query: realtime/ checks every socket of an instance with it while logouts
 * elsewhere cannot reach it (docs/api.md#when-redis-is-unreachable). Records no activity.
 */
export async function liveSessionIds(db: DbOrTx, sessionIds: string[], now: Date): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ sessionId: sessions.sessionId })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(
      and(inArray(sessions.sessionId, sessionIds), gt(sessions.expiresAt, now), eq(users.isActive, true)),
    );
  return new Set(rows.map((row) => row.sessionId));
}

/** Records activity on the session and on its user (the console finds inactive students by it). */
export async function touchSession(db: DbOrTx, sessionId: string, now: Date) {
  const [row] = await db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(eq(sessions.sessionId, sessionId))
    .returning({ userId: sessions.userId });
  if (row) await markActive(db, row.userId, now);
}

export async function deleteSession(db: DbOrTx, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.sessionId, sessionId));
}

/** Revokes every session of a user except, optionally, the one in use (password change). */
export async function deleteUserSessions(db: DbOrTx, userId: number, exceptSessionId?: string) {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.sessionId, exceptSessionId))
        : eq(sessions.userId, userId),
    );
}

/**
 * A new password chosen by its owner: the temporary-password flag goes, and every other session
 * is the caller's to revoke (revokeSessions).
 */
export async function setOwnPassword(db: DbOrTx, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.userId, userId));
}

/** What a Google sign-in needs to know of an account found by its Google subject or its email. */
const googleAccountColumns = {
  ...authUserColumns,
  isActive: users.isActive,
  googleSub: users.googleSub,
  emailVerifiedAt: users.emailVerifiedAt,
};

export async function findGoogleAccount(db: DbOrTx, by: { googleSub: string } | { email: string }) {
  const [row] = await db
    .select(googleAccountColumns)
    .from(users)
    .where('googleSub' in by ? eq(users.googleSub, by.googleSub) : eq(users.email, by.email));
  return row;
}

/**
 * Links a Google subject to an account. `claimUnverified`: the address was never verified here,
 * so whoever set the password never proved it theirs: the password goes and the address counts as
 * verified (docs/accounts.md, "Google sign-in").
 */
export async function linkGoogle(db: DbOrTx, userId: number, googleSub: string, claimUnverified: boolean) {
  await db
    .update(users)
    .set(
      claimUnverified
        ? { googleSub, emailVerifiedAt: new Date(), passwordHash: null, mustChangePassword: false }
        : { googleSub },
    )
    .where(eq(users.userId, userId));
}
