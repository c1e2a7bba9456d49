import type { ChatMessage } from '@edupath/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from '../../../../test/fixtures/catalogue';
import { chatMessage } from '../../../../test/fixtures/chat';
import {
  staffApplicationRow,
  staffChat,
  studentDetail,
  TEST_ADMIN,
  TEST_ADVISOR,
} from '../../../../test/fixtures/console';
import { mockApi } from '../../../../test/mock-api';
import { renderPage } from '../../../../test/render-page';
import ChatsRoute from './chats';

/** A connected Socket.IO client that records what the page emits and lets the test push events. */
const fake = await vi.hoisted(async () => {
  const { fakeSocket } = await import('../../../../test/fake-socket');
  const emitted: Array<{ event: string; args: unknown[] }> = [];
  const socket = Object.assign(fakeSocket(), {
    connected: true,
    emitted,
    emit(event: string, ...args: unknown[]) {
      emitted.push({ event, args });
    },
  });
  return { socket };
});
vi.mock('../../../../lib/realtime', async (original) => ({
  ...(await original<typeof import('../../../../lib/realtime')>()),
  useRealtimeSocket: () => fake.socket,
}));

const fromAsha = (messageId: number, text: string): ChatMessage =>
  chatMessage(messageId, { chatId: 907, senderId: 7, message: text });

const routes = [{ path: '/admin/chats/:chatId', element: <ChatsRoute /> }];

