import type { FastifyInstance } from 'fastify';
import type { AdapterLink } from '../lib/redis';
import { liveSessionIds } from '../modules/auth/index';
import { lastMessageId, listMessagesAfter } from '../modules/chat/index';
import { lastNotificationId, listNotificationsAfter } from '../modules/notifications/index';
import { type AppServer, chatWatchRoom, userRoom } from './gateway';

/**
 * How often, while events cannot cross between instances, each instance re-checks the sessions
 * of its sockets and delivers what the others stored (docs/api.md#when-redis-is-unreachable).
 */
export const CATCH_UP_INTERVAL_MS = 2_000;
/**
 * Ids are drawn at insert but become visible at commit, so a row may appear after a higher id
 * did. Rows are read again for this long after they were first seen past, so a transaction that
 * commits up to this late is still delivered (longer ones: the refetch at recovery).
 */
const LATE_COMMIT_MS = 10_000;
export const PAGE = 500;
const SESSION_CHUNK = 1_000;

/**
 * While Redis (the adapter's link between instances) is down, a logout on one instance cannot
 * reach the sockets of that session on another, and a message stored on one instance reaches no
 * socket on another. So, on every instance, for as long as the link is down:
 *
 * - every CATCH_UP_INTERVAL_MS its sockets' sessions are checked in one query, and a socket whose
 *   session has ended is disconnected as a logout would ('io server disconnect');
 * - then the chat messages and notifications stored since the link went down (by any instance)
 *   are read from the database and emitted to this instance's sockets of their recipients,
 *   except those this instance emitted itself.
 *
 * When the link goes down and when it comes back, every socket of the instance is closed without
 * a disconnect packet: clients reconnect by themselves within seconds, and the web app refetches
 * on every connection what it could have missed, the other events (read receipts, counters)
 * included, and whatever fell between the last read and the link's return.
 */
export function catchUpWhileUnlinked(app: FastifyInstance, io: AppServer, link: AdapterLink) {
  let outage: { stop(): void } | null = null;
  let wasUp = false;

  const reconnectAll = () => {
    // Not socket.disconnect(): that tells the client not to come back (a logout).
    for (const socket of io.of('/').sockets.values()) socket.conn.close();
  };

  const change = (up: boolean) => {
    if (up) {
      outage?.stop();
      outage = null;
      // At start-up the link comes up for the first time: nothing was missed.
      if (wasUp || io.of('/').sockets.size > 0) {
        app.log.info('redis link back: sockets reconnect to catch up; events cross between instances again');
        reconnectAll();
      }
      wasUp = true;
      return;
    }
    if (outage) return;
    if (wasUp) {
      app.log.warn(
        { everyMs: CATCH_UP_INTERVAL_MS },
        'redis link down: sockets reconnect; sessions are re-checked and stored messages and notifications delivered from the database until it returns',
      );
      reconnectAll();
    }
    // At start-up Redis is usually up within milliseconds: nothing is read unless it is not.
    outage = startCatchingUp(app, io, { markNow: wasUp });
  };
  const stopListening = link.onChange(change);
  if (!link.isUp()) change(false);

  /** Before the connections are closed at shutdown, which would look like an outage. */
  return () => {
    stopListening();
    outage?.stop();
    outage = null;
  };
}

function startCatchingUp(app: FastifyInstance, io: AppServer, { markNow }: { markNow: boolean }) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const messages = rowsAfter(
    () => lastMessageId(app.db),
    async (afterId) =>
      (await listMessagesAfter(app.db, afterId, PAGE)).map((row) => ({ id: row.message.messageId, ...row })),
    ({ message, partyIds }) => {
      const rooms = [...new Set([...partyIds, message.senderId])].map(userRoom);
      io.local.to([...rooms, chatWatchRoom(message.chatId)]).emit('receiveMessage', message);
    },
  );
  const notifications = rowsAfter(
    () => lastNotificationId(app.db),
    async (afterId) =>
      (await listNotificationsAfter(app.db, afterId, PAGE)).map((row) => ({
        id: row.notification.notificationId,
        ...row,
      })),
    ({ userId, notification }) => io.local.to(userRoom(userId)).emit('receiveNotification', notification),
  );
  // What this instance emits itself still reaches its own sockets: not twice.
  const unsubscribe = [
    app.events.subscribe('message.created', ({ message }) => messages.emitted(message.messageId)),
    app.events.subscribe('notification.created', ({ notification }) =>
      notifications.emitted(notification.notificationId),
    ),
  ];

  const recheckSessions = async () => {
    const sockets = [...io.of('/').sockets.values()];
    const ids = [...new Set(sockets.map((socket) => socket.data.sessionId))];
    const live = new Set<string>();
    for (let i = 0; i < ids.length; i += SESSION_CHUNK) {
      for (const id of await liveSessionIds(app.db, ids.slice(i, i + SESSION_CHUNK), new Date()))
        live.add(id);
    }
    for (const socket of sockets) {
      if (!live.has(socket.data.sessionId)) socket.disconnect(true);
    }
  };

  const tick = async () => {
    // Sessions first: nothing is delivered to a socket whose session has just ended.
    await recheckSessions();
    await messages.deliver();
    await notifications.deliver();
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      tick()
        .catch((err: unknown) => app.log.warn({ err }, 'could not catch sockets up from the database'))
        .finally(schedule);
    }, CATCH_UP_INTERVAL_MS);
  };
  if (markNow) {
    // The starting point is taken now, so everything stored from here on is delivered.
    Promise.all([messages.start(), notifications.start()])
      .catch((err: unknown) => app.log.warn({ err }, 'could not read where to catch up from'))
      .finally(schedule);
  } else {
    schedule();
  }

  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      for (const stop of unsubscribe) stop();
    },
  };
}

/**
 * Rows with increasing ids, each delivered once: everything above `floor` is read on every
 * pass, and the floor moves up to what was seen LATE_COMMIT_MS ago.
 */
export function rowsAfter<T extends { id: number }>(
  top: () => Promise<number>,
  read: (afterId: number) => Promise<T[]>,
  deliver: (row: T) => void,
) {
  let floor: number | null = null;
  const marks: Array<{ at: number; top: number }> = [];
  const done = new Set<number>();
  return {
    async start() {
      floor = await top();
    },
    emitted(id: number) {
      done.add(id);
    },
    async deliver() {
      // The start could not read the database: begin from what is there now.
      if (floor === null) floor = await top();
      let highest = floor;
      for (;;) {
        const rows = await read(highest);
        for (const row of rows) {
          highest = Math.max(highest, row.id);
          if (done.has(row.id)) continue;
          done.add(row.id);
          deliver(row);
        }
        if (rows.length < PAGE) break;
      }
      const now = Date.now();
      marks.push({ at: now, top: highest });
      while (marks.length > 0 && marks[0]!.at <= now - LATE_COMMIT_MS)
        floor = Math.max(floor, marks.shift()!.top);
      for (const id of done) if (id <= floor) done.delete(id);
    },
  };
}
