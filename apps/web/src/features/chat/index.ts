/** What the rest of the app may use of this feature (ADR 005). */
export { messagesQueryKey } from './realtime/chat-cache';
export { bindChatCache } from './realtime/chat-events';
