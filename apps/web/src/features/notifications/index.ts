/** What other features (and the app's real-time layer) may use of this one (ADR 005). */
export { unreadCountQueryKey } from './api/get-unread-count';
export { notificationsRootKey } from './api/keys';
