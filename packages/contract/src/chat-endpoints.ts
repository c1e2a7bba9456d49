import { z } from 'zod';
import {
  chatImageSchema,
  chatListItemSchema,
  chatMessagesQuerySchema,
  staffChatPageSchema,
  staffChatsQuerySchema,
} from './chat';
import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';
import { chatMessageSchema } from './events';

/** Chat over HTTP (docs/chat.md); sending and reading receipts go over the socket. */
export const chatEndpoints = {
  /** `data` is the list of chats, each with the other party ("Reading"). */
  list: endpoint({
    method: 'GET',
    path: '/chat',
    access: 'signedIn',
    answer: envelopeSchema(z.array(chatListItemSchema)),
  }),
  /** A page of messages, oldest first; `before` (a messageId) pages further back. */
  messages: endpoint({
    method: 'GET',
    path: '/chat/messages',
    access: 'signedIn',
    query: chatMessagesQuerySchema,
    answer: envelopeSchema(z.array(chatMessageSchema)),
  }),
  /** An image to attach to a message; sendMessage then carries the returned path. */
  uploadImage: endpoint({
    method: 'POST',
    path: '/chat/images',
    access: 'signedIn',
    needsParent: true,
    summary: 'Multipart with one file part (image); the answer is the stored path',
    body: 'multipart',
    answer: envelopeSchema(chatImageSchema),
    status: 201,
  }),
  /** The console's inbox, newest activity first. */
  staffChats: endpoint({
    method: 'GET',
    path: '/chat/staff/chats',
    access: 'staff',
    query: staffChatsQuerySchema,
    answer: envelopeSchema(staffChatPageSchema),
  }),
};
