import { CHAT_MESSAGE_MAX_LENGTH } from '@edupath/contract/constants';
import { CHAT_MESSAGES } from '@edupath/contract/messages';
import { ImagePlus, SendHorizontal } from 'lucide-react';
import { type ChangeEvent, type KeyboardEvent, useId, useRef, useState } from 'react';

interface ComposerProps {
  /** Returns false when nothing was sent (blank text, no chat). */
  onSend: (text: string) => boolean;
  onAttach?: (file: File) => Promise<void>;
  disabled?: boolean;
}

/** Multi-line input: Enter sends, Shift+Enter adds a line; send is disabled while blank (docs/chat.md). */
export function Composer({ onSend, onAttach, disabled }: ComposerProps) {
  const [text, setText] = useState('');
  const [attaching, setAttaching] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const counterId = useId();
  const tooLong = text.trim().length > CHAT_MESSAGE_MAX_LENGTH;
  const blank = text.trim().length === 0;

  const submit = () => {
    if (blank || tooLong || disabled) return;
    if (onSend(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method is composing, Enter confirms the composition instead of sending.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !onAttach) return;
    setAttaching(true);
    try {
      await onAttach(file);
    } finally {
      setAttaching(false);
    }
  };

  return (
    <form
      className="border-t border-line bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex items-end gap-2">
        {onAttach && (
          <>
            <button
              type="button"
              aria-label="Attach an image"
              title="Attach an image"
              disabled={disabled || attaching}
              onClick={() => fileInput.current?.click()}
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-secondary hover:bg-gray-100 hover:text-primary-dark disabled:opacity-50"
            >
              <ImagePlus className="h-5 w-5" />
            </button>
            <input
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              className="hidden"
              onChange={onFile}
              data-testid="chat-image-input"
            />
          </>
        )}
        <textarea
          aria-label="Message"
          aria-describedby={tooLong ? counterId : undefined}
          placeholder={CHAT_MESSAGES.placeholder}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="field-sizing-content max-h-36 min-h-11 flex-1 resize-none rounded-2xl border border-line bg-gray-50 px-4 py-2.5 text-[15px] outline-none focus:border-primary focus:bg-white focus:ring-2 focus:ring-primary/20"
        />
        <button
          type="submit"
          aria-label="Send message"
          disabled={blank || tooLong || disabled}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary-dark text-white transition-colors hover:bg-secondary disabled:cursor-not-allowed disabled:bg-primary/40"
        >
          <SendHorizontal className="h-5 w-5" />
        </button>
      </div>
      {text.length > CHAT_MESSAGE_MAX_LENGTH - 200 && (
        <p id={counterId} className={tooLong ? 'mt-1 text-xs text-red-600' : 'mt-1 text-xs text-gray-500'}>
          {tooLong
            ? CHAT_MESSAGES.tooLong
            : `${CHAT_MESSAGE_MAX_LENGTH - text.trim().length} characters left`}
        </p>
      )}
    </form>
  );
}
