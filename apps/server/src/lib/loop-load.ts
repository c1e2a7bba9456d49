import { performance } from 'node:perf_hooks';

/**
 * How busy this process's event loop has been lately: the share of the last `windowMs` it spent
 * running code rather than waiting for I/O (docs/api.md, "Busy and full"). On the embedded
 * database every query runs on this thread, so a saturated loop means queries are queueing
 * before their requests are even read — something no count of requests in flight can see.
 */
export function createLoopLoad(windowMs = 250) {
  let previous = performance.eventLoopUtilization();
  let utilization = 0;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    // Blocked for longer than a window, the timer fires late and measures the whole stretch.
    utilization = performance.eventLoopUtilization(now, previous).utilization;
    previous = now;
  }, windowMs);
  timer.unref();
  return {
    /** 0 (idle) to 1 (never waited) over the last complete window. */
    utilization: () => utilization,
    close: () => clearInterval(timer),
  };
}

export type LoopLoad = ReturnType<typeof createLoopLoad>;
