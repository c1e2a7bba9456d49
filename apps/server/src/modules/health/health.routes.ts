import { statfs } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const config = { rateLimit: false } as const;
const tags = ['health'];

/**
 * One dependency /readyz looks at. A critical one failing takes the instance out of the load
 * balancer (503); a failing helper only marks it degraded (200), because the instance still
 * serves everything it can alone (docs/api.md, "Health checks").
 */
export interface ReadinessCheck {
  name: string;
  critical: boolean;
  /** Resolves when the dependency answers; rejects (or takes longer than the timeout) when not. */
  probe: () => Promise<void>;
}

/** Fails while the disk under `dir` has less than `minFreeMb` free (docs/api.md, "Busy and full"). */
export function diskCheck(dir: string, minFreeMb: number): ReadinessCheck {
  return {
    name: 'disk',
    critical: true,
    probe: async () => {
      const stats = await statfs(dir);
      if (stats.bavail * stats.bsize < minFreeMb * 1024 * 1024) throw new Error('disk full');
    },
  };
}

/** A load balancer asks often: a dependency that does not answer within this is failing. */
const PROBE_TIMEOUT_MS = 2_000;

const checkState = z.enum(['ok', 'failing']);
const readiness = z.object({
  status: z.enum(['ready', 'degraded', 'unavailable']),
  checks: z.record(z.string(), checkState),
});

async function passes(check: ReadinessCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([check.probe(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const ALIVE = JSON.stringify({ status: 'ok' });

/** Liveness and readiness for a load balancer: outside /api, no auth, no envelope. */
export const healthRoutes: FastifyPluginAsyncZod<{ checks: ReadinessCheck[] }> = async (app, { checks }) => {
  app.get(
    '/healthz',
    {
      config,
      schema: { tags, response: { 200: z.object({ status: z.literal('ok') }) } },
      // The answer never changes: its bytes are made once, not checked and serialised each time.
      serializerCompiler: () => () => ALIVE,
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    { config, schema: { tags, response: { 200: readiness, 503: readiness } } },
    async (_request, reply) => {
      const results = await Promise.all(checks.map(async (check) => ({ check, ok: await passes(check) })));
      const failing = results.filter((r) => !r.ok);
      const status = failing.some((r) => r.check.critical)
        ? 'unavailable'
        : failing.length > 0
          ? 'degraded'
          : 'ready';
      return reply.status(status === 'unavailable' ? 503 : 200).send({
        status,
        checks: Object.fromEntries(results.map((r) => [r.check.name, r.ok ? 'ok' : 'failing'])),
      });
    },
  );
};
