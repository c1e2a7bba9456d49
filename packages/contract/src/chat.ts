import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_MAX, CHAT_PAGE_SIZE, INT4_MAX } from './constants';
import { pageSchema } from './envelope';
import { bodyId, idParam, pageQueryFields, timestampSchema } from './fields';
import { CHAT_MESSAGES } from './messages';

/**
 * GET /chat/messages?chatId= — the newest page; `before` (a messageId) pages back to older
 * messages; `after` (a messageId) fetches what came later, e.g. what a client missed while
 * reconnecting. Every page is oldest first.
 */
export const chatMessagesQuerySchema = z
  .object({
    chatId: idParam('chatId'),
    before: idParam('before').optional(),
    // 0: everything after nothing, i.e. from the first message.
    after: z.coerce.number().int().min(0).max(INT4_MAX, { error: 'after is too large' }).optional(),
    limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(CHAT_PAGE_SIZE),
  })
  .refine((q) => q.before === undefined || q.after === undefined, {
    path: ['after'],
    error: 'Use before or after, not both',
  });
export type ChatMessagesQuery = z.input<typeof chatMessagesQuerySchema>;

/** GET /chat/staff/chats — an advisor sees their own chats; an admin sees all, or one advisor's. */
export const staffChatsQuerySchema = z.object({
  advisorId: idParam('advisorId').optional(),
  ...pageQueryFields({ pageSize: 50 }),
});
export type StaffChatsQuery = z.output<typeof staffChatsQuerySchema>;

/**
 * sendMessage's payload (docs/api.md, "Real-time"; docs/chat.md, "Sending"). `senderId` is accepted
 * and ignored unless it differs from the session's user; `recieverId` (the web client's spelling) and
 * `receiverId` are accepted and checked against the chat; `createdAt` is the server's to set.
 */
export const sendMessageSchema = z
  .object({
    chatId: bodyId('chatId', 'chatId is required', 'chatId is required'),
    senderId: bodyId('senderId').optional().nullable(),
    message: z
      .string({ error: 'message must be text' })
      .trim()
      .max(CHAT_MESSAGE_MAX_LENGTH, { error: CHAT_MESSAGES.tooLong })
      .default(''),
    image: z.string().max(200, { error: 'image is not a valid upload' }).optional().nullable(),
    recieverId: bodyId('recieverId').optional().nullable(),
    receiverId: bodyId('receiverId').optional().nullable(),
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

// ---------------------------------------------------------------- answers

const id = z.number().int();

export const chatPartySchema = z.object({
  userId: id,
  name: z.string(),
  profileImage: z.string().nullable(),
});
export type ChatParty = z.infer<typeof chatPartySchema>;

/** One item of GET /chat; the student site uses only the first (docs/chat.md, "Reading"). */
export const chatListItemSchema = z.object({ chatId: id, user: chatPartySchema });
export type ChatListItem = z.infer<typeof chatListItemSchema>;

/** POST /chat/images: the stored image's path, which sendMessage then carries. */
export const chatImageSchema = z.object({ path: z.string() });
export type ChatImage = z.infer<typeof chatImageSchema>;

/** One item of the staff chat list. */
export const staffChatItemSchema = z.object({
  chatId: id,
  student: chatPartySchema.extend({ email: z.string() }),
  advisor: chatPartySchema,
  unreadCount: z.number().int(),
  lastMessage: z
    .object({
      message: z.string(),
      image: z.string().nullable(),
      senderId: id,
      createdAt: timestampSchema,
    })
    .nullable(),
  lastMessageAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type StaffChatItem = z.infer<typeof staffChatItemSchema>;

/** GET /chat/staff/chats */
export const staffChatPageSchema = pageSchema(staffChatItemSchema);
export type StaffChatPage = z.infer<typeof staffChatPageSchema>;