describe('/admin/chats', () => {
  beforeEach(() => {
    fake.socket.emitted.length = 0;
  });

  it('lists the chats newest first with their unread counts, and follows new messages live', async () => {
    let chats = [
      staffChat(907),
      staffChat(908, { unreadCount: 0, student: { ...staffChat(1).student, userId: 8, name: 'Kiran Shah' } }),
    ];
    const api = mockApi({
      'GET chat/staff/chats': () => ({ body: { data: page(chats, 1, 50, chats.length) } }),
    });
    renderPage(<ChatsRoute />, { route: '/admin/chats', path: '/admin/chats', user: TEST_ADVISOR, routes });
    const rows = await screen.findAllByTestId('chat-row');
    expect(rows.map((row) => within(row).getByText(/Asha Rao|Kiran Shah/).textContent)).toEqual([
      'Asha Rao',
      'Kiran Shah',
    ]);
    expect(within(rows[0]!).getByTestId('unread-count')).toHaveTextContent('2');
    expect(within(rows[0]!).getByText('Can you check my SOP?')).toBeInTheDocument();
    expect(screen.getByText('Choose a chat to read and answer it.')).toBeInTheDocument();

    chats = [
      staffChat(908, { unreadCount: 1, student: { ...staffChat(1).student, userId: 8, name: 'Kiran Shah' } }),
      staffChat(907),
    ];
    act(() => fake.socket.fire('receiveMessage', chatMessage(30, { chatId: 908, senderId: 8 })));
    await waitFor(() =>
      expect(within(screen.getAllByTestId('chat-row')[0]!).getByText('Kiran Shah')).toBeInTheDocument(),
    );
    expect(api.calls.filter((c) => c.path === 'chat/staff/chats')).toHaveLength(2);
  });

  it('opens a chat: its messages, read for the advisor, and Enter sends the reply', async () => {
    mockApi({
      'GET chat/staff/chats': () => ({ body: { data: page([staffChat(907)], 1, 50, 1) } }),
      'GET chat/messages': () => ({
        body: { data: [fromAsha(1, 'Hello'), fromAsha(2, 'Can you check my SOP?')] },
      }),
      'GET staff/students/7': () => ({ body: { data: studentDetail() } }),
    });
    renderPage(<ChatsRoute />, {
      route: '/admin/chats/:chatId',
      path: '/admin/chats/907',
      user: TEST_ADVISOR,
    });
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(
      within(log)
        .getAllByTestId('chat-message')
        .map((m) => m.textContent),
    ).toEqual([expect.stringContaining('Hello'), expect.stringContaining('Can you check my SOP?')]);
    expect(screen.getByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(fake.socket.emitted.map((e) => e.event)).toEqual(
      expect.arrayContaining(['registerUser', 'joinChat']),
    );
    expect(fake.socket.emitted.find((e) => e.event === 'joinChat')?.args[0]).toBe(907);
    // Opening the chat reads it for its advisor.
    await waitFor(() => expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument());

    const input = screen.getByRole('textbox');
    await userEvent.type(input, 'Send it over{Enter}');
    const sent = fake.socket.emitted.find((e) => e.event === 'sendMessage');
    expect(sent?.args[0]).toMatchObject({ chatId: 907, message: 'Send it over', recieverId: 7 });
    expect(within(log).getByText('Send it over')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('an admin watching a chat does not read it for the advisor', async () => {
    mockApi({
      'GET chat/staff/chats': () => ({ body: { data: page([staffChat(907)], 1, 50, 1) } }),
      'GET chat/messages': () => ({ body: { data: [fromAsha(1, 'Hello')] } }),
      'GET staff/students/7': () => ({ body: { data: studentDetail() } }),
    });
    renderPage(<ChatsRoute />, { route: '/admin/chats/:chatId', path: '/admin/chats/907', user: TEST_ADMIN });
    await screen.findByRole('log', { name: 'Messages' });
    expect(screen.getByText(`asha@example.test · advisor ${TEST_ADVISOR.name}`)).toBeInTheDocument();
    expect(screen.getByTestId('unread-count')).toHaveTextContent('2');
  });

  it('says so for a chat that is not the advisor’s', async () => {
    mockApi({
      'GET chat/staff/chats': () => ({ body: { data: page([], 1, 50, 0) } }),
      'GET chat/messages': () => ({ status: 403, body: { message: 'This chat is not yours' } }),
    });
    renderPage(<ChatsRoute />, {
      route: '/admin/chats/:chatId',
      path: '/admin/chats/55',
      user: TEST_ADVISOR,
    });
    expect(await screen.findByText('This chat does not exist or is not yours.')).toBeInTheDocument();
  });

  it('shows who the advisor talks to beside the conversation: photo, applications, deadlines, documents', async () => {
    mockApi({
      'GET chat/staff/chats': () => ({ body: { data: page([staffChat(907)], 1, 50, 1) } }),
      'GET chat/messages': () => ({ body: { data: [fromAsha(1, 'Hello')] } }),
      'GET staff/students/7': () => ({
        body: {
          data: studentDetail({
            applications: [
              staffApplicationRow({ documentsWaiting: 2, nextDeadline: '2099-12-06' }),
              staffApplicationRow({
                admissionApplicationId: 12,
                status: 'Accepted',
                documentsWaiting: 1,
                nextDeadline: null,
              }),
            ],
          }),
        },
      }),
    });
    renderPage(<ChatsRoute />, {
      route: '/admin/chats/:chatId',
      path: '/admin/chats/907',
      user: TEST_ADVISOR,
    });
    const context = await screen.findByRole('complementary', { name: 'About the student' });
    expect(await within(context).findByText('asha@example.test')).toBeInTheDocument();
    expect(within(context).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(context).getByTestId('context-documents')).toHaveTextContent('3 documents waiting');
    const applications = within(context).getByRole('region', { name: 'Applications' });
    const items = within(applications).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Pending');
    expect(items[0]).toHaveTextContent('Deadline Dec 6, 2099');
    expect(items[0]).toHaveTextContent('2 documents waiting');
    expect(items[1]).toHaveTextContent('Accepted');
    expect(items[1]).not.toHaveTextContent('Deadline');
    expect(within(context).getByRole('link', { name: 'Student page' })).toHaveAttribute(
      'href',
      '/admin/students/7',
    );
  });
});
