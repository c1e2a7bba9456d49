import type { DomainEventBus, DomainEvents } from '../lib/events';
import type { Db, Tx } from './client';

/**
 * One transaction and the domain events it causes. Writes go through `tx`; `publish` holds an
 * event until the transaction has committed, so nothing is announced (a live notification, a
 * chat message) for a change that was rolled back. Passed whole to every call that takes part
 * in the transaction (ADR 006).
 */
export interface UnitOfWork {
  readonly tx: Tx;
  readonly publish: <K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]) => void;
}

/** Runs `work` as one unit of work: its writes commit together, then its events are published. */
export async function inTransaction<T>(
  db: Db,
  events: DomainEventBus,
  work: (uow: UnitOfWork) => Promise<T>,
): Promise<T> {
  const queued: Array<() => void> = [];
  const result = await db.transaction((tx) =>
    work({
      tx,
      publish: (name, payload) => queued.push(() => events.publish(name, payload)),
    }),
  );
  for (const publish of queued) {
    try {
      publish();
    } catch (err) {
      // The change is committed; a failing listener must not turn it into an error for the caller.
      console.error('a domain event listener failed', err);
    }
  }
  return result;
}
