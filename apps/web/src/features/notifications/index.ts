import { lazy } from 'react';

/** What the rest of the app (other features and its real-time layer) may use of this one (ADR 005). */
export { unreadCountQueryKey, useUnreadCount } from './api/get-unread-count';
export { notificationsRootKey } from './api/keys';

/** The console's notify form and outbox, each loaded on its first visit, and their addresses. */
export const NotifyRoute = lazy(() => import('./console/routes/notify'));
export const OutboxRoute = lazy(() => import('./console/routes/outbox'));
export { notificationConsolePaths } from './console/paths';
