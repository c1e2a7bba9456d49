export { chatRoutes } from './chat.routes';
export {
  type ChatDeps,
  markRead,
  type Presence,
  requireChatOf,
  sendMessage,
} from './chat.service';
export { createChatDeps } from './chat-deps';
