import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeSocket } from '../../../lib/realtime';
import { applyRead, type LocalMessage, mergeMessages, messagesQueryKey } from './chat-cache';

/**
 * Maps the chat's socket events into the query cache for the whole session, so a chat opened
 * later shows what arrived meanwhile. After a reconnect every chat query is refetched, which
 * fetches what was missed (see get-messages.ts).
 */
export function bindChatCache(socket: RealtimeSocket, queryClient: QueryClient) {
  const update = (chatId: number, change: (list: LocalMessage[]) => LocalMessage[]) =>
    queryClient.setQueryData<LocalMessage[]>(messagesQueryKey(chatId), (list) =>
      list ? change(list) : list,
    );

  const onMessage: Parameters<typeof socket.on<'receiveMessage'>>[1] = (message) =>
    update(message.chatId, (list) => mergeMessages(list, [message]));
  const onRead: Parameters<typeof socket.on<'messagesRead'>>[1] = (event) =>
    update(event.chatId, (list) => applyRead(list, event));
  const onReconnect = () => void queryClient.invalidateQueries({ queryKey: ['chat'] });

  socket.on('receiveMessage', onMessage);
  socket.on('messagesRead', onRead);
  socket.io.on('reconnect', onReconnect);
  return () => {
    socket.off('receiveMessage', onMessage);
    socket.off('messagesRead', onRead);
    socket.io.off('reconnect', onReconnect);
  };
}
