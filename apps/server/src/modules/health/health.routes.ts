import { statfs } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const config = { rateLimit: false } as const;
const tags = ['health'];

export interface HealthOptions {
  ping: () => Promise<void>;
  /** The embedded database's directory, whose disk must keep `minFreeBytes` free to be ready. */
  dataDir?: string;
  minFreeBytes: number;
}

const readiness = z.object({
  database: z.enum(['ok', 'unreachable']),
  /** Only with the embedded database: PostgreSQL's disk is watched on its own server. */
  disk: z.enum(['ok', 'full']).optional(),
});

/** Liveness and readiness for a load balancer: outside /api, no auth, no envelope. */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (
  app,
  { ping, dataDir, minFreeBytes },
) => {
  app.get(
    '/healthz',
    { config, schema: { tags, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  /** A full disk fails every write (signups, uploads, messages), so the instance is not ready. */
  async function diskCheck(): Promise<'ok' | 'full' | undefined> {
    if (!dataDir) return undefined;
    try {
      const stats = await statfs(dataDir);
      return stats.bavail * stats.bsize >= minFreeBytes ? 'ok' : 'full';
    } catch {
      return 'full';
    }
  }

  app.get(
    '/readyz',
    {
      config,
      schema: {
        tags,
        response: {
          200: readiness.extend({ status: z.literal('ready') }),
          503: readiness.extend({ status: z.literal('unavailable') }),
        },
      },
    },
    async (_request, reply) => {
      const [database, disk] = await Promise.all([
        ping().then(
          () => 'ok' as const,
          () => 'unreachable' as const,
        ),
        diskCheck(),
      ]);
      const ready = database === 'ok' && disk !== 'full';
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'unavailable', database, disk });
    },
  );
};
