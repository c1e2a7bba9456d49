import {
  emptyEnvelopeSchema,
  envelopeSchema,
  idParam,
  notificationItemSchema,
  notificationsClearedSchema,
  notificationsReadSchema,
  pageQuerySchema,
  unreadCountSchema,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../lib/guards';
import * as service from './notifications.service';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];

  /** `data` is the plain list of the page's items; the totals are in the message (docs/notifications.md). */
  app.get(
    '/notification/notifications',
    {
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: envelopeSchema(z.array(notificationItemSchema)) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const page = await service.listOwn(app.db, user.userId, request.query);
      return ok(page.items, `${page.total} notifications, ${page.unread} unread`);
    },
  );

  app.get(
    '/notification/unread-count',
    { schema: { tags, response: { 200: envelopeSchema(unreadCountSchema) } } },
    async (request) => {
      const user = requireUser(request);
      return ok({ count: await service.unreadCount(app.db, user.userId) });
    },
  );

  app.post(
    '/notification/read-all',
    { schema: { tags, response: { 200: envelopeSchema(notificationsReadSchema) } } },
    async (request) => {
      const user = requireUser(request);
      const updated = await service.markAllRead(app.db, user.userId);
      return ok({ updated }, 'Notifications marked as read');
    },
  );

  app.post(
    '/notification/:notificationId/read',
    {
      schema: {
        tags,
        params: z.object({ notificationId: idParam('notificationId') }),
        response: { 200: emptyEnvelopeSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await service.markRead(app.db, user.userId, request.params.notificationId);
      return ok(null, 'Notification marked as read');
    },
  );

  app.delete(
    '/notification/notifications',
    { schema: { tags, response: { 200: envelopeSchema(notificationsClearedSchema) } } },
    async (request) => {
      const user = requireUser(request);
      const deleted = await service.clearAll(app.db, user.userId);
      return ok({ deleted }, 'Notifications cleared');
    },
  );
};
