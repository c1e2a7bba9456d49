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

export type Ack<T> = (answer: { ok: true; data: T } | { ok: false; message: string }) => void;

export interface ClientToServerEvents {
  registerUser: (userId: number) => void;
  joinChat: (chatId: number, ack?: Ack<{ chatId: number }>) => void;
  leaveChat: (chatId: number) => void;
  sendMessage: (payload: OutgoingMessage, ack?: Ack<ChatMessage>) => void;
  markRead: (chatId: number) => void;
}

export interface ServerToClientEvents {
  receiveMessage: (message: ChatMessage) => void;
  receiveNotification: (notification: NotificationItem) => void;
  messagesRead: (event: MessagesReadEvent) => void;
}
