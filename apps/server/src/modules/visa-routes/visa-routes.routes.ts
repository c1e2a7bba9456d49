import { visaRouteEndpoints as E } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { postOfferRoutes } from './post-offer.routes';
import * as service from './visa-routes.service';

/** Public reads: the visa routes and a course's proof-of-funds inputs (docs/money-and-visas.md). */
export const visaRouteRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['visas'];
  await app.register(postOfferRoutes);
  serve(app, E.list, async () => ok(await service.listRoutes(app.db)), { tags });
  serve(app, E.one, async ({ params }) => ok(await service.getRoute(app.db, params.countryCode)), { tags });
  serve(
    app,
    E.courseFunds,
    async ({ params }) => ok(await service.courseProofOfFunds(app.db, params.courseId)),
    {
      tags,
    },
  );
};
