import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { curatedRecords } from '../../db/schema';

/** The stored curated records (docs/money-and-visas.md#curated-records); reads for students are in db/curated.ts. */

const one = (kind: string, key: string) => and(eq(curatedRecords.kind, kind), eq(curatedRecords.key, key));

/** The stored row of a record, locked until the transaction ends, so two saves take turns. */
export async function lockStored(tx: DbOrTx, kind: string, key: string) {
  const [row] = await tx
    .select({ version: curatedRecords.version })
    .from(curatedRecords)
    .where(one(kind, key))
    .for('update');
  return row ?? null;
}

/** Inserts version 1; false when a row for the key already exists (someone saved first). */
export async function insertStored(
  tx: DbOrTx,
  values: { kind: string; key: string; record: Record<string, unknown>; updatedBy: number },
): Promise<boolean> {
  const rows = await tx
    .insert(curatedRecords)
    .values({ ...values, version: 1 })
    .onConflictDoNothing()
    .returning({ version: curatedRecords.version });
  return rows.length > 0;
}

export async function updateStored(
  tx: DbOrTx,
  values: { kind: string; key: string; record: Record<string, unknown>; updatedBy: number; version: number },
) {
  await tx
    .update(curatedRecords)
    .set({
      record: values.record,
      updatedBy: values.updatedBy,
      version: values.version,
      updatedAt: sql`now()`,
    })
    .where(one(values.kind, values.key));
}
