import { chatEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { chatsQueryKey } from './keys';

/** GET /chat: `data` is the list of chats; the student site uses the first (docs/chat.md, "Reading"). */
export const getChats = async () => (await call(chatEndpoints.list)).data;

export function useChats() {
  const { isAuthenticated } = useAuth();
  return useQuery({ queryKey: chatsQueryKey, queryFn: getChats, enabled: isAuthenticated });
}
