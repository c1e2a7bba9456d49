import type { ChatListItem } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';

export const chatsQueryKey = ['chat', 'list'] as const;

/** GET /chat: `data` is the list of chats; the student site uses the first (docs/chat.md, "Reading"). */
export const getChats = async () => (await api.get<ChatListItem[]>('chat')).data;

export function useChats() {
  const { isAuthenticated } = useAuth();
  return useQuery({ queryKey: chatsQueryKey, queryFn: getChats, enabled: isAuthenticated });
}
