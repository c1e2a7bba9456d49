type Listener = (...args: unknown[]) => void;

/** Records listeners the way a Socket.IO emitter does, so a test can fire server events at them. */
function fakeEmitter() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
    fire(event: string, ...args: unknown[]) {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
    count: (event: string) => listeners.get(event)?.size ?? 0,
  };
}

/**
 * Stands in for the app's one Socket.IO client (and its manager, `io`, which reports reconnects).
 * Load it inside `vi.hoisted` with a dynamic import, since `vi.mock` factories run before static imports.
 */
export function fakeSocket() {
  return Object.assign(fakeEmitter(), { io: fakeEmitter() });
}
