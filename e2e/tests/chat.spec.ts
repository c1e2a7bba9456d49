import type {
  ChatMessage,
  ClientToServerEvents,
  MessagesReadEvent,
  ServerToClientEvents,
} from '@edupath/contract';
import { io, type Socket } from 'socket.io-client';
import { createStudent, DEMO, expect, signInAs, test } from '../fixtures';

type AdvisorSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

test.describe('support chat', () => {
  test('a student sends with Enter, sees Sent then Read, and gets the advisor’s reply live', async ({
    page,
    request,
    baseURL,
  }) => {
    const student = await createStudent(request, 'Kavya Rao');

    // The advisor is a real Socket.IO client signed in through the staff login.
    const staff = await request.post('/api/v1/auth/staff/login', { data: DEMO.advisor });
    expect(staff.status()).toBe(200);
    const advisorToken: string = (await staff.json()).data.accessToken;
    const advisor: AdvisorSocket = io(baseURL!, { auth: { token: advisorToken }, transports: ['websocket'] });
    const received: ChatMessage[] = [];
    const receipts: MessagesReadEvent[] = [];
    advisor.on('receiveMessage', (message) => received.push(message));
    advisor.on('messagesRead', (event) => receipts.push(event));
    await new Promise<void>((resolve, reject) => {
      advisor.once('connect', resolve);
      advisor.once('connect_error', reject);
    });

    try {
      await signInAs(page, student, '/intro');
      const chatList = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/v1/chat' && r.request().method() === 'GET',
      );
      await page.goto('/chat');
      const chatId: number = (await (await chatList).json()).data[0].chatId;
      // The demo advisor serves every student and other specs run alongside: count this chat's only.
      const receivedHere = () => received.filter((m) => m.chatId === chatId);
      await expect(page.getByRole('heading', { name: 'Support', exact: true })).toBeVisible();
      await expect(page.getByTestId('advisor-name')).toHaveText('Arjun Mehta');
      await expect(page.getByTestId('avatar-letter')).toHaveText('A');

      const input = page.getByPlaceholder('Type a message...');
      const sendButton = page.getByRole('button', { name: 'Send message' });
      await expect(sendButton).toBeDisabled();
      await input.fill('   ');
      await expect(sendButton).toBeDisabled();

      // Shift+Enter adds a line; Enter sends.
      await input.fill('Hello! Can you review my SOP?');
      await input.press('Shift+Enter');
      await input.pressSequentially('It is due Friday.');
      await expect(input).toHaveValue('Hello! Can you review my SOP?\nIt is due Friday.');
      await input.press('Enter');
      await expect(input).toHaveValue('');

      const own = page.getByTestId('chat-message').filter({ hasText: 'Hello! Can you review my SOP?' });
      await expect(own).toContainText('It is due Friday.');
      await expect(own.getByText('Sent', { exact: true })).toBeVisible();
      await expect(own.locator('time')).toHaveText(/^\d{2}:\d{2}$/);

      // The advisor has it (stored, as the student) and has not opened the chat yet: still 'Sent'.
      await expect.poll(() => receivedHere().length).toBe(1);
      const stored = receivedHere()[0]!;
      expect(stored.senderId).toBe(student.userId);
      expect(stored.message).toBe('Hello! Can you review my SOP?\nIt is due Friday.');
      await expect(own.getByText('Sent', { exact: true })).toBeVisible();

      // Opening the chat reads it; the student's label turns 'Read' without a reload.
      const joined = await advisor.timeout(5_000).emitWithAck('joinChat', stored.chatId);
      expect(joined).toEqual({ ok: true, data: { chatId: stored.chatId } });
      await expect(own.getByText('Read', { exact: true })).toBeVisible();

      const reply = await advisor.timeout(5_000).emitWithAck('sendMessage', {
        chatId: stored.chatId,
        message: 'Of course. Send it over and I will look today.',
      });
      expect(reply.ok).toBe(true);
      const theirs = page.getByTestId('chat-message').filter({ hasText: 'Of course. Send it over' });
      await expect(theirs).toBeVisible();
      await expect(theirs.getByText(/^(Read|Sent)$/)).toHaveCount(0);

      // The student has the chat open, so the advisor's reply is read too, and nobody was notified.
      expect(reply.ok && reply.data.messageId).toBeTruthy();
      const replyId = reply.ok ? reply.data.messageId : 0;
      await expect
        .poll(() => receipts.some((e) => e.readerId === student.userId && e.messageIds.includes(replyId)))
        .toBe(true);
      await expect(page.getByTestId('unread-badge')).toHaveCount(0);

      // After a reload the conversation is the same: nothing lost, nothing twice.
      await page.reload();
      await expect(page.getByTestId('chat-message')).toHaveCount(2);
      await expect(own.getByText('Read', { exact: true })).toBeVisible();
    } finally {
      advisor.close();
    }
  });

  test('a visitor opening /chat lands on /intro', async ({ page }) => {
    await page.goto('/chat');
    await expect(page).toHaveURL(/\/intro$/);
  });
});
