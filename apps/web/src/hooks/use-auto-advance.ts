import { useCallback, useEffect, useState } from 'react';

/**
 * The slide a carousel shows: it moves to the next one `intervalMs` after the current one came
 * up, wrapping round, while `enabled` and there is more than one. The timer restarts with each
 * change of slide, so a slide chosen by hand gets a full interval on screen.
 */
export function useAutoAdvance({
  count,
  intervalMs,
  enabled = true,
}: {
  count: number;
  intervalMs: number;
  enabled?: boolean;
}) {
  const [chosen, setChosen] = useState(0);
  // The list may shrink under a chosen slide; the last one stands in for it.
  const index = Math.min(chosen, Math.max(count - 1, 0));
  const running = enabled && count > 1;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setChosen((index + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [running, index, count, intervalMs]);

  /** Shows slide `next`; one before the first is the last, one after the last the first. */
  const go = useCallback(
    (next: number) => {
      if (count > 0) setChosen(((next % count) + count) % count);
    },
    [count],
  );

  return { index, go };
}
