import type { AuthUser, StaffChatItem } from '@edupath/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-client';
import { paths } from '../../../../lib/paths';
import { useMessages } from '../../api/get-messages';
import { markChatOpened } from '../../api/get-staff-chats';
import { ChatThread } from '../../components/chat-thread';
import { useChatSession } from '../../hooks/use-chat-session';
import { chatConsolePaths } from '../paths';

/**
 * One support chat seen from the console, with the student chat's own thread: the messages
 * arrive live, opening it reads the student's messages (their 'Read' turns live), Enter sends,
 * and scrolling up loads the history backwards.
 */
export function Conversation({
  chatId,
  chat,
  user,
}: {
  chatId: number;
  /** The chat's row in the inbox, when it is on the page shown. */
  chat: StaffChatItem | undefined;
  user: AuthUser;
}) {
  const queryClient = useQueryClient();
  const messages = useMessages(chatId);
  const session = useChatSession({ chatId, userId: user.userId, recipientId: chat?.student.userId });
  const isAdvisor = chat?.advisor.userId === user.userId;

  useEffect(() => {
    // An admin watching a chat does not read it for its advisor.
    if (isAdvisor) markChatOpened(queryClient, chatId);
  }, [isAdvisor, queryClient, chatId]);

  const missing = messages.error instanceof ApiError && [403, 404].includes(messages.error.status);

  return (
    <section aria-label="Conversation" className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b border-line px-3 py-2">
        <Link
          to={chatConsolePaths.chats}
          className="rounded-md p-1 text-ink-secondary hover:bg-gray-100 md:hidden"
          aria-label="All chats"
        >
          <ChevronLeft className="h-5 w-5" />
        </Link>
        {chat ? (
          <>
            <Avatar
              name={chat.student.name}
              image={chat.student.profileImage}
              className="h-9 w-9 rounded-full"
            />
            <div className="min-w-0 flex-1">
              <h2 className="truncate font-semibold text-gray-900">
                <Link to={paths.adminStudent(chat.student.userId)} className="hover:underline">
                  {chat.student.name}
                </Link>
              </h2>
              <p className="truncate text-xs text-ink-secondary">
                {chat.student.email}
                {!isAdvisor && ` · advisor ${chat.advisor.name}`}
              </p>
            </div>
          </>
        ) : (
          <h2 className="flex-1 font-semibold text-gray-900">Chat #{chatId}</h2>
        )}
        <span className="flex items-center gap-1.5 text-xs text-ink-secondary">
          <span
            className={
              session.connected ? 'h-2 w-2 rounded-full bg-emerald-500' : 'h-2 w-2 rounded-full bg-gray-300'
            }
          />
          {session.connected ? 'Live' : 'Connecting...'}
        </span>
      </header>
      {messages.isPending ? (
        <Spinner label="Loading messages" className="flex-1" />
      ) : messages.isError ? (
        <p role="alert" className="m-4 rounded-lg bg-red-50 px-3 py-2 text-red-700">
          {missing
            ? 'This chat does not exist or is not yours.'
            : 'Failed to load messages. Please try again.'}
        </p>
      ) : (
        <ChatThread
          chatId={chatId}
          userId={user.userId}
          messages={messages.data}
          session={session}
          emptyHint="No messages in this chat yet."
        />
      )}
    </section>
  );
}
