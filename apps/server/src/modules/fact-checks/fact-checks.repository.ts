import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { RecordedCheck } from '../../db/fact-checks';
import { factChecks, users } from '../../db/schema';

/** Keeps one row per record: the newest check replaces the previous one (the audit log keeps all). */
export async function upsertCheck(db: DbOrTx, row: RecordedCheck & { checkedBy: number }) {
  await db
    .insert(factChecks)
    .values(row)
    .onConflictDoUpdate({
      target: [factChecks.kind, factChecks.factId],
      set: { checkedOn: row.checkedOn, checkedBy: row.checkedBy, checkedAt: new Date() },
    });
}

export async function userName(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.userId, userId));
  return row?.name ?? '';
}
