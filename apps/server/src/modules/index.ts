import type { FastifyPluginAsync } from 'fastify';
import { applicationRoutes } from './applications/applications.routes';
import { authRoutes } from './auth/auth.routes';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { chatRoutes } from './chat/index';
import { communityRoutes } from './communities/communities.routes';
import { consoleRoutes } from './console/index';
import { contactRoutes } from './contact/index';
import { notificationRoutes } from './notifications/notifications.routes';
import { packagesRoutes } from './packages/index';
import { profileRoutes } from './profile/profile.routes';
import { timelineRoutes } from './timeline/timeline.routes';

/**
 * Every feature module's routes, mounted under /api/v1 by app.ts.
 * A new module adds one line here.
 */
export const apiModules: FastifyPluginAsync[] = [
  authRoutes as FastifyPluginAsync,
  notificationRoutes as FastifyPluginAsync,
  packagesRoutes as FastifyPluginAsync,
  contactRoutes as FastifyPluginAsync,
  applicationRoutes as FastifyPluginAsync,
  timelineRoutes as FastifyPluginAsync,
  communityRoutes as FastifyPluginAsync,
  profileRoutes as FastifyPluginAsync,
  chatRoutes as FastifyPluginAsync,
  catalogueRoutes as FastifyPluginAsync,
  consoleRoutes as FastifyPluginAsync,
];
