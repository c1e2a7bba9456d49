import { verificationEndpoints as E } from '@edupath/contract/provenance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { todayUtc } from './provenance';
import { checkFact, verificationCounts, verificationQueue } from './verification';

const tags = ['console: catalogue'];

/** The catalogue's verification queue, for admins as the rest of catalogue management (docs/catalogue.md#verification-queue). */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    E.queue,
    async ({ query }) => ok(await verificationQueue(app.db, query, todayUtc()), 'Facts to verify'),
    {
      tags,
    },
  );
  serve(app, E.counts, async () => ok(await verificationCounts(app.db, todayUtc()), 'Facts to verify'), {
    tags,
  });
  serve(
    app,
    E.check,
    async ({ body, user }) =>
      ok(await checkFact({ db: app.db, events: app.events, actor: user }, body, todayUtc()), 'Checked today'),
    { tags },
  );
};
