import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { chatRoutes } from './chat/index';
import { notificationRoutes } from './notifications/notifications.routes';

/**
 * Every feature module's routes, mounted under /api/v1 by app.ts.
 * A new module adds one line here.
 */
export const apiModules: FastifyPluginAsync[] = [
  authRoutes as FastifyPluginAsync,
  notificationRoutes as FastifyPluginAsync,
  chatRoutes as FastifyPluginAsync,
];
