import { chatEndpoints as E } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { readMultipart, storeImage } from '../files/index';
import * as service from './chat.service';

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['chat'];

  /** `data` is the list of chats, each with the other party (docs/chat.md, "Reading"). */
  serve(app, E.list, async ({ user }) => ok(await service.chatsOf(app.db, user), 'Chats'), { tags });

  /** A page of messages, oldest first; `before` (a messageId) pages further back. */
  serve(
    app,
    E.messages,
    async ({ user, query }) => ok(await service.listMessages(app.db, user, query), 'Messages'),
    { tags },
  );

  /**
   * Uploads an image to attach to a message; sendMessage then carries the returned path. A child
   * uploads once a parent has confirmed (docs/accounts.md#under-18).
   */
  serve(
    app,
    E.uploadImage,
    async ({ user, request }) => {
      const form = await readMultipart(request);
      if (!form.file) throw badRequest('Choose an image to attach', { image: 'Choose an image to attach' });
      const stored = await storeImage(app.db, form.file.data, user.userId);
      return ok({ path: stored.path }, 'Image uploaded');
    },
    { tags },
  );

  serve(
    app,
    E.staffChats,
    async ({ user, query }) => ok(await service.staffChats(app.db, user, query), 'Chats'),
    { tags },
  );
};
