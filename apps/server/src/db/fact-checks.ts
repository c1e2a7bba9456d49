import { inArray } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { factChecks } from './schema';

/**
 * Staff's latest "Mark checked" per curated record (docs/money-and-visas.md#freshness), read in db/
 * because both the re-check queue and each module that serves curated records need it: a record
 * shows the later of its file's checkedOn and staff's mark, and the queue agrees.
 */
export interface RecordedCheck {
  kind: string;
  factId: string;
  checkedOn: string;
}

/** The latest staff check of every record of these kinds (all kinds when none are named). */
export async function recordedChecks(db: DbOrTx, kinds?: readonly string[]): Promise<RecordedCheck[]> {
  const query = db
    .select({ kind: factChecks.kind, factId: factChecks.factId, checkedOn: factChecks.checkedOn })
    .from(factChecks);
  return kinds ? query.where(inArray(factChecks.kind, [...kinds])) : query;
}

/** Record id → the date staff marked it checked, for one kind. */
export async function checkedDates(db: DbOrTx, kind: string): Promise<Map<string, string>> {
  return new Map((await recordedChecks(db, [kind])).map((c) => [c.factId, c.checkedOn]));
}
