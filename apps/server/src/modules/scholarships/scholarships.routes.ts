import { scholarshipEndpoints as E } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import * as service from './scholarships.service';
import { fileScholarships } from './scholarships-file';

/** Scholarships: public browsing, and a student's verdicts, details and saved awards (docs/money-and-visas.md#scholarships). */
export const scholarshipRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read and checked at start: a broken file stops the server here, not a student's request.
  fileScholarships();
  const tags = ['scholarships'];

  serve(app, E.list, async ({ query }) => ok(await service.listScholarships(app.db, query), 'Scholarships'), {
    tags,
  });
  serve(
    app,
    E.one,
    async ({ params }) => ok(await service.oneScholarship(app.db, params.scholarshipId), 'Scholarship'),
    {
      tags,
    },
  );
  serve(
    app,
    E.matches,
    async ({ user }) => ok(await service.matches(app.db, user), 'Your scholarship matches'),
    {
      tags,
    },
  );
  serve(
    app,
    E.details,
    async ({ user }) => ok(await service.details(app.db, user), 'Your scholarship details'),
    {
      tags,
    },
  );
  serve(
    app,
    E.saveDetails,
    async ({ user, body }) => ok(await service.saveDetails(app.db, user, body), 'Details saved'),
    { tags },
  );
  serve(app, E.saved, async ({ user }) => ok(await service.listSaved(app.db, user), 'Saved scholarships'), {
    tags,
  });
  serve(
    app,
    E.save,
    async ({ user, params }) =>
      ok(await service.save(app.db, user, params.scholarshipId), 'Scholarship saved'),
    { tags },
  );
  serve(
    app,
    E.unsave,
    async ({ user, params }) =>
      ok(await service.unsave(app.db, user, params.scholarshipId), 'Scholarship removed'),
    { tags },
  );
};
