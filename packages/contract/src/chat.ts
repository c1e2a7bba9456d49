import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_MAX, CHAT_PAGE_SIZE } from './constants';
import { idParam } from './fields';
import { CHAT_MESSAGES } from './messages';

/**
 * GET /chat/messages?chatId= — the newest page; `before` (a messageId) pages back to older
 * messages; `after` (a messageId) fetches what came later, e.g. what a client missed while
 * reconnecting. Every page is oldest first.
 */
export const chatMessagesQuery = z
  .object({
    chatId: idParam('chatId'),
    before: idParam('before').optional(),
    after: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
    limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(CHAT_PAGE_SIZE),
  })
  .refine((q) => q.before === undefined || q.after === undefined, {
    path: ['after'],
    error: 'Use before or after, not both',
  });
export type ChatMessagesQuery = z.input<typeof chatMessagesQuery>;

/** GET /chat/staff/chats — an advisor sees their own chats; an admin sees all, or one advisor's. */
export const staffChatsQuery = z.object({
  advisorId: idParam('advisorId').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

/**
 * sendMessage's payload (SPEC.md section 3). `senderId` is accepted and ignored unless it differs
 * from the session's user; `recieverId` (SPEC.md's spelling) and `receiverId` are accepted and
 * checked against the chat; `createdAt` is the server's to set.
 */
export const sendMessageSchema = z
  .object({
    chatId: z
      .number({ error: 'chatId is required' })
      .int({ error: 'chatId must be a whole number' })
      .positive({ error: 'chatId must be a positive number' }),
    senderId: z.number().int().positive().optional().nullable(),
    message: z
      .string({ error: 'message must be text' })
      .trim()
      .max(CHAT_MESSAGE_MAX_LENGTH, { error: CHAT_MESSAGES.tooLong })
      .default(''),
    image: z.string().max(200, { error: 'image is not a valid upload' }).optional().nullable(),
    recieverId: z.number().int().positive().optional().nullable(),
    receiverId: z.number().int().positive().optional().nullable(),
    createdAt: z.string().max(64).optional().nullable(),
    clientId: z
      .string()
      .regex(/^[\w-]{8,64}$/, { error: 'clientId must be 8 to 64 letters, digits, - or _' })
      .optional()
      .nullable(),
  })
  .refine((value) => value.message.length > 0 || !!value.image, {
    path: ['message'],
    error: CHAT_MESSAGES.empty,
  });
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export interface ChatParty {
  userId: number;
  name: string;
  profileImage: string | null;
}

/** One item of GET /chat (SPEC.md: only the first is used by the student site). */
export interface ChatListItem {
  chatId: number;
  user: ChatParty;
}

/** One item of the staff chat list. */
export interface StaffChatItem {
  chatId: number;
  student: ChatParty & { email: string };
  advisor: ChatParty;
  unreadCount: number;
  lastMessage: { message: string; image: string | null; senderId: number; createdAt: string } | null;
  lastMessageAt: string | null;
  createdAt: string;
}

export interface StaffChatPage {
  items: StaffChatItem[];
  total: number;
  page: number;
  pageSize: number;
}
