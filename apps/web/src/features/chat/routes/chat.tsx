import { CHAT_WINDOW_HEIGHT_PX } from '@edupath/contract/constants';
import { CHAT_MESSAGES } from '@edupath/contract/messages';
import { LifeBuoy } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useAuth } from '../../../lib/auth-storage';
import { useChats } from '../api/get-chats';
import { useMessages } from '../api/get-messages';
import { ChatThread } from '../components/chat-thread';
import { useChatSession } from '../hooks/use-chat-session';

/**
 * /chat, titled Support: the student's conversation with their advisor (docs/chat.md, "The page").
 * The router keeps it behind RequireAuth, so a visitor never gets here: they go to /intro.
 */
export default function ChatRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return <SupportChat userId={user.userId} />;
}

function SupportChat({ userId }: { userId: number }) {
  const chats = useChats();
  // Only the first chat of the list is used (docs/chat.md, "Reading").
  const chat = chats.data?.[0];
  const messages = useMessages(chat?.chatId);
  const session = useChatSession({ chatId: chat?.chatId, userId, recipientId: chat?.user.userId });

  let body: React.ReactNode;
  if (chats.isPending || (chat && messages.isPending))
    body = <Spinner label="Loading messages" className="flex-1" />;
  else if (chats.isError || messages.isError)
    body = <ErrorState message="Failed to load messages. Please try again." />;
  else if (!chat)
    body = (
      <div className="flex flex-1 items-center p-6">
        <EmptyState
          icon={<LifeBuoy className="h-10 w-10" />}
          title="No advisor assigned yet"
          text="An advisor will be assigned to you soon. Please check back a little later."
        />
      </div>
    );
  else
    body = (
      <ChatThread chatId={chat.chatId} userId={userId} messages={messages.data ?? []} session={session} />
    );

  return (
    <section className="mx-auto w-full max-w-3xl px-3 py-6 sm:px-4 sm:py-10">
      <h1 className="mb-4 text-2xl font-bold text-secondary sm:text-3xl">{CHAT_MESSAGES.title}</h1>
      <div
        className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
        style={{ height: CHAT_WINDOW_HEIGHT_PX }}
      >
        {chat && (
          <header className="flex items-center gap-3 border-b border-line bg-white px-4 py-3">
            <Avatar
              name={chat.user.name}
              image={chat.user.profileImage}
              alt={chat.user.name}
              className="h-11 w-11 rounded-full"
              letterClassName="bg-primary-light text-lg font-semibold text-secondary"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-gray-900" data-testid="advisor-name">
                {chat.user.name}
              </p>
              <p className="flex items-center gap-1.5 text-xs text-ink-secondary">
                <span
                  className={
                    session.connected
                      ? 'h-2 w-2 rounded-full bg-emerald-500'
                      : 'h-2 w-2 rounded-full bg-gray-300'
                  }
                />
                {session.connected ? 'Your advisor' : 'Connecting...'}
              </p>
            </div>
          </header>
        )}
        {body}
      </div>
    </section>
  );
}
