import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { catalogueRoutes } from './catalogue/catalogue.routes';

/**
 * Every feature module's routes, mounted under /api/v1 by app.ts.
 * A new module adds one line here.
 */
export const apiModules: FastifyPluginAsync[] = [
  authRoutes as FastifyPluginAsync,
  catalogueRoutes as FastifyPluginAsync,
];
