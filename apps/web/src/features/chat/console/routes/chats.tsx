import type { StaffChatItem } from '@edupath/contract';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { MessagesSquare } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { SideListResults, usePageParam } from '../../../../components/console/side-list';
import { Avatar } from '../../../../components/ui/avatar';
import { useMediaQuery, useWideScreen } from '../../../../hooks/use-media-query';
import { useAuth } from '../../../../lib/auth-storage';
import { formatRelative } from '../../../../lib/format-time';
import { useRealtimeSocket } from '../../../../lib/realtime';
import { CHATS_PAGE_SIZE, useStaffChats } from '../../api/get-staff-chats';
import { staffChatsQueryKey } from '../../api/keys';
import { ChatContext } from '../components/chat-context';
import { Conversation } from '../components/conversation';
import { chatConsolePaths } from '../paths';

/** The inbox follows every message and read receipt live: the list is asked again on each. */
function useLiveInbox() {
  const socket = useRealtimeSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: staffChatsQueryKey });
    socket.on('receiveMessage', refresh);
    socket.on('messagesRead', refresh);
    socket.on('staffCountersChanged', refresh);
    return () => {
      socket.off('receiveMessage', refresh);
      socket.off('messagesRead', refresh);
      socket.off('staffCountersChanged', refresh);
    };
  }, [socket, queryClient]);
}

/**
 * /admin/chats and /admin/chats/:chatId: the support chats, newest activity first, with the
 * open conversation beside them (on a phone, one or the other).
 */
export default function ChatsRoute() {
  const { user } = useAuth();
  const params = useParams();
  const chatId = params.chatId ? Number(params.chatId) : undefined;
  const validChat = chatId !== undefined && Number.isInteger(chatId) && chatId > 0;
  const [page] = usePageParam();
  const wide = useWideScreen();
  // From 1280 px the student's context stands in a third column; below, it folds above the chat.
  const roomy = useMediaQuery('(min-width: 1280px)');
  const chats = useStaffChats(page);
  useLiveInbox();
  if (!user) return null;

  const open = validChat ? chats.data?.items.find((c) => c.chatId === chatId) : undefined;
  const showList = wide || chatId === undefined;
  const showConversation = wide || chatId !== undefined;
  const contextOf = showConversation && validChat ? open?.student.userId : undefined;

  return (
    <>
      <h1 className={clsx('mb-4 text-xl font-semibold text-secondary', !showList && 'sr-only')}>Chats</h1>
      {contextOf !== undefined && !roomy && <ChatContext studentId={contextOf} folded />}
      <div
        className={clsx(
          'grid overflow-hidden rounded-lg border border-line bg-white',
          wide
            ? 'h-[calc(100vh-9.5rem)] min-h-[28rem]'
            : 'h-[calc(100vh-11rem)] min-h-[24rem] grid-cols-[minmax(0,1fr)]',
          wide && (roomy ? 'grid-cols-[18rem_minmax(0,1fr)_18rem]' : 'grid-cols-[18rem_minmax(0,1fr)]'),
        )}
      >
        {showList && (
          <nav aria-label="Support chats" className="flex min-h-0 flex-col border-r border-line">
            <SideListResults
              list={chats}
              noun="chats"
              pageSize={CHATS_PAGE_SIZE}
              empty={<p className="p-4 text-ink-secondary">No support chats yet.</p>}
            >
              {(items) => (
                <ul className="min-h-0 flex-1 divide-y divide-line overflow-y-auto">
                  {items.map((chat) => (
                    <ChatRow
                      key={chat.chatId}
                      chat={chat}
                      active={chat.chatId === chatId}
                      viewerId={user.userId}
                      showAdvisor={user.role === 'admin'}
                    />
                  ))}
                </ul>
              )}
            </SideListResults>
          </nav>
        )}
        {showConversation &&
          (validChat ? (
            <Conversation key={chatId} chatId={chatId} chat={open} user={user} />
          ) : chatId !== undefined ? (
            <p role="alert" className="m-4 text-red-700">
              This chat does not exist.
            </p>
          ) : (
            <div className="flex flex-col items-center justify-center gap-2 text-ink-secondary">
              <MessagesSquare className="h-10 w-10 text-primary-dark" aria-hidden="true" />
              <p>Choose a chat to read and answer it.</p>
            </div>
          ))}
        {roomy &&
          wide &&
          (contextOf !== undefined ? (
            <ChatContext studentId={contextOf} folded={false} />
          ) : (
            <div className="border-l border-line" />
          ))}
      </div>
    </>
  );
}

function ChatRow({
  chat,
  active,
  viewerId,
  showAdvisor,
}: {
  chat: StaffChatItem;
  active: boolean;
  viewerId: number;
  showAdvisor: boolean;
}) {
  const last = chat.lastMessage;
  const preview = last ? last.message || 'Photo' : 'No messages yet';
  return (
    <li>
      <Link
        to={chatConsolePaths.chat(chat.chatId)}
        aria-current={active ? 'page' : undefined}
        data-testid="chat-row"
        className={clsx(
          'flex items-start gap-3 px-3 py-2.5 hover:bg-gray-50',
          active && 'bg-primary-light hover:bg-primary-light',
        )}
      >
        <Avatar name={chat.student.name} image={chat.student.profileImage} className="h-9 w-9 rounded-full" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span
              className={clsx(
                'truncate text-gray-900',
                chat.unreadCount > 0 ? 'font-semibold' : 'font-medium',
              )}
            >
              {chat.student.name}
            </span>
            {chat.lastMessageAt && (
              <span className="shrink-0 text-xs text-ink-secondary">
                {formatRelative(chat.lastMessageAt)}
              </span>
            )}
          </span>
          <span className="flex items-center justify-between gap-2">
            <span className="truncate text-ink-secondary">
              {last && last.senderId === viewerId && 'You: '}
              {last && last.senderId !== viewerId && last.senderId !== chat.student.userId && 'Staff: '}
              {preview}
            </span>
            {chat.unreadCount > 0 && (
              <span
                data-testid="unread-count"
                className="shrink-0 rounded-full bg-primary-dark px-1.5 py-0.5 text-xs font-semibold text-white"
              >
                <span className="sr-only">Unread: </span>
                {chat.unreadCount}
              </span>
            )}
          </span>
          {showAdvisor && (
            <span className="block truncate text-xs text-ink-secondary">{chat.advisor.name}</span>
          )}
        </span>
      </Link>
    </li>
  );
}
