import { postOfferEndpoints as E } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import * as service from './post-offer.service';

/** The post-offer checklist of an accepted application: the student's, and the staff view. */
export const postOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['visas'];
  serve(
    app,
    E.mine,
    async ({ user, params }) => ok(await service.mine(app.db, user, params.admissionApplicationId)),
    {
      tags,
    },
  );
  serve(
    app,
    E.tick,
    async ({ user, params, body }) =>
      ok(
        await service.tick(
          app.db,
          app.events,
          user,
          params.admissionApplicationId,
          params.stepKey,
          body.done,
        ),
      ),
    { tags },
  );
  serve(
    app,
    E.staff,
    async ({ user, params }) => ok(await service.forStaff(app.db, user, params.admissionApplicationId)),
    { tags },
  );
};
