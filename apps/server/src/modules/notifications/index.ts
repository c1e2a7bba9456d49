export {
  lastId as lastNotificationId,
  listAfter as listNotificationsAfter,
} from './notifications.repository';
export { type NotifyInput, notify } from './notifications.service';
