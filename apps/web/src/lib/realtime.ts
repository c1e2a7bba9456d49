import type { ClientToServerEvents, ServerToClientEvents } from '@edupath/contract';
import { REALTIME_OPTIONS } from '@edupath/contract/constants';
import { useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { authStorage } from './auth-storage';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The app's one Socket.IO connection (options: docs/api.md, "Real-time"), opened after sign-in and
 * closed on logout. Features listen on it; they never open their own.
 */
let socket: RealtimeSocket | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Bumped by every connect and disconnect, so a connection that was cancelled while its code loaded is dropped. */
let generation = 0;

/**
 * Opens the socket. The Socket.IO client is loaded here, on first sign-in, not with the first
 * page: a visitor never needs it (docs/performance.md).
 */
export async function connectRealtime(): Promise<void> {
  if (socket) return;
  const mine = ++generation;
  const { io } = await import('socket.io-client');
  if (mine !== generation || socket) return;
  socket = io({
    path: '/socket.io',
    // WebSocket first, long-polling only if it fails: works behind any load balancer
    // (docs/api.md#behind-a-load-balancer). The server's scale-out test connects with these too.
    ...REALTIME_OPTIONS,
    // Read on every (re)connection, so a new sign-in never reuses an old token.
    auth: (callback) => callback({ token: authStorage.get().accessToken }),
  });
  socket.on('connect_error', (err) => {
    // Connection errors are only logged: the socket reconnects by itself (docs/api.md, "Real-time").
    console.warn('Real-time connection problem:', err.message);
  });
  emit();
}

export function disconnectRealtime() {
  generation++;
  if (!socket) return;
  socket.removeAllListeners();
  socket.disconnect();
  socket = null;
  emit();
}

export const getRealtimeSocket = () => socket;

/** The current socket (null while signed out); re-renders when it is replaced. */
export function useRealtimeSocket(): RealtimeSocket | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getRealtimeSocket,
    getRealtimeSocket,
  );
}

/** A random id that makes a retried send idempotent (works outside secure contexts too). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
