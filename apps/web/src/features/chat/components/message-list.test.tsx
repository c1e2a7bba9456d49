import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chatMessage } from '../../../test/fixtures/chat';
import type { LocalMessage } from '../realtime/chat-cache';
import { MessageList } from './message-list';

const at = (hours: number, minutes: number) => new Date(2026, 0, 5, hours, minutes).toISOString();
const message = (over: Partial<LocalMessage>): LocalMessage => ({
  ...chatMessage(1, { chatId: 3, message: 'hello', createdAt: at(9, 5) }),
  ...over,
});

describe('MessageList', () => {
  it('puts own messages right with Read/Sent and 24-hour times, the advisor’s left without a label', () => {
    render(
      <MessageList
        userId={1}
        onRetry={vi.fn()}
        canLoadOlder={false}
        loadingOlder={false}
        onLoadOlder={vi.fn()}
        messages={[
          message({ messageId: 1, senderId: 2, message: 'Welcome!', createdAt: at(21, 7) }),
          message({ messageId: 2, message: 'Thanks', isRead: true, createdAt: at(21, 9) }),
          message({ messageId: -1, message: 'On its way', clientId: 'c1234567', status: 'pending' }),
          message({ messageId: 3, senderId: 2, message: 'A photo', image: 'uploads/x.webp' }),
        ]}
      />,
    );
    const [theirs, read, sending, photo] = screen.getAllByTestId('chat-message');
    expect(theirs).toHaveClass('justify-start');
    expect(within(theirs!).getByText('21:07')).toBeInTheDocument();
    expect(within(theirs!).queryByText(/^(Read|Sent)$/)).toBeNull();
    expect(read).toHaveClass('justify-end');
    expect(within(read!).getByText('Read')).toBeInTheDocument();
    expect(within(read!).getByText('21:09')).toBeInTheDocument();
    expect(within(sending!).getByText('Sent')).toBeInTheDocument();
    expect(within(photo!).getByRole('img', { name: 'Attached' })).toHaveAttribute('src', '/uploads/x.webp');
  });

  it('offers a retry for a message the server refused', () => {
    const onRetry = vi.fn();
    const failed = message({ messageId: -2, clientId: 'c7654321', status: 'failed', error: 'Too fast' });
    render(
      <MessageList
        userId={1}
        onRetry={onRetry}
        canLoadOlder={false}
        loadingOlder={false}
        onLoadOlder={vi.fn()}
        messages={[failed]}
      />,
    );
    expect(screen.getByText('Not sent')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(onRetry).toHaveBeenCalledWith(failed);
  });
});

describe('MessageList scrolling', () => {
  it('goes to the bottom 100 ms after the messages load, and again when a new one arrives', async () => {
    vi.useFakeTimers();
    const height = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(800);
    try {
      const props = {
        userId: 1,
        onRetry: vi.fn(),
        canLoadOlder: false,
        loadingOlder: false,
        onLoadOlder: vi.fn(),
      };
      const { container, rerender } = render(
        <MessageList {...props} messages={[message({ messageId: 1 })]} />,
      );
      const scroller = container.firstElementChild as HTMLElement;
      expect(scroller.scrollTop).toBe(0);
      vi.advanceTimersByTime(99);
      expect(scroller.scrollTop).toBe(0);
      vi.advanceTimersByTime(1);
      expect(scroller.scrollTop).toBe(800);

      scroller.scrollTop = 100;
      height.mockReturnValue(900);
      rerender(<MessageList {...props} messages={[message({ messageId: 1 }), message({ messageId: 2 })]} />);
      expect(scroller.scrollTop).toBe(900);
    } finally {
      height.mockRestore();
      vi.useRealTimers();
    }
  });

  it('scrolling up to the top loads older messages, once at a time, while there are any', () => {
    const onLoadOlder = vi.fn();
    const props = { userId: 1, onRetry: vi.fn(), onLoadOlder, messages: [message({ messageId: 5 })] };
    const { container, rerender } = render(<MessageList {...props} canLoadOlder loadingOlder={false} />);
    const scroller = container.firstElementChild as HTMLElement;
    scroller.scrollTop = 300;
    fireEvent.scroll(scroller);
    expect(onLoadOlder).not.toHaveBeenCalled();
    scroller.scrollTop = 10;
    fireEvent.scroll(scroller);
    fireEvent.scroll(scroller);
    expect(onLoadOlder).toHaveBeenCalledTimes(1);

    rerender(<MessageList {...props} canLoadOlder loadingOlder />);
    rerender(<MessageList {...props} canLoadOlder={false} loadingOlder={false} />);
    scroller.scrollTop = 0;
    fireEvent.scroll(scroller);
    expect(onLoadOlder).toHaveBeenCalledTimes(1);
  });

  it('says what an empty chat is for, in the words its page gives', () => {
    const props = {
      userId: 1,
      onRetry: vi.fn(),
      canLoadOlder: false,
      loadingOlder: false,
      onLoadOlder: vi.fn(),
    };
    const { rerender } = render(<MessageList {...props} messages={[]} />);
    expect(screen.getByText('Ask your advisor anything about studying abroad.')).toBeInTheDocument();
    rerender(<MessageList {...props} messages={[]} emptyHint="Nothing from this student yet." />);
    expect(screen.getByText('Nothing from this student yet.')).toBeInTheDocument();
  });
});
