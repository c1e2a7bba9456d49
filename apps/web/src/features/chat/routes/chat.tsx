import { CHAT_PAGE_SIZE, CHAT_WINDOW_HEIGHT_PX } from '@edupath/contract/constants';
import { CHAT_MESSAGES } from '@edupath/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Avatar } from '../../../components/ui/avatar';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useAuth } from '../../../lib/auth-storage';
import { errorText } from '../../../lib/form-errors';
import { useChats } from '../api/get-chats';
import { loadOlderMessages, useMessages } from '../api/get-messages';
import { uploadChatImage } from '../api/upload-chat-image';
import { Composer } from '../components/composer';
import { MessageList } from '../components/message-list';
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
  const queryClient = useQueryClient();
  const session = useChatSession({ chatId: chat?.chatId, userId, recipientId: chat?.user.userId });
  const [older, setOlder] = useState<{ exhausted: boolean; loading: boolean }>({
    exhausted: false,
    loading: false,
  });

  const stored = messages.data?.filter((m) => m.messageId > 0).length ?? 0;

  const loadOlder = async () => {
    if (!chat) return;
    setOlder({ exhausted: false, loading: true });
    try {
      const more = await loadOlderMessages(queryClient, chat.chatId);
      setOlder({ exhausted: !more, loading: false });
    } catch {
      setOlder({ exhausted: false, loading: false });
      toast.error('Failed to load earlier messages. Please try again.');
    }
  };

  const attach = async (file: File) => {
    try {
      const path = await uploadChatImage(file);
      session.send('', path);
    } catch (err) {
      toast.error(errorText(err, 'Failed to attach the image. Please try again.'));
    }
  };

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
      <>
        <MessageList
          messages={messages.data ?? []}
          userId={userId}
          onRetry={session.retry}
          canLoadOlder={stored >= CHAT_PAGE_SIZE && !older.exhausted}
          loadingOlder={older.loading}
          onLoadOlder={loadOlder}
        />
        <Composer onSend={(text) => session.send(text)} onAttach={attach} />
      </>
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
