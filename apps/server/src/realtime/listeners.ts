import type { FastifyInstance } from 'fastify';
import { type AppServer, userRoom } from './gateway';

/**
 * Domain events -> recipients. Services publish after commit; this is the one place that
 * decides which sockets hear about what. Emitting to user rooms reaches every tab of each
 * recipient, on every instance through the adapter.
 */
export function forwardDomainEvents(app: FastifyInstance, io: AppServer) {
  const stops = [
    app.events.subscribe('notification.created', ({ userId, notification }) => {
      io.to(userRoom(userId)).emit('receiveNotification', notification);
    }),
    app.events.subscribe('message.created', ({ recipientIds, message }) => {
      io.to(recipientIds.map(userRoom)).emit('receiveMessage', message);
    }),
    app.events.subscribe('messages.read', ({ recipientIds, event }) => {
      io.to(recipientIds.map(userRoom)).emit('messagesRead', event);
    }),
  ];
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
}
