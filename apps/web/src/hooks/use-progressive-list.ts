import { startTransition, useEffect, useState } from 'react';

/**
 * The first `batch` items at once, then `batch` more after each render, each step a low-priority
 * transition after a macrotask: a list of hundreds of cards (a country's universities) never
 * holds the main thread in one long task — which delays taps and typing and is what Lighthouse
 * counts as blocking time — and the browser paints and answers input between the steps. Every
 * item is on the page a few frames later; a changed list (a search) keeps the count reached.
 */
export function useProgressiveList<T>(items: readonly T[], batch = 24): readonly T[] {
  const [count, setCount] = useState(batch);
  const complete = count >= items.length;

  useEffect(() => {
    if (complete) return;
    const timer = setTimeout(() => startTransition(() => setCount(count + batch)), 0);
    return () => clearTimeout(timer);
  }, [complete, count, batch]);

  return complete ? items : items.slice(0, count);
}
