export { chatRoutes } from './chat.routes';
export {
  type ChatDeps,
  markRead,
  type Presence,
  requireChatOf,
  sendMessage,
} from './chat.service';
export { createSendLimiter, type SendLimiter } from './send-limiter';
