import type { AuthUser } from '@edupath/contract';
import { useSyncExternalStore } from 'react';

/** The auth state (accessToken, isAuthenticated, user) lives in local storage (docs/accounts.md). */
export interface AuthState {
  accessToken: string | null;
  isAuthenticated: boolean;
  user: AuthUser | null;
}

const KEY = 'auth';
const SIGNED_OUT: AuthState = { accessToken: null, isAuthenticated: false, user: null };
const listeners = new Set<() => void>();
let current: AuthState = read();

function read(): AuthState {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null') as AuthState | null;
    return parsed?.accessToken && parsed.user ? { ...parsed, isAuthenticated: true } : SIGNED_OUT;
  } catch {
    return SIGNED_OUT;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

export const authStorage = {
  get: () => current,
  setSession(accessToken: string, user: AuthUser) {
    current = { accessToken, isAuthenticated: true, user };
    localStorage.setItem(KEY, JSON.stringify(current));
    emit();
  },
  setUser(user: AuthUser) {
    if (!current.accessToken) return;
    current = { ...current, user };
    localStorage.setItem(KEY, JSON.stringify(current));
    emit();
  },
  clear() {
    current = SIGNED_OUT;
    localStorage.removeItem(KEY);
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Re-reads storage (another tab signed in or out). */
  reload() {
    current = read();
    emit();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === KEY) authStorage.reload();
  });
}

/**
 * A server-rendered page is rendered signed out (the server never sees the token), so hydration
 * starts from that state too and React then re-renders with the stored one (ADR 016).
 */
export function useAuth(): AuthState {
  return useSyncExternalStore(authStorage.subscribe, authStorage.get, () => SIGNED_OUT);
}
