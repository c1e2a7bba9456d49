import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { profileRoutes } from './profile/profile.routes';

/**
 * Every feature module's routes, mounted under /api/v1 by app.ts.
 * A new module adds one line here.
 */
export const apiModules: FastifyPluginAsync[] = [
  authRoutes as FastifyPluginAsync,
  notificationRoutes as FastifyPluginAsync,
  profileRoutes as FastifyPluginAsync,
];
