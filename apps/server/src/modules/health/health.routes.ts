import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const config = { rateLimit: false } as const;
const tags = ['health'];

/** Liveness and readiness for a load balancer: outside /api, no auth, no envelope. */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get(
    '/healthz',
    { config, schema: { tags, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      config,
      schema: {
        tags,
        response: {
          200: z.object({ status: z.literal('ready'), database: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable'), database: z.literal('unreachable') }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await ping();
        return { status: 'ready' as const, database: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
      }
    },
  );
};
