import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createLoopLoad, type LoopLoad } from './loop-load';

/** Runs code on this thread for `ms` without yielding, as a query on the embedded database does. */
function blockLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy on purpose
  }
}

let load: LoopLoad | undefined;
afterEach(() => load?.close());

describe('event loop load', () => {
  it('reads near 1 after the loop was blocked for a whole window, and falls back once it idles', async () => {
    load = createLoopLoad(50);
    await sleep(120);
    blockLoop(300);
    // The overdue sample runs first and measures the blocked stretch.
    await sleep(1);
    expect(load.utilization()).toBeGreaterThan(0.85);
    await sleep(200);
    expect(load.utilization()).toBeLessThan(0.5);
  });
});
