import { and, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountTokens, sessions, users } from '../../db/schema';

export type TokenPurpose = 'verify_email' | 'reset_password';

export async function insertToken(
  db: DbOrTx,
  values: { tokenHash: string; userId: number; purpose: TokenPurpose; email: string; expiresAt: Date },
) {
  await db.insert(accountTokens).values(values);
}

/** The token of this hash and purpose while it is unused and unexpired. */
const usable = (tokenHash: string, purpose: TokenPurpose, now: Date) =>
  and(
    eq(accountTokens.tokenHash, tokenHash),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );

/**
 * Uses a token once: only an unused, unexpired token of this purpose is marked used, in one
 * statement, so two clicks racing cannot both succeed.
 */
export async function consumeToken(db: DbOrTx, tokenHash: string, purpose: TokenPurpose, now: Date) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(usable(tokenHash, purpose, now))
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return row;
}

/** A token whatever its state (used, expired), with whether its account's address is verified. */
export async function findAnyToken(db: DbOrTx, tokenHash: string, purpose: TokenPurpose) {
  const [row] = await db
    .select({
      usedAt: accountTokens.usedAt,
      expiresAt: accountTokens.expiresAt,
      tokenEmail: accountTokens.email,
      accountEmail: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(accountTokens)
    .innerJoin(users, eq(users.userId, accountTokens.userId))
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)));
  return row;
}

export async function findUsableToken(db: DbOrTx, tokenHash: string, purpose: TokenPurpose, now: Date) {
  const [row] = await db
    .select({ userId: users.userId, name: users.name, role: users.role, email: accountTokens.email })
    .from(accountTokens)
    .innerJoin(users, eq(users.userId, accountTokens.userId))
    .where(usable(tokenHash, purpose, now));
  return row;
}

/** A new password or a verified address makes the user's other links of that purpose useless. */
export async function retireTokens(db: DbOrTx, userId: number, purpose: TokenPurpose, now: Date) {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}

/** Tokens that can no longer work: expired, or used more than a day ago. */
export async function purgeTokens(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .delete(accountTokens)
    .where(
      or(lt(accountTokens.expiresAt, now), lt(accountTokens.usedAt, new Date(now.getTime() - 86_400_000))),
    )
    .returning({ tokenHash: accountTokens.tokenHash });
  return rows.length;
}

/** What verification and password reset know of an account: the one user `where` picks. */
async function findAccountWhere(db: DbOrTx, where: SQL) {
  const [row] = await db
    .select({
      userId: users.userId,
      name: users.name,
      email: users.email,
      isActive: users.isActive,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(where);
  return row;
}

export function findAccountForEmail(db: DbOrTx, email: string) {
  return findAccountWhere(db, eq(users.email, email));
}

export function findAccount(db: DbOrTx, userId: number) {
  return findAccountWhere(db, eq(users.userId, userId));
}

export async function markEmailVerified(db: DbOrTx, userId: number, email: string, now: Date) {
  // Only the address the link was sent to: an address changed since stays unverified.
  await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.userId, userId), eq(users.email, email), isNull(users.emailVerifiedAt)));
}

export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.userId, userId));
}

export async function listSessions(db: DbOrTx, userId: number, now: Date) {
  return db
    .select({
      sessionId: sessions.sessionId,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(sql`${sessions.lastUsedAt} desc`);
}

export async function sessionBelongsTo(db: DbOrTx, sessionId: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ sessionId: sessions.sessionId })
    .from(sessions)
    .where(and(eq(sessions.sessionId, sessionId), eq(sessions.userId, userId)));
  return row !== undefined;
}
