export { lastMessageId, listMessagesAfter } from './chat.repository';
export { chatRoutes } from './chat.routes';
export {
  type ChatDeps,
  markRead,
  requireChatFor,
  sendMessage,
} from './chat.service';
export { createChatDeps } from './chat-deps';
