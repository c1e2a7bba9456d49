/** What the rest of the app (other features and its real-time layer) may use of this one (ADR 005). */
export { unreadCountQueryKey, useUnreadCount } from './api/get-unread-count';
export { notificationsRootKey } from './api/keys';
