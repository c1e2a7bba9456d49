import { eligibilityEndpoints as E } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { searchCourses } from '../catalogue/index';
import { factsOf, staffStudentFacts } from './eligibility.service';

const tags = ['eligibility'];

/** A student's facts and the search limited to courses she is eligible for (docs/fit-and-chances.md). */
export const eligibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, E.facts, async ({ user }) => ok(await factsOf(app.db, user.userId)), { tags });

  serve(
    app,
    E.staffStudentFacts,
    async ({ user, params }) => ok(await staffStudentFacts(app.db, user, params.userId)),
    { tags: ['console'] },
  );

  serve(
    app,
    E.search,
    async ({ user, query }) => ok(await searchCourses(app.db, query, await factsOf(app.db, user.userId))),
    { tags },
  );
};
