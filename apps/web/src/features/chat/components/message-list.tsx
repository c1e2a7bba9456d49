import { CHAT_SCROLL_DELAY_MS } from '@edupath/contract/constants';
import { MessageCircle } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { LocalMessage } from '../realtime/chat-cache';
import { MessageBubble } from './message-bubble';

interface MessageListProps {
  messages: LocalMessage[];
  userId: number;
  onRetry: (message: LocalMessage) => void;
  canLoadOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** What an empty chat invites the reader to do. */
  emptyHint?: string;
}

function scrollToBottom(element: HTMLElement | null) {
  if (element) element.scrollTop = element.scrollHeight;
}

/**
 * The scrolling list. It goes to the bottom 100 ms after the messages load and whenever a
 * newer message arrives; scrolling to the top (or the button there) loads older messages and
 * keeps the view where it was.
 */
export function MessageList({
  messages,
  userId,
  onRetry,
  canLoadOlder,
  loadingOlder,
  onLoadOlder,
  emptyHint = 'Ask your advisor anything about studying abroad.',
}: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const heightBeforeOlder = useRef<number | null>(null);
  const last = messages.at(-1);
  const lastKey = last ? (last.clientId ?? String(last.messageId)) : '';

  const firstLastKey = useRef(lastKey);
  // Whether the reader is at the bottom, so a late-loading image does not leave them above it.
  const atBottom = useRef(true);

  useEffect(() => {
    const timer = setTimeout(() => scrollToBottom(scroller.current), CHAT_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    // The first render is covered by the delayed scroll above.
    if (lastKey && lastKey !== firstLastKey.current) scrollToBottom(scroller.current);
  }, [lastKey]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || heightBeforeOlder.current === null || loadingOlder) return;
    element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  });

  const loadOlder = () => {
    heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
    onLoadOlder();
  };

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
    if (element.scrollTop < 40 && canLoadOlder && !loadingOlder && heightBeforeOlder.current === null) {
      loadOlder();
    }
  };
  const onImageLoad = () => {
    if (atBottom.current) scrollToBottom(scroller.current);
  };

  return (
    <div ref={scroller} onScroll={onScroll} className="flex-1 overflow-y-auto bg-gray-50 px-3 py-4 sm:px-5">
      {canLoadOlder && (
        <div className="mb-4 flex justify-center">
          <button
            type="button"
            onClick={loadOlder}
            disabled={loadingOlder}
            className="rounded-full border border-line bg-white px-4 py-1.5 text-xs font-medium text-ink-secondary hover:border-primary hover:text-primary-dark disabled:opacity-50"
          >
            {loadingOlder ? 'Loading...' : 'Load earlier messages'}
          </button>
        </div>
      )}
      {messages.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center text-center text-ink-secondary">
          <MessageCircle className="mb-2 h-10 w-10 text-primary-dark" />
          <p className="font-medium">No messages yet</p>
          <p className="text-sm">{emptyHint}</p>
        </div>
      ) : (
        // The live region wraps the list: role="log" on the <ol> itself would orphan its items.
        <div role="log" aria-live="polite" aria-label="Messages">
          <ol className="flex flex-col gap-3">
            {messages.map((message) => (
              <MessageBubble
                key={message.clientId ?? message.messageId}
                message={message}
                own={message.senderId === userId}
                onRetry={onRetry}
                onImageLoad={onImageLoad}
              />
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
