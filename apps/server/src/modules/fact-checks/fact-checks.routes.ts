import { factCheckEndpoints as E } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { factCheckQueue } from './fact-checks.service';

/** Today in UTC: the freshness rule compares calendar days. */
const todayIso = () => new Date().toISOString().slice(0, 10);

/** The console's "Facts to re-check" queue (docs/money-and-visas.md#freshness). */
export const factCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, E.queue, async () => ok(factCheckQueue(todayIso()), 'Facts to re-check'), {
    tags: ['console'],
  });
};
