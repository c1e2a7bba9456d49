import { chancesEndpoints as E, CHANCES_MESSAGES as M } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import * as service from './chances.service';

/**
 * Outcomes and chances (docs/fit-and-chances.md, "Chances"). Sample outcomes count only where the
 * install loads demo data (SEED_DEMO), so a real install never mixes them with real ones.
 */
export const chancesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = { tags: ['chances'] };
  const withSamples = () => app.config.SEED_DEMO;

  serve(app, E.myOutcomes, async ({ user }) => ok(await service.listMine(app.db, user), 'Outcomes'), tags);

  serve(
    app,
    E.report,
    async ({ user, body }) => ok(await service.report(app.db, app.events, user, body), M.reported),
    tags,
  );

  serve(
    app,
    E.withdraw,
    async ({ user, params }) => {
      await service.withdraw(app.db, app.events, user, params.outcomeId);
      return ok(null, M.withdrawn);
    },
    tags,
  );

  serve(
    app,
    E.courseChances,
    async ({ user, params }) =>
      ok(await service.courseChances(app.db, user, params.courseId, withSamples()), 'Chances'),
    tags,
  );

  serve(
    app,
    E.staffStudentChances,
    async ({ user, params }) =>
      ok(await service.staffStudentChances(app.db, user, params.userId, withSamples()), 'Chances'),
    { tags: ['console'] },
  );

  serve(
    app,
    E.verify,
    async ({ user, params }) =>
      ok(await service.verify(app.db, app.events, user, params.outcomeId), M.verified),
    { tags: ['console'] },
  );
};
