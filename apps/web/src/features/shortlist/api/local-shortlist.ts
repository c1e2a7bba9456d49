import { SHORTLIST_MAX, SHORTLIST_STORAGE_KEY } from '@edupath/contract/shortlist-constants';
import { useSyncExternalStore } from 'react';

/**
 * A visitor's shortlist, kept in this browser's local storage until they sign in, when it joins
 * their account (docs/planning.md#shortlist). Every tab sees the same list.
 */
export interface LocalEntry {
  courseId: number;
  addedAt: string;
}

const EMPTY: LocalEntry[] = [];
const listeners = new Set<() => void>();
let current: LocalEntry[] = read();

function read(): LocalEntry[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY) ?? '[]') as unknown;
    if (!Array.isArray(parsed)) return EMPTY;
    const seen = new Set<number>();
    return parsed
      .filter((e): e is LocalEntry => Number.isInteger(e?.courseId) && e.courseId > 0)
      .filter((e) => !seen.has(e.courseId) && !!seen.add(e.courseId))
      .slice(0, SHORTLIST_MAX);
  } catch {
    return EMPTY;
  }
}

function write(next: LocalEntry[]) {
  current = next;
  if (next.length === 0) localStorage.removeItem(SHORTLIST_STORAGE_KEY);
  else localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export const localShortlist = {
  get: () => current,
  has: (courseId: number) => current.some((e) => e.courseId === courseId),
  add(courseId: number) {
    if (localShortlist.has(courseId) || current.length >= SHORTLIST_MAX) return;
    write([...current, { courseId, addedAt: new Date().toISOString() }]);
  },
  remove(courseId: number) {
    write(current.filter((e) => e.courseId !== courseId));
  },
  /** Drops the entries that reached the account (others, added meanwhile, stay for the next merge). */
  forget(courseIds: number[]) {
    const merged = new Set(courseIds);
    write(current.filter((e) => !merged.has(e.courseId)));
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SHORTLIST_STORAGE_KEY && event.key !== null) return;
    current = read();
    for (const listener of listeners) listener();
  });
}

// Empty while a server-rendered page hydrates, as the server rendered it; filled just after (ADR 016).
export const useLocalShortlist = () =>
  useSyncExternalStore(localShortlist.subscribe, localShortlist.get, () => EMPTY);
