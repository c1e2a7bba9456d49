import { useEffect, useRef, useState } from 'react';

type State<T> = { status: 'pending' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

/**
 * Runs `action` once for the page (a one-time link must not be spent twice by a re-render or
 * React's development double effects) and tells how it went.
 */
export function useOnce<T>(action: () => Promise<T>): State<T> {
  const started = useRef(false);
  const [state, setState] = useState<State<T>>({ status: 'pending' });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    action().then(
      (value) => setState({ status: 'done', value }),
      (error: unknown) => setState({ status: 'failed', error }),
    );
  }, [action]);
  return state;
}
