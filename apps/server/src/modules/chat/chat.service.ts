import {
  type AuthUser,
  CHAT_MESSAGES,
  type ChatListItem,
  type ChatMessage,
  type chatMessagesQuerySchema,
  NOTIFICATION_TYPES,
  type StaffChatPage,
  type StaffChatsQuery,
  sendMessageSchema,
  toPage,
} from '@edupath/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { parseOrThrow } from '../../lib/validation';
import { ensureAdvisorAssigned } from '../advisor-assignment/index';
import { assertParentConfirmed } from '../consent/index';
import { fileIdFromPath, UPLOAD_PREFIX } from '../files/index';
import { notify } from '../notifications/index';
import * as repo from './chat.repository';
import type { SendLimiter } from './send-limiter';

/** Who is connected right now, on any instance (the real-time layer answers this). */
export interface Presence {
  isOnline(userId: number): Promise<boolean>;
}

export interface ChatDeps {
  db: Db;
  events: DomainEventBus;
  presence: Presence;
  limiter: SendLimiter;
}

const otherParty = (chat: repo.ChatRow, userId: number) =>
  chat.studentId === userId ? chat.advisorId : chat.studentId;

/**
 * GET /chat: the user's chats with the other party. A student who signed up while no advisor was
 * ready gets their support chat here, once one is (docs/chat.md#who-talks-to-whom).
 */
export async function chatsOf(db: Db, user: AuthUser): Promise<ChatListItem[]> {
  if (user.role === 'student') await ensureAdvisorAssigned(db, user.userId);
  return repo.listChatsOfUser(db, user.userId);
}

/**
 * The chat as the user may use it: its two parties, and an admin (who may read and answer any
 * chat without being a party). Anyone else: 404, its existence is not disclosed.
 */
export async function requireChatFor(
  db: Db,
  chatId: number,
  user: AuthUser,
): Promise<{ chat: repo.ChatRow; isParty: boolean }> {
  const chat = await repo.findChat(db, chatId);
  const isParty = !!chat && (chat.studentId === user.userId || chat.advisorId === user.userId);
  if (!chat || (!isParty && user.role !== 'admin')) throw notFound('Chat');
  return { chat, isParty };
}

/** A page of messages, oldest first. Parties read their chat; admins may read any. */
export async function listMessages(
  db: Db,
  user: AuthUser,
  query: z.output<typeof chatMessagesQuerySchema>,
): Promise<ChatMessage[]> {
  await requireChatFor(db, query.chatId, user);
  return repo.listMessages(db, query.chatId, { before: query.before, after: query.after }, query.limit);
}

/**
 * sendMessage. The sender is always the session's user. The message is stored (with a
 * notification for a recipient who has no socket anywhere) in one transaction, and only
 * then published for delivery. A retried send with the same clientId returns the stored
 * message and delivers nothing twice.
 */
