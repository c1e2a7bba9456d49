/** What the rest of the app may use of this feature (ADR 005). */
export { unreadCountQueryKey, useUnreadCount } from './api/get-unread-count';
