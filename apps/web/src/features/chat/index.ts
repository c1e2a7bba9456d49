/** What the rest of the app may use of this feature (ADR 005). */
export { loadOlderMessages, useMessages } from './api/get-messages';
export { CHATS_PAGE_SIZE, markChatOpened, useStaffChats } from './api/get-staff-chats';
export { staffChatsQueryKey } from './api/keys';
export { uploadChatImage } from './api/upload-chat-image';
export { Composer } from './components/composer';
export { MessageList } from './components/message-list';
export { useChatSession } from './hooks/use-chat-session';
export { messagesQueryKey } from './realtime/chat-cache';
export { bindChatCache } from './realtime/chat-events';