export async function sendMessage(deps: ChatDeps, sender: AuthUser, payload: unknown): Promise<ChatMessage> {
  const input = parseOrThrow(sendMessageSchema, payload);
  if (input.senderId != null && input.senderId !== sender.userId) throw forbidden(CHAT_MESSAGES.notSender);
  // The socket's user was read when it connected: ask the account now (docs/accounts.md#under-18).
  if (sender.role === 'student') await assertParentConfirmed(deps.db, sender.userId);
  // Before any database work, so a refused send costs nothing (a retry with the same clientId counts too).
  if (!(await deps.limiter.consume(sender.userId))) throw tooManyRequests(CHAT_MESSAGES.tooFast);
  const { chat, isParty } = await requireChatFor(deps.db, input.chatId, sender);
  // An admin answering someone else's chat writes to the student; the advisor sees it too.
  const recipientId = isParty ? otherParty(chat, sender.userId) : chat.studentId;
  const audience = isParty ? [sender.userId, recipientId] : [sender.userId, chat.studentId, chat.advisorId];
  const claimedRecipient = input.recieverId ?? input.receiverId;
  if (claimedRecipient != null && claimedRecipient !== recipientId) {
    throw badRequest(CHAT_MESSAGES.wrongRecipient, { recieverId: CHAT_MESSAGES.wrongRecipient });
  }

  if (input.clientId) {
    const earlier = await repo.findMessageByClientId(deps.db, sender.userId, input.clientId);
    if (earlier) return sameChatOrConflict(earlier, chat.chatId);
  }

  let image: string | null = null;
  if (input.image) {
    const fileId = fileIdFromPath(input.image);
    if (!fileId || !(await repo.isOwnUpload(deps.db, fileId, sender.userId))) {
      throw badRequest(CHAT_MESSAGES.badImage, { image: CHAT_MESSAGES.badImage });
    }
    image = `${UPLOAD_PREFIX}${fileId}.webp`;
  }

  // A failed presence check must not lose the notification: count the recipient as offline.
  const recipientOnline = await deps.presence.isOnline(recipientId).catch(() => false);

  return inTransaction(deps.db, deps.events, async (uow) => {
    const { tx } = uow;
    const stored = await repo.insertMessage(tx, {
      chatId: chat.chatId,
      senderId: sender.userId,
      message: input.message,
      image,
      clientId: input.clientId ?? null,
    });
    if (!stored) {
      // The same clientId raced in from another socket and won; answer with its message.
      const winner = await repo.findMessageByClientId(tx, sender.userId, input.clientId!);
      return sameChatOrConflict(winner!, chat.chatId);
    }
    if (!recipientOnline) {
      await notify(uow, {
        userId: recipientId,
        senderId: sender.userId,
        type: NOTIFICATION_TYPES.chatMessage,
        message: `New message from ${sender.name}`,
        link: recipientId === chat.studentId ? '/chat' : `/admin/chats/${chat.chatId}`,
      });
    }
    uow.publish('message.created', { recipientIds: audience, message: stored });
    // Only the student's messages count as unread for staff.
    if (sender.userId === chat.studentId) {
      uow.publish('staff.countersChanged', { advisorIds: [chat.advisorId] });
    }
    return stored;
  });
}

function sameChatOrConflict(message: ChatMessage, chatId: number): ChatMessage {
  if (message.chatId !== chatId)
    throw conflict(CHAT_MESSAGES.clientIdReused, { clientId: CHAT_MESSAGES.clientIdReused });
  return message;
}

/**
 * The reader has the chat open: the other party's unread messages become read, and both
 * parties' sockets are told which (the sender's 'Sent' turns 'Read').
 */
export async function markRead(deps: Pick<ChatDeps, 'db' | 'events'>, reader: AuthUser, chatId: number) {
  const { chat, isParty } = await requireChatFor(deps.db, chatId, reader);
  // An admin looking into someone else's chat reads over the advisor's shoulder: the student's
  // messages stay unread for the advisor, and the student sees no 'Read' the advisor did not cause.
  if (!isParty) return [];
  const messageIds = await repo.markReadFrom(deps.db, chat.chatId, reader.userId);
  if (messageIds.length > 0) {
    deps.events.publish('messages.read', {
      recipientIds: [otherParty(chat, reader.userId), reader.userId],
      event: { chatId: chat.chatId, readerId: reader.userId, messageIds },
    });
    if (reader.userId === chat.advisorId) {
      deps.events.publish('staff.countersChanged', { advisorIds: [chat.advisorId] });
    }
  }
  return messageIds;
}

/** The staff list: an advisor's own chats (with unread counts); an admin sees all or one advisor's. */
export async function staffChats(db: Db, user: AuthUser, query: StaffChatsQuery): Promise<StaffChatPage> {
  let advisorId = query.advisorId;
  if (user.role === 'advisor') {
    if (advisorId !== undefined && advisorId !== user.userId) throw forbidden();
    advisorId = user.userId;
  }
  const { items, total } = await repo.listStaffChats(
    db,
    advisorId,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  return toPage(items, total, query);
}
