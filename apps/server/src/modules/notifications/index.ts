export { type NotifyInput, notify } from './notifications.service';
