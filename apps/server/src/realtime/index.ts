import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { adapterClients } from '../lib/redis';
import { createChatDeps } from '../modules/chat/index';
import { catchUpWhileUnlinked } from './catch-up';
import { registerChatHandlers } from './chat-handlers';
import { createEventGuard } from './event-guard';
import { ADMINS_ROOM, type AppServer, type AppSocket, isOnline, sessionRoom, userRoom } from './gateway';
import { authenticateHandshake, originCheck, recheckSession } from './handshake';
import { forwardDomainEvents } from './listeners';

export type { AppServer } from './gateway';

/**
 * Socket.IO on the same server and port (/socket.io). With Redis, the adapter relays
 * broadcasts and fetchSockets() between instances; without it one instance works alone.
 */
export async function attachRealtime(app: FastifyInstance): Promise<AppServer> {
  const io: AppServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    allowRequest: originCheck(app),
  });

  if (app.config.REDIS_URL) {
    // Their own connections: the subscriber cannot send commands, and the publisher's failures
    // while Redis is down are only lost cross-instance deliveries (lib/redis.ts).
    const link = adapterClients(app.config.REDIS_URL, app.log);
    const { pub, sub } = link;
    io.adapter(
      createAdapter(pub, sub, {
        key: `${app.config.REDIS_KEY_PREFIX}socket.io`,
        // A presence check waits this long at most for the other instances to answer.
        requestsTimeout: 2_000,
      }),
    );
    // While the link is down: sessions re-checked and deliveries read from the database.
    const stopCatchingUp = catchUpWhileUnlinked(app, io, link);
    app.addHook('onClose', async () => {
      stopCatchingUp();
      pub.disconnect();
      sub.disconnect();
    });
  }

  authenticateHandshake(app, io);

  const chat = createChatDeps(app, { isOnline: (userId) => isOnline(io, userId) });

  const guardEvents = createEventGuard(app);
  io.on('connection', (socket: AppSocket) => {
    void socket.join([userRoom(socket.data.user.userId), sessionRoom(socket.data.sessionId)]);
    if (socket.data.user.role === 'admin') void socket.join(ADMINS_ROOM);
    // First: a flood is refused before the session check or a handler can reach the database.
    guardEvents(socket);
    recheckSession(app, socket);
    // The web client announces itself; the session already decided who it is (docs/api.md, "Real-time").
    socket.on('registerUser', () => {});
    registerChatHandlers(app, chat, socket);
  });

  forwardDomainEvents(app, io);

  app.addHook('onClose', async () => {
    await io.close();
  });
  return io;
}
