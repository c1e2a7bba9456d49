import type { FastifyInstance } from 'fastify';
import { countersFor } from '../modules/console/index';
import { ADMINS_ROOM, type AppServer, chatWatchRoom, sessionRoom, userRoom } from './gateway';

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
      io.to([...recipientIds.map(userRoom), chatWatchRoom(message.chatId)]).emit('receiveMessage', message);
    }),
    app.events.subscribe('messages.read', ({ recipientIds, event }) => {
      io.to([...recipientIds.map(userRoom), chatWatchRoom(event.chatId)]).emit('messagesRead', event);
    }),
    app.events.subscribe('staff.countersChanged', ({ advisorIds }) => {
      pushCounters(advisorIds);
    }),
    // Ids only; the page fetches the checklist through the staff route, which checks scope again.
    app.events.subscribe('application.documentUploaded', ({ advisorIds, event }) => {
      io.to([...advisorIds.map(userRoom), ADMINS_ROOM]).emit('applicationDocumentsChanged', event);
    }),
    app.events.subscribe('application.postOfferChanged', ({ advisorIds, event }) => {
      io.to([...advisorIds.map(userRoom), ADMINS_ROOM]).emit('postOfferChecklistChanged', event);
    }),
    // Every socket is signed in; the event holds ids only, so nobody learns more than that
    // something they could see is gone.
    app.events.subscribe('community.contentRemoved', (event) => {
      io.emit('communityContentRemoved', event);
    }),
    app.events.subscribe('sessions.revoked', (target) => {
      const select = (sockets: Pick<AppServer['local'], 'in'>) => {
        if ('sessionId' in target) return sockets.in(sessionRoom(target.sessionId));
        const all = sockets.in(userRoom(target.userId));
        return target.exceptSessionId ? all.except(sessionRoom(target.exceptSessionId)) : all;
      };
      // This instance's own sockets directly: the adapter's broadcast goes through Redis even
      // for them, and reaches nobody while Redis is down. Then every other instance's.
      select(io.local).disconnectSockets(true);
      select(io).disconnectSockets(true);
    }),
  ];

  /**
   * Fresh counters for each advisor concerned and, once, for all admins (their figures span
   * every student). Changes that arrive together are counted once: the advisors of one tick are
   * gathered and counted on the next.
   */
  let pending: Set<number> | null = null;
  const pushCounters = (advisorIds: number[]) => {
    if (pending) {
      for (const id of advisorIds) pending.add(id);
      return;
    }
    pending = new Set(advisorIds);
    setImmediate(() => {
      const batch = pending!;
      pending = null;
      const targets: Array<[string, number | null]> = [
        ...[...batch].map((id): [string, number | null] => [userRoom(id), id]),
        [ADMINS_ROOM, null],
      ];
      for (const [room, advisorId] of targets) {
        countersFor(app.db, advisorId).then(
          (counters) => io.to(room).emit('staffCountersChanged', counters),
          (err: unknown) => app.log.warn({ err, advisorId }, 'could not count the staff counters'),
        );
      }
    });
  };
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
}
