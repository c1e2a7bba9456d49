import { z } from 'zod';

// The notification itself is in events.ts: it is also the receiveNotification payload.

/** GET /notification/unread-count */
export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** POST /notification/read-all: how many became read. */
export const notificationsReadSchema = z.object({ updated: z.number().int().nonnegative() });
export type NotificationsRead = z.infer<typeof notificationsReadSchema>;

/** DELETE /notification/notifications: how many were removed. */
export const notificationsClearedSchema = z.object({ deleted: z.number().int().nonnegative() });
export type NotificationsCleared = z.infer<typeof notificationsClearedSchema>;
