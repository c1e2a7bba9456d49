import type { FastifyInstance } from 'fastify';
import type { ChatDeps, Presence } from './chat.service';
import { createSendLimiter } from './send-limiter';

/**
 * What the chat operations need, built here so the chat module owns its rate limiter and its
 * settings; the real-time layer only says who is online, which only it can know.
 */
export function createChatDeps(app: FastifyInstance, presence: Presence): ChatDeps {
  return { db: app.db, events: app.events, presence, limiter: createSendLimiter(app) };
}
