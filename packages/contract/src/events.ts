import { z } from 'zod';
import type { StaffCounters } from './console';
import type { DocumentKind } from './documents-constants';
import { timestampSchema } from './fields';

/**
 * Socket.IO event maps shared by the server and the web app (docs/api.md, "Real-time"). The payloads
 * the server sends are schemas, as they are HTTP answers too (GET /chat/messages, GET
 * /notification/notifications); both ends type them from here.
 */
export const chatMessageSchema = z.object({
  messageId: z.number().int(),
  chatId: z.number().int(),
  senderId: z.number().int(),
  message: z.string(),
  image: z.string().nullable(),
  createdAt: timestampSchema,
  isRead: z.boolean(),
  clientId: z.string().nullish(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** What the web app emits with sendMessage. `recieverId` is its spelling; `receiverId` is accepted too. */
export interface OutgoingMessage {
  chatId: number;
  senderId?: number;
  message: string;
  image?: string | null;
  recieverId?: number;
  receiverId?: number;
  createdAt?: string;
  clientId?: string;
}

export const notificationItemSchema = z.object({
  notificationId: z.number().int(),
  message: z.string(),
  createdAt: timestampSchema,
  isRead: z.boolean(),
  type: z.string(),
  link: z.string().nullable(),
  Sender: z.object({ name: z.string(), profileImage: z.string().nullable() }).nullable(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const messagesReadEventSchema = z.object({
  chatId: z.number().int(),
  readerId: z.number().int(),
  messageIds: z.array(z.number().int()),
});
export type MessagesReadEvent = z.infer<typeof messagesReadEventSchema>;

/**
 * A socket acknowledgement: the result, or an error with the HTTP status it would have had
 * (400 invalid, 403 not yours, 404 not found, 429 too fast) and per-field errors for a 400.
 */
export type AckAnswer<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; errors?: Record<string, string> };
export type Ack<T> = (answer: AckAnswer<T>) => void;

export interface ClientToServerEvents {
  registerUser: (userId: number) => void;
  /** Opens a chat (membership checked); its unread messages from the other party become read. */
  joinChat: (chatId: number, ack?: Ack<{ chatId: number }>) => void;
  leaveChat: (chatId: number) => void;
  sendMessage: (payload: OutgoingMessage, ack?: Ack<ChatMessage>) => void;
  /** The chat is open and seen: the other party's unread messages become read. */
  markRead: (chatId: number, ack?: Ack<{ messageIds: number[] }>) => void;
}

export interface ServerToClientEvents {
  receiveMessage: (message: ChatMessage) => void;
  receiveNotification: (notification: NotificationItem) => void;
  messagesRead: (event: MessagesReadEvent) => void;
  /** Staff only: the header's counters after a change that moves them (GET /staff/counters). */
  staffCountersChanged: (counters: StaffCounters) => void;
  /**
   * Every signed-in socket: a moderator hid or deleted a post or comment, so an open community
   * page drops it now (docs/communities.md, "Moderation"). Ids only, nothing of the content.
   */
  communityContentRemoved: (event: CommunityContentRemoved) => void;
  /**
   * Staff only (the student's advisor and admins): the student uploaded a document, so an open
   * application page fetches its documents again (docs/application-documents.md, "Live updates").
   */
  applicationDocumentsChanged: (event: ApplicationDocumentsChanged) => void;
  /**
   * Staff only: the student ticked or unticked a post-offer step, so an open application page
   * fetches its checklist again (docs/money-and-visas.md#proof-of-funds-and-visa-steps).
   */
  postOfferChecklistChanged: (event: PostOfferChecklistChanged) => void;
}

export interface PostOfferChecklistChanged {
  admissionApplicationId: number;
}

export interface ApplicationDocumentsChanged {
  admissionApplicationId: number;
  kind: DocumentKind;
}

export interface CommunityContentRemoved {
  communityId: number;
  targetType: 'post' | 'comment';
  targetId: number;
}
