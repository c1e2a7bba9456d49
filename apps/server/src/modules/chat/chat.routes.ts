import {
  chatImageSchema,
  chatListItemSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  envelopeSchema,
  staffChatPageSchema,
  staffChatsQuerySchema,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { requireParentConfirmed, requireStaff, requireUser } from '../../lib/guards';
import { readMultipart, storeImage } from '../files/index';
import * as service from './chat.service';

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['chat'];

  /** `data` is the list of chats, each with the other party (docs/chat.md, "Reading"). */
  const chatsAnswer = { 200: envelopeSchema(z.array(chatListItemSchema)) };
  app.get('/chat', { schema: { tags, response: chatsAnswer } }, async (request) => {
    const user = requireUser(request);
    return ok(await service.chatsOf(app.db, user), 'Chats');
  });

  /** A page of messages, oldest first; `before` (a messageId) pages further back. */
  app.get(
    '/chat/messages',
    {
      schema: {
        tags,
        querystring: chatMessagesQuerySchema,
        response: { 200: envelopeSchema(z.array(chatMessageSchema)) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await service.listMessages(app.db, user, request.query), 'Messages');
    },
  );

  /** Uploads an image to attach to a message; sendMessage then carries the returned path. */
  app.post(
    '/chat/images',
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: envelopeSchema(chatImageSchema) } },
    },
    async (request, reply) => {
      const user = requireParentConfirmed(request);
      const form = await readMultipart(request);
      if (!form.file) throw badRequest('Choose an image to attach', { image: 'Choose an image to attach' });
      const stored = await storeImage(app.db, form.file.data, user.userId);
      return reply.status(201).send(ok({ path: stored.path }, 'Image uploaded'));
    },
  );

  app.get(
    '/chat/staff/chats',
    {
      schema: {
        tags,
        querystring: staffChatsQuerySchema,
        response: { 200: envelopeSchema(staffChatPageSchema) },
      },
    },
    async (request) => {
      const user = requireStaff(request);
      return ok(await service.staffChats(app.db, user, request.query), 'Chats');
    },
  );
};
