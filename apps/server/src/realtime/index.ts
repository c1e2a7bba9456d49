import type { AuthUser, ClientToServerEvents, ServerToClientEvents } from '@edupath/contract';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { allowedOrigins } from '../config';
import { authenticate } from '../modules/auth/auth.service';
import { tokenFrom } from '../plugins/auth';

export interface SocketData {
  user: AuthUser;
  sessionId: string;
}

export type AppServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export const userRoom = (userId: number) => `user:${userId}`;
export const chatRoom = (chatId: number) => `chat:${chatId}`;

function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) out[part.slice(0, index).trim()] = decodeURIComponent(part.slice(index + 1).trim());
  }
  return out;
}

/**
 * Socket.IO on the same server and port. The handshake is authenticated with the same
 * session as HTTP; each user's sockets share a personal room so every tab gets every event.
 */
export async function attachRealtime(app: FastifyInstance): Promise<AppServer> {
  const origins = allowedOrigins(app.config);
  const io: AppServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    // WebSockets are not covered by CORS: the Origin is checked here for every transport.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      const host = req.headers.host;
      const sameOrigin = !origin || (host !== undefined && new URL(origin).host === host);
      callback(null, sameOrigin || origins.includes(origin));
    },
  });

  if (app.redis) {
    const pub = app.redis.duplicate();
    const sub = app.redis.duplicate();
    for (const client of [pub, sub])
      client.on('error', (err) => app.log.warn({ err: err.message }, 'redis adapter'));
    io.adapter(createAdapter(pub, sub));
    app.addHook('onClose', async () => {
      pub.disconnect();
      sub.disconnect();
    });
  }

  io.use(async (socket, next) => {
    try {
      const authToken = (socket.handshake.auth as { token?: unknown }).token;
      const token =
        (typeof authToken === 'string' ? authToken : null) ??
        tokenFrom(socket.handshake.headers.authorization, parseCookies(socket.handshake.headers.cookie));
      const session = token ? await authenticate(app.db, token) : null;
      if (!session) return next(new Error('unauthorized'));
      socket.data = session;
      next();
    } catch (err) {
      app.log.error({ err }, 'socket handshake failed');
      next(new Error('unavailable'));
    }
  });

  io.on('connection', (socket: AppSocket) => {
    void socket.join(userRoom(socket.data.user.userId));
    // SPEC.md's client announces itself; the session already decided who it is, so this is a no-op
    // kept for compatibility.
    socket.on('registerUser', () => {});
    for (const register of socketHandlers) register(app, io, socket);
  });

  app.events.subscribe('notification.created', ({ userId, notification }) => {
    io.to(userRoom(userId)).emit('receiveNotification', notification);
  });

  app.addHook('onClose', async () => {
    await io.close();
  });
  return io;
}

/** Feature handlers for a connected socket (chat adds its own). */
type SocketHandler = (app: FastifyInstance, io: AppServer, socket: AppSocket) => void;
const socketHandlers: SocketHandler[] = [];
