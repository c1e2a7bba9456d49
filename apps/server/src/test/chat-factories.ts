import type { AckAnswer, ChatMessage, ClientToServerEvents, ServerToClientEvents } from '@edupath/contract';
import { io, type Socket } from 'socket.io-client';
import type { Db } from '../db/client';
import { chats } from '../db/schema';
import { signedIn } from './factories';
import type { ApiClient } from './http';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface SocketOptions {
  token?: string;
  origin?: string;
  transports?: Array<'websocket' | 'polling'>;
  /** Extra request headers of the handshake (X-Forwarded-For behind a trusted proxy, say). */
  headers?: Record<string, string>;
}

/** A real Socket.IO client. Resolves once connected; rejects with the server's refusal. */
export function connectSocket(url: string, options: SocketOptions = {}): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, {
    path: '/socket.io',
    auth: options.token ? { token: options.token } : {},
    transports: options.transports ?? ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { ...(options.origin ? { origin: options.origin } : {}), ...options.headers },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** Emits and waits for the server's acknowledgement (5 s at most, so a missing ack fails the test). */
export function emitAck<E extends 'joinChat' | 'sendMessage' | 'markRead'>(
  socket: ClientSocket,
  event: E,
  arg: Parameters<ClientToServerEvents[E]>[0],
): Promise<AckAnswer<unknown>> {
  return new Promise((resolve, reject) => {
    // biome-ignore lint/suspicious/noExplicitAny: one helper for three events with different ack types
    (socket.timeout(5_000) as any).emit(event, arg, (err: Error | null, answer: AckAnswer<unknown>) =>
      err ? reject(err) : resolve(answer),
    );
  });
}

export async function send(
  socket: ClientSocket,
  payload: Parameters<ClientToServerEvents['sendMessage']>[0],
) {
  const answer = await emitAck(socket, 'sendMessage', payload);
  if (!answer.ok) throw new Error(`send refused: ${answer.status} ${answer.message}`);
  return answer.data as ChatMessage;
}

/** Collects every event of one kind a socket receives, to wait for one or to assert none came. */
export function collect<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E) {
  type Payload = Parameters<ServerToClientEvents[E]>[0];
  const seen: Payload[] = [];
  const waiters: Array<{ match: (p: Payload) => boolean; resolve: (p: Payload) => void }> = [];
  const listener = (payload: Payload) => {
    seen.push(payload);
    for (const waiter of [...waiters]) {
      if (waiter.match(payload)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(payload);
      }
    }
  };
  // biome-ignore lint/suspicious/noExplicitAny: the listener's type follows E
  socket.on(event, listener as any);
  return {
    seen,
    /** The first event (already seen or still to come) that matches. */
    next(match: (p: Payload) => boolean = () => true, timeoutMs = 5_000): Promise<Payload> {
      const found = seen.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching ${event} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (p) => {
            clearTimeout(timer);
            resolve(p);
          },
        });
      });
    },
  };
}

/**
 * A signed-in student and advisor sharing a support chat (inserted directly, so the pairing
 * does not depend on which advisor is least loaded in a shared test database).
 */
export async function supportPair(db: Db, api: ApiClient) {
  const student = await signedIn(db, api, 'student');
  const advisor = await signedIn(db, api, 'advisor');
  const [chat] = await db
    .insert(chats)
    .values({ studentId: student.user.userId, advisorId: advisor.user.userId })
    .returning();
  return { student, advisor, chatId: chat!.chatId };
}

/** The reason the socket is disconnected for, when it is (5 s at most, so a socket left open fails the test). */
export function disconnection(socket: ClientSocket): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket was not disconnected within 5 s')), 5_000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Several connected sockets, closed together. */
export function socketPool() {
  const open: ClientSocket[] = [];
  return {
    async connect(url: string, options: SocketOptions) {
      const socket = await connectSocket(url, options);
      open.push(socket);
      return socket;
    },
    closeAll() {
      for (const socket of open.splice(0)) socket.close();
    },
  };
}
