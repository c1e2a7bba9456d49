import type { FastifyPluginAsync } from 'fastify';
import { applicationRoutes } from './applications/applications.routes';
import { authRoutes } from './auth/auth.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { timelineRoutes } from './timeline/timeline.routes';

/**
 * Every feature module's routes, mounted under /api/v1 by app.ts.
 * A new module adds one line here.
 */
export const apiModules: FastifyPluginAsync[] = [
  authRoutes as FastifyPluginAsync,
  notificationRoutes as FastifyPluginAsync,
  applicationRoutes as FastifyPluginAsync,
  timelineRoutes as FastifyPluginAsync,
];
