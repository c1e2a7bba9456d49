import type { AuthUser, ClientToServerEvents, ServerToClientEvents } from '@edupath/contract';
import type { Server, Socket } from 'socket.io';

/** What the handshake attaches to every socket. */
export interface SocketData {
  user: AuthUser;
  sessionId: string;
  /** When the session was last confirmed valid (ms since epoch). */
  checkedAt: number;
}

export type AppServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Every socket of a user is in their personal room, so each tab gets each event. */
export const userRoom = (userId: number) => `user:${userId}`;
/** Every socket opened with one session (one sign-in), so ending the session can end them. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** The sockets that have a chat open (joinChat) are in its room. */
export const chatRoom = (chatId: number) => `chat:${chatId}`;
/**
 * Admins who opened a chat they are not a party to: they hear its messages and read receipts
 * while it is open. A room of its own, so a party who loses the chat (reassignment) hears
 * nothing more from it.
 */
export const chatWatchRoom = (chatId: number) => `chat-watch:${chatId}`;
/** Every admin socket: admins hear every change of the staff counters. */
export const ADMINS_ROOM = 'role:admin';

/**
 * Whether the user has a socket on any instance. This instance's own sockets answer without
 * Redis; only when it has none are the others asked (which fails while Redis is down: the
 * caller then counts the user as offline, so a notification is written rather than lost).
 */
export async function isOnline(io: AppServer, userId: number): Promise<boolean> {
  if ((await io.local.in(userRoom(userId)).fetchSockets()).length > 0) return true;
  const sockets = await io.in(userRoom(userId)).fetchSockets();
  return sockets.length > 0;
}
