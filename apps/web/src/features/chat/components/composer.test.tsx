import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';

describe('Composer', () => {
  it('Enter sends the text, Shift+Enter adds a line, and the field clears after sending', async () => {
    const onSend = vi.fn(() => true);
    render(<Composer onSend={onSend} />);
    const input = screen.getByPlaceholderText('Type a message...');
    await userEvent.type(input, 'first line{Shift>}{Enter}{/Shift}second line');
    expect(input).toHaveValue('first line\nsecond line');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(input, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('first line\nsecond line');
    expect(input).toHaveValue('');
  });

  it('disables sending while the text is blank, and Enter on blank sends nothing', async () => {
    const onSend = vi.fn(() => true);
    render(<Composer onSend={onSend} />);
    const button = screen.getByRole('button', { name: 'Send message' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByPlaceholderText('Type a message...'), '   {Enter}');
    expect(button).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(screen.getByPlaceholderText('Type a message...'), 'ok');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onSend).toHaveBeenCalledWith('   ok');
  });

  it('keeps the text when nothing was sent (no chat yet)', async () => {
    render(<Composer onSend={() => false} />);
    const input = screen.getByPlaceholderText('Type a message...');
    await userEvent.type(input, 'hold on{Enter}');
    expect(input).toHaveValue('hold on');
  });

  it('refuses more than 2,000 characters with a clear message', async () => {
    const onSend = vi.fn(() => true);
    render(<Composer onSend={onSend} />);
    const input = screen.getByPlaceholderText('Type a message...');
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(2001));
    expect(screen.getByText('Message is too long (2,000 characters at most)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await userEvent.type(input, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });
});
