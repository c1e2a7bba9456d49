import { type AckAnswer, bodyId } from '@edupath/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, resourceFault } from '../lib/errors';
import { parseOrThrow } from '../lib/validation';
import { type ChatDeps, markRead, requireChatFor, sendMessage } from '../modules/chat/index';
import { type AppSocket, chatRoom, chatWatchRoom } from './gateway';

/**
 * The chat id an event carries: a JSON number in the id range (docs/api.md#input-rules), like an id
 * in a body; sendMessage's payload gets the same rule from its contract schema.
 */
const chatIdSchema = bodyId('chatId', 'chatId is required', 'chatId must be a number');

/**
 * Runs an event's work and answers its acknowledgement: the result, a client error with its status
 * and message, or a fault of the server's resources (a full disk, a query that took too long) with
 * the same answer HTTP gives. Anything else is a bug: logged, answered without details.
 */
function respond<T>(app: FastifyInstance, ack: unknown, work: () => Promise<T>) {
  const reply = typeof ack === 'function' ? (ack as (answer: AckAnswer<T>) => void) : () => {};
  work().then(
    (data) => reply({ ok: true, data }),
    (err: unknown) => {
      const known = err instanceof AppError ? err : resourceFault(err);
      if (known) {
        reply({
          ok: false,
          status: known.statusCode,
          message: known.message,
          ...(known.errors && { errors: known.errors }),
        });
      } else {
        app.log.error({ err }, 'socket event failed');
        reply({ ok: false, status: 500, message: 'Something went wrong on our side. Please try again.' });
      }
    },
  );
}

/** The chat events (docs/api.md, "Real-time"). The acting user is always the socket's session user. */
export function registerChatHandlers(app: FastifyInstance, deps: ChatDeps, socket: AppSocket) {
  socket.on('joinChat', (chatId, ack) =>
    respond(app, ack, async () => {
      const { user } = socket.data;
      const { chat, isParty } = await requireChatFor(deps.db, parseOrThrow(chatIdSchema, chatId), user);
      if (!isParty) {
        // An admin watching another advisor's chat: live messages, but nothing becomes read.
        await socket.join(chatWatchRoom(chat.chatId));
        return { chatId: chat.chatId };
      }
      await socket.join(chatRoom(chat.chatId));
      // Opening the chat is reading it.
      await markRead(deps, user, chat.chatId);
      return { chatId: chat.chatId };
    }),
  );

  socket.on('leaveChat', (chatId) => {
    const parsed = chatIdSchema.safeParse(chatId);
    if (parsed.success) {
      void socket.leave(chatRoom(parsed.data));
      void socket.leave(chatWatchRoom(parsed.data));
    }
  });

  socket.on('sendMessage', (payload, ack) =>
    respond(app, ack, () => sendMessage(deps, socket.data.user, payload)),
  );

  socket.on('markRead', (chatId, ack) =>
    respond(app, ack, async () => ({
      messageIds: await markRead(deps, socket.data.user, parseOrThrow(chatIdSchema, chatId)),
    })),
  );
}
