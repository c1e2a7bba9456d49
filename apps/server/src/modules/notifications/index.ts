export {
  lastId as lastNotificationId,
  listAfter as listNotificationsAfter,
} from './notifications.repository';
export { notify } from './notifications.service';
