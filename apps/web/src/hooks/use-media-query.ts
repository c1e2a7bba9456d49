import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept current. Lists render either their table or their cards
 * (not both hidden by CSS), so a screen reader and a test each meet one copy of a row.
 * Where matchMedia is missing (tests, the server's render), the desktop layout is assumed.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true),
    // A server-rendered page, and its hydration, assume the desktop layout too.
    () => true,
  );
}

/** Tables from 768 px up (tailwind's md), cards below. */
export const useWideScreen = () => useMediaQuery('(min-width: 768px)');
