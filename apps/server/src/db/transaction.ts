import type { Db, Tx } from './client';

/**
 * Runs `work` in a transaction and, only once it has committed, the callbacks it queued
 * with `afterCommit` (used to publish domain events, e.g. a live notification, so nothing
 * is pushed for a change that was rolled back).
 */
export async function inTransaction<T>(
  db: Db,
  work: (tx: Tx, afterCommit: (callback: () => void) => void) => Promise<T>,
): Promise<T> {
  const callbacks: Array<() => void> = [];
  const result = await db.transaction((tx) => work(tx, (callback) => callbacks.push(callback)));
  for (const callback of callbacks) {
    try {
      callback();
    } catch (err) {
      console.error('afterCommit callback failed', err);
    }
  }
  return result;
}
