import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountTokens, users } from '../../db/schema';

const PURPOSE = 'parental_consent';

/** The age state of a student (docs/accounts.md#under-18); undefined for anyone who is not one. */
export async function findAgeState(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      userId: users.userId,
      name: users.name,
      email: users.email,
      ageAnswer: users.ageAnswer,
      dateOfBirth: users.dateOfBirth,
      parentEmail: users.parentEmail,
      parentConfirmedAt: users.parentConfirmedAt,
    })
    .from(users)
    .where(and(eq(users.userId, userId), eq(users.role, 'student')));
  return row;
}

export async function setAgeAnswer(
  db: DbOrTx,
  userId: number,
  values: { ageAnswer: 'adult' | 'child'; dateOfBirth: string | null; parentEmail: string | null },
) {
  await db.update(users).set(values).where(eq(users.userId, userId));
}

export async function setParentEmail(db: DbOrTx, userId: number, parentEmail: string) {
  await db.update(users).set({ parentEmail }).where(eq(users.userId, userId));
}

export async function markConfirmed(db: DbOrTx, userId: number, parentEmail: string, now: Date) {
  await db.update(users).set({ parentConfirmedAt: now, parentEmail }).where(eq(users.userId, userId));
}

export async function insertLink(
  db: DbOrTx,
  values: { tokenHash: string; userId: number; email: string; expiresAt: Date },
) {
  await db.insert(accountTokens).values({ ...values, purpose: PURPOSE });
}

/** Older links stop working when a new one is sent or one is used: they read as expired. */
export async function retireLinks(db: DbOrTx, userId: number, now: Date) {
  await db
    .update(accountTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, PURPOSE),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    );
}

/** The latest link sent for the student, whatever its state. */
export async function latestLink(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ createdAt: accountTokens.createdAt, expiresAt: accountTokens.expiresAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, PURPOSE)))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row;
}

/** A link by its hash, locked for its confirmation when `lock` is set. */
export async function findLink(db: DbOrTx, tokenHash: string, lock = false) {
  const query = db
    .select({
      userId: accountTokens.userId,
      email: accountTokens.email,
      expiresAt: accountTokens.expiresAt,
      usedAt: accountTokens.usedAt,
      name: users.name,
      parentConfirmedAt: users.parentConfirmedAt,
    })
    .from(accountTokens)
    .innerJoin(users, eq(users.userId, accountTokens.userId))
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, PURPOSE)));
  const [row] = lock ? await query.for('update', { of: accountTokens }) : await query;
  return row;
}

export async function useLink(db: DbOrTx, tokenHash: string, now: Date) {
  await db.update(accountTokens).set({ usedAt: now }).where(eq(accountTokens.tokenHash, tokenHash));
}
