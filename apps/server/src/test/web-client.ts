import type { ClientToServerEvents, ServerToClientEvents } from '@edupath/contract';
import { REALTIME_OPTIONS } from '@edupath/contract/constants';
import { io, type Socket } from 'socket.io-client';

export type WebAppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A socket connected exactly as the web app connects (apps/web/src/lib/realtime.ts: the same path
 * and the same shared options, which its unit test checks): WebSocket first, and reconnecting by
 * itself after anything but a logout. Only `forceNew` is added: the app opens one socket, while a
 * test opens several to one address, which io() would otherwise share as one connection.
 * Resolves once connected; rejects at the first refusal (the app would retry for ever).
 */
export function connectLikeTheWebApp(url: string, token: string): Promise<WebAppSocket> {
  const socket: WebAppSocket = io(url, {
    path: '/socket.io',
    ...REALTIME_OPTIONS,
    auth: (callback) => callback({ token }),
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/**
 * Resolves with the reason when the socket is disconnected and then connected again by itself
 * (`timeoutMs` at most for both, so a socket left alone fails the test).
 */
export function reconnection(socket: WebAppSocket, timeoutMs = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no disconnect and reconnect within ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.once('disconnect', (reason) => {
      socket.once('connect', () => {
        clearTimeout(timer);
        resolve(reason);
      });
    });
  });
}
