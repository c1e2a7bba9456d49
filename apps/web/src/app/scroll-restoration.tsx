import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';
/** React Router's key for a history entry it did not create (the first page of a document). */
const FRESH_ENTRY_KEY = 'default';

/** Where each history entry was left, by its key; kept in the tab's session storage across reloads. */
const positions: Map<string, number> = (() => {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]'));
  } catch {
    return new Map();
  }
})();

/**
 * A page opened by a link starts at the top (or at its #anchor); Back and Forward return to where
 * that page was left. The browser cannot do this by itself in a single-page app: it restores the
 * position before the page has rendered. (The data router's ScrollRestoration did this before the
 * app moved to the declarative router; docs/performance.md.)
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // Scroll events come after the frame that painted a navigation, so the key is already the new page's.
    const remember = () => positions.set(currentKey.current, window.scrollY);
    // Not the 'default' entry: every document opened afresh (a typed URL, a link from elsewhere)
    // starts on an entry of that key, and must open at the top, not where another one was left.
    const keep = () =>
      sessionStorage.setItem(
        STORAGE_KEY,
        JSON.stringify([...positions].filter(([key]) => key !== FRESH_ENTRY_KEY).slice(-50)),
      );
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', keep);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (navigationType === 'POP') {
      window.scrollTo(0, positions.get(location.key) ?? 0);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
  }, [location.key, location.hash, navigationType]);

  return null;
}
