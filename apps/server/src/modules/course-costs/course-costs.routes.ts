import { courseCostEndpoints as E } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import * as service from './course-costs.service';

const tags = ['planning'];

/** Public planning reads: a course's first-year cost and courses compared (docs/planning.md). */
export const courseCostRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = { sampleLabels: app.config.CATALOGUE_SAMPLE_LABELS };

  serve(app, E.compare, async ({ query }) => ok(await service.compareCourses(app.db, query.ids, settings)), {
    tags,
  });

  serve(
    app,
    E.cost,
    async ({ params, query }) => ok(await service.getCourseCost(app.db, params.courseId, query, settings)),
    { tags },
  );
};
