import {
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Navigator,
  parsePath,
  Router,
  type To,
} from 'react-router';

/** What a page needs before it can show: undefined when it can show at once. */
export type PageWait = (pathname: string) => Promise<void> | undefined;

/**
 * The browser's history as React Router's BrowserRouter keeps it, except that a link or a redirect
 * moves to a page only once that page's chunk is there (`waitFor`): the address bar and the page on
 * the screen never disagree, as with the data router before ADR 009. Meanwhile the current page
 * stays, and a bar at the top says that the next one is loading; a newer navigation replaces one
 * that is still waiting. Back and Forward have moved the address already: the page they lead to
 * shows once its chunk is there (navigations render as transitions, which keep the current page).
 */
export function PageRouter({ waitFor, children }: { waitFor: PageWait; children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [view, setView] = useState({ action: history.action, location: history.location });
  const [waiting, setWaiting] = useState(false);
  const latest = useRef(0);

  useLayoutEffect(
    () =>
      history.listen((update) => {
        // Back or Forward while a link waits: the user has moved on, so the link does not follow.
        if (update.action === 'POP') {
          latest.current += 1;
          setWaiting(false);
        }
        startTransition(() => setView(update));
      }),
    [history],
  );

  const navigator = useMemo<Navigator>(() => {
    const whenReady = (to: To, move: () => void) => {
      const navigation = ++latest.current;
      const pathname = (typeof to === 'string' ? parsePath(to) : to).pathname ?? history.location.pathname;
      const wait = waitFor(pathname);
      if (!wait) {
        setWaiting(false);
        move();
        return;
      }
      setWaiting(true);
      // A chunk that fails to load still moves: the page's error boundary then says so.
      const settle = () => {
        if (navigation !== latest.current) return;
        setWaiting(false);
        move();
      };
      wait.then(settle, settle);
    };
    return {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, state) => whenReady(to, () => history.push(to, state)),
      replace: (to, state) => whenReady(to, () => history.replace(to, state)),
    };
  }, [history, waitFor]);

  return (
    <Router location={view.location} navigationType={view.action} navigator={navigator}>
      {waiting && <PageLoadingBar />}
      {children}
    </Router>
  );
}

/** Shown only if the wait lasts: a quick chunk should not flash a bar. */
function PageLoadingBar() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 150);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className={`fixed inset-x-0 top-0 z-50 h-1 overflow-hidden transition-opacity ${shown ? 'opacity-100' : 'opacity-0'}`}
    >
      <div className="h-full w-1/3 bg-primary motion-safe:animate-page-loading motion-reduce:w-full" />
    </div>
  );
}
