import pLimit from 'p-limit';
import { serviceUnavailable } from './errors';

export interface WorkGateOptions {
  /** How many may run at once. */
  concurrency: number;
  /** How many more may wait for a turn; beyond that the work is refused at once. */
  queueLength: number;
  /** What the refused client is told (answered 503). */
  busyMessage: string;
  retryAfterSeconds: number;
  /**
   * Refuses the work at once while this says the process is overloaded, however few are in the
   * gate: requests that wait on a saturated event loop are not in it yet.
   */
  isOverloaded?: () => boolean;
}

/**
 * Bounds one kind of heavy work (docs/api.md, "Busy and full"): at most `concurrency` run, at
 * most `queueLength` wait, and the next is refused with 503 + Retry-After before it touches the
 * database. Without it, a burst of heavy requests queues inside the database driver — on the
 * embedded database, ahead of every other query of every other user.
 */
export function createWorkGate(options: WorkGateOptions) {
  const limit = pLimit(options.concurrency);
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      // pendingCount counts the waiting at once (activeCount only moves on the next tick).
      const full = limit.activeCount + limit.pendingCount >= options.concurrency + options.queueLength;
      if (full || options.isOverloaded?.()) {
        return Promise.reject(serviceUnavailable(options.busyMessage, options.retryAfterSeconds));
      }
      return limit(work);
    },
  };
}
