import type { StaffCounters } from './console';

/**
 * Socket.IO event maps shared by the server and the web app (SPEC.md section 7).
 * The payload types are declared here so both ends agree on them.
 */
export interface ChatMessage {
  messageId: number;
  chatId: number;
  senderId: number;
  message: string;
  image: string | null;
  createdAt: string;
  isRead: boolean;
  clientId?: string | null;
}

/** What the web app emits with sendMessage. `recieverId` is SPEC.md's spelling; `receiverId` is accepted too. */
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

export interface NotificationItem {
  notificationId: number;
  message: string;
  createdAt: string;
  isRead: boolean;
  type: string;
  link: string | null;
  Sender: { name: string; profileImage: string | null } | null;
}

export interface MessagesReadEvent {
  chatId: number;
  readerId: number;
  messageIds: number[];
}

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
}
