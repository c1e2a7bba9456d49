import { CHAT_MESSAGES } from '@edupath/contract/messages';
import { clsx } from 'clsx';
import { formatClock } from '../../../lib/format-time';
import { imageUrl } from '../../../lib/image-url';
import type { LocalMessage } from '../realtime/chat-cache';

interface MessageBubbleProps {
  message: LocalMessage;
  own: boolean;
  onRetry?: (message: LocalMessage) => void;
  /** An attached image finished loading (the list may grow under the reader). */
  onImageLoad?: () => void;
}

/** One message: own on the right with 'Read'/'Sent', the other party's on the left (docs/chat.md). */
export function MessageBubble({ message, own, onRetry, onImageLoad }: MessageBubbleProps) {
  const failed = message.status === 'failed';
  return (
    <li className={clsx('flex', own ? 'justify-end' : 'justify-start')} data-testid="chat-message">
      <div className={clsx('flex max-w-[85%] flex-col sm:max-w-[70%]', own ? 'items-end' : 'items-start')}>
        <div
          className={clsx(
            'max-w-full rounded-2xl shadow-sm',
            message.message ? 'px-4 py-2' : 'p-1',
            own
              ? 'rounded-br-md bg-primary-dark text-white'
              : 'rounded-bl-md border border-line bg-white text-gray-900',
            failed && 'opacity-70',
          )}
        >
          {message.image && (
            <a href={imageUrl(message.image)} target="_blank" rel="noreferrer" className="block">
              <img
                src={imageUrl(message.image)}
                alt="Attached"
                className={clsx('max-h-64 w-auto rounded-xl object-contain', message.message && 'mb-1')}
                onLoad={onImageLoad}
              />
            </a>
          )}
          {message.message && (
            <p className="whitespace-pre-wrap text-[15px] leading-relaxed [overflow-wrap:anywhere]">
              {message.message}
            </p>
          )}
        </div>
        <div className="mt-1 flex items-center gap-2 px-1 text-xs text-gray-500">
          <time dateTime={message.createdAt}>{formatClock(message.createdAt)}</time>
          {own &&
            (failed ? (
              <span className="text-red-600">
                Not sent
                {onRetry && (
                  <button
                    type="button"
                    onClick={() => onRetry(message)}
                    className="ml-2 font-medium text-primary-dark underline hover:text-primary-dark"
                  >
                    Retry
                  </button>
                )}
              </span>
            ) : (
              <span className={clsx(message.isRead && 'font-medium text-secondary')}>
                {message.isRead ? CHAT_MESSAGES.read : CHAT_MESSAGES.sent}
              </span>
            ))}
        </div>
      </div>
    </li>
  );
}
