import type { AckAnswer, ChatMessage, OutgoingMessage } from '@edupath/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { newClientId, type RealtimeSocket, useRealtimeSocket } from '../../../lib/realtime';
import {
  addPending,
  type LocalMessage,
  markFailed,
  markPending,
  mergeMessages,
  messagesQueryKey,
} from '../realtime/chat-cache';

let localSequence = 0;

interface ChatSessionOptions {
  chatId: number | undefined;
  userId: number | undefined;
  recipientId: number | undefined;
}

/**
 * The open chat on the app's socket: joins it (and re-joins after a reconnect, resending own
 * messages that were never acknowledged: the clientId makes that safe), leaves it on unmount,
 * marks incoming messages read while the page is visible, and sends.
 */
export function useChatSession({ chatId, userId, recipientId }: ChatSessionOptions) {
  const socket = useRealtimeSocket();
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(() => socket?.connected ?? false);

  const update = useCallback(
    (change: (list: LocalMessage[]) => LocalMessage[]) => {
      if (chatId === undefined) return;
      queryClient.setQueryData<LocalMessage[]>(messagesQueryKey(chatId), (list) => change(list ?? []));
    },
    [queryClient, chatId],
  );

  const emitSend = useCallback(
    (target: RealtimeSocket, message: LocalMessage) => {
      const payload: OutgoingMessage = {
        chatId: message.chatId,
        senderId: message.senderId,
        message: message.message,
        image: message.image,
        recieverId: recipientId,
        createdAt: message.createdAt,
        clientId: message.clientId ?? undefined,
      };
      // Without an answer (the connection dropped) the message stays 'Sent' locally and is
      // resent with the same clientId after the reconnect.
      target.emit('sendMessage', payload, (answer: AckAnswer<ChatMessage>) => {
        if (answer.ok) update((list) => mergeMessages(list, [answer.data]));
        else {
          update((list) => markFailed(list, message.clientId!, answer.message));
          toast.error(answer.message);
        }
      });
    },
    [recipientId, update],
  );

  // The join effect must not re-run (leave and re-join) each time the send callback changes.
  const latest = useRef({ emitSend });
  latest.current = { emitSend };

  useEffect(() => {
    if (!socket || chatId === undefined || userId === undefined) return;
    const markRead = () => {
      if (document.visibilityState === 'visible' && socket.connected) socket.emit('markRead', chatId);
    };
    const join = () => {
      setConnected(true);
      socket.emit('registerUser', userId);
      socket.emit('joinChat', chatId);
      const unacknowledged = (
        queryClient.getQueryData<LocalMessage[]>(messagesQueryKey(chatId)) ?? []
      ).filter((m) => m.status === 'pending');
      for (const message of unacknowledged) latest.current.emitSend(socket, message);
    };
    const onDisconnect = () => setConnected(false);
    const onMessage = (message: ChatMessage) => {
      if (message.chatId === chatId && message.senderId !== userId) markRead();
    };
    if (socket.connected) join();
    socket.on('connect', join);
    socket.on('disconnect', onDisconnect);
    socket.on('receiveMessage', onMessage);
    document.addEventListener('visibilitychange', markRead);
    return () => {
      socket.off('connect', join);
      socket.off('disconnect', onDisconnect);
      socket.off('receiveMessage', onMessage);
      document.removeEventListener('visibilitychange', markRead);
      if (socket.connected) socket.emit('leaveChat', chatId);
    };
  }, [socket, chatId, userId, queryClient]);

  /** Ignored when the text is blank after trimming (and no image), or with no chat or user (docs/chat.md). */
  const send = useCallback(
    (text: string, image: string | null = null) => {
      const message = text.trim();
      if ((!message && !image) || chatId === undefined || userId === undefined || !socket) return false;
      localSequence += 1;
      const local: LocalMessage = {
        messageId: -localSequence,
        chatId,
        senderId: userId,
        message,
        image,
        createdAt: new Date().toISOString(),
        isRead: false,
        clientId: newClientId(),
        status: 'pending',
      };
      update((list) => addPending(list, local));
      emitSend(socket, local);
      return true;
    },
    [chatId, userId, socket, update, emitSend],
  );

  const retry = useCallback(
    (message: LocalMessage) => {
      if (!socket || !message.clientId) return;
      update((list) => markPending(list, message.clientId!));
      emitSend(socket, { ...message, status: 'pending' });
    },
    [socket, update, emitSend],
  );

  return { send, retry, connected: socket ? connected : false };
}
