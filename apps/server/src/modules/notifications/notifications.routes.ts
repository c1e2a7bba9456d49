import { notificationEndpoints as E } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import * as service from './notifications.service';

/** A user's own notifications, registered from their descriptions (docs/notifications.md). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = { tags: ['notifications'] };

  serve(
    app,
    E.list,
    async ({ user, query }) => {
      const page = await service.listOwn(app.db, user.userId, query);
      return ok(page.items, `${page.total} notifications, ${page.unread} unread`);
    },
    options,
  );

  serve(
    app,
    E.unreadCount,
    async ({ user }) => ok({ count: await service.unreadCount(app.db, user.userId) }),
    options,
  );

  serve(
    app,
    E.readAll,
    async ({ user }) =>
      ok({ updated: await service.markAllRead(app.db, user.userId) }, 'Notifications marked as read'),
    options,
  );

  serve(
    app,
    E.read,
    async ({ user, params }) => {
      await service.markRead(app.db, user.userId, params.notificationId);
      return ok(null, 'Notification marked as read');
    },
    options,
  );

  serve(
    app,
    E.clear,
    async ({ user }) => ok({ deleted: await service.clearAll(app.db, user.userId) }, 'Notifications cleared'),
    options,
  );
};
