import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** Runs raw SQL and returns its rows: both drivers answer `{ rows }`, which the shared Db type does not say. */
export async function queryRows<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
