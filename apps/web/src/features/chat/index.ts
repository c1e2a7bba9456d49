import { lazy } from 'react';

/** What the rest of the app may use of this feature (ADR 005). */
export { staffChatsQueryKey } from './api/keys';
export { messagesQueryKey } from './realtime/chat-cache';
export { bindChatCache } from './realtime/chat-events';

/** The console's support chats, loaded on the first visit, and their addresses. */
export const ChatsConsoleRoute = lazy(() => import('./console/routes/chats'));
export { chatConsolePaths } from './console/paths';
