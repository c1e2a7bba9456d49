import type { ChatMessage } from '@edupath/contract';
import { CHAT_PAGE_SIZE } from '@edupath/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorText } from '../../../lib/form-errors';
import { loadOlderMessages } from '../api/get-messages';
import { uploadChatImage } from '../api/upload-chat-image';
import type { useChatSession } from '../hooks/use-chat-session';
import { Composer } from './composer';
import { MessageList } from './message-list';

/**
 * One chat's messages and the composer under them, the same for the student's /chat and the
 * console's conversation (docs/chat.md): scrolling up loads the history backwards, Enter sends,
 * an attached image is uploaded, then sent.
 */
export function ChatThread({
  chatId,
  userId,
  messages,
  session,
  emptyHint,
}: {
  chatId: number;
  userId: number;
  messages: ChatMessage[];
  session: ReturnType<typeof useChatSession>;
  emptyHint?: string;
}) {
  const queryClient = useQueryClient();
  const [older, setOlder] = useState({ exhausted: false, loading: false });
  const stored = messages.filter((m) => m.messageId > 0).length;

  const loadOlder = async () => {
    setOlder({ exhausted: false, loading: true });
    try {
      const more = await loadOlderMessages(queryClient, chatId);
      setOlder({ exhausted: !more, loading: false });
    } catch {
      setOlder({ exhausted: false, loading: false });
      toast.error('Failed to load earlier messages. Please try again.');
    }
  };

  const attach = async (file: File) => {
    try {
      session.send('', await uploadChatImage(file));
    } catch (err) {
      toast.error(errorText(err, 'Failed to attach the image. Please try again.'));
    }
  };

  return (
    <>
      <MessageList
        messages={messages}
        userId={userId}
        onRetry={session.retry}
        canLoadOlder={stored >= CHAT_PAGE_SIZE && !older.exhausted}
        loadingOlder={older.loading}
        onLoadOlder={loadOlder}
        emptyHint={emptyHint}
      />
      <Composer onSend={(text) => session.send(text)} onAttach={attach} />
    </>
  );
}
