import { factCheckEndpoints as E } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { markChecked, openFactCheckQueue } from './fact-checks.service';

/** Today in UTC: the freshness rule compares calendar days. */
const todayIso = () => new Date().toISOString().slice(0, 10);

/** The console's "Facts to re-check" queue and its "Mark checked" (docs/money-and-visas.md#freshness). */
export const factCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console'];
  serve(app, E.queue, async () => ok(await openFactCheckQueue(app.db, todayIso()), 'Facts to re-check'), {
    tags,
  });
  serve(
    app,
    E.markChecked,
    async ({ user, body }) =>
      ok(await markChecked(app.db, app.events, user, body, todayIso()), 'Marked checked'),
    { tags },
  );
};
