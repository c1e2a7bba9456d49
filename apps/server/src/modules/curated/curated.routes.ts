import { CURATED_ENDPOINTS, CURATED_KINDS, type CuratedKind } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import * as service from './curated.service';

/**
 * The console's curated records (docs/money-and-visas.md#curated-records): the same four routes
 * for every kind, registered from the endpoints the contract generates from each description.
 */
export const curatedRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console'];
  for (const kind of CURATED_KINDS) {
    // One kind's descriptions, seen through the scholarship's types: the handlers are generic and
    // each body was validated by its own kind's schema before it gets here.
    const E = CURATED_ENDPOINTS[kind] as (typeof CURATED_ENDPOINTS)['scholarship'];
    const k: CuratedKind = kind;
    serve(app, E.list, async () => ok((await service.listCurated(app.db, k)) as never), { tags });
    serve(app, E.one, async ({ params }) => ok((await service.oneCurated(app.db, k, params.key)) as never), {
      tags,
    });
    serve(
      app,
      E.create,
      async ({ user, body }) =>
        ok((await service.createCurated(app.db, app.events, user, k, body)) as never, 'Saved'),
      { tags },
    );
    serve(
      app,
      E.update,
      async ({ user, params, body }) =>
        ok((await service.updateCurated(app.db, app.events, user, k, params.key, body)) as never, 'Saved'),
      { tags },
    );
  }
};
