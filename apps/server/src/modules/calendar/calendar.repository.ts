import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calendarFeeds, users } from '../../db/schema';

export async function findFeed(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** One address per student: a new one replaces the old, whose hash then matches nothing. */
export async function replaceFeed(db: DbOrTx, userId: number, tokenHash: string, now: Date) {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } })
    .returning();
  return row!;
}

export async function deleteFeed(db: DbOrTx, userId: number) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The active student whose feed has this hash, if any. */
export async function findStudentByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ userId: users.userId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.userId, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(users.role, 'student'), eq(users.isActive, true)));
  return row ?? null;
}
