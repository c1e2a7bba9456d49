import { z } from 'zod';
import { endpoint } from './endpoint';
import { emptyEnvelopeSchema, envelopeSchema } from './envelope';
import { notificationItemSchema } from './events';
import { idParam, pageQuerySchema } from './fields';
import { notificationsClearedSchema, notificationsReadSchema, unreadCountSchema } from './notifications';

/** A signed-in user's own notifications (docs/notifications.md). */
export const notificationEndpoints = {
  /** `data` is the plain list of the page's items; the totals are in the message. */
  list: endpoint({
    method: 'GET',
    path: '/notification/notifications',
    access: 'signedIn',
    query: pageQuerySchema,
    answer: envelopeSchema(z.array(notificationItemSchema)),
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/notification/unread-count',
    access: 'signedIn',
    answer: envelopeSchema(unreadCountSchema),
  }),
  readAll: endpoint({
    method: 'POST',
    path: '/notification/read-all',
    access: 'signedIn',
    answer: envelopeSchema(notificationsReadSchema),
  }),
  read: endpoint({
    method: 'POST',
    path: '/notification/:notificationId/read',
    access: 'signedIn',
    params: z.object({ notificationId: idParam('notificationId') }),
    answer: emptyEnvelopeSchema,
  }),
  clear: endpoint({
    method: 'DELETE',
    path: '/notification/notifications',
    access: 'signedIn',
    answer: envelopeSchema(notificationsClearedSchema),
  }),
};
