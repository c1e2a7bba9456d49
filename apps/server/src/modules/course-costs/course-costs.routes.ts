import {
  compareQuerySchema,
  compareResultSchema,
  courseCostParamsSchema,
  courseCostQuerySchema,
  courseCostSchema,
  envelopeSchema,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import * as service from './course-costs.service';

const tags = ['planning'];

/** Public planning reads: a course's first-year cost and courses compared (docs/planning.md). */
export const courseCostRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = { sampleLabels: app.config.CATALOGUE_SAMPLE_LABELS };

  app.get(
    '/courses/compare',
    {
      schema: {
        tags,
        querystring: compareQuerySchema,
        response: { 200: envelopeSchema(compareResultSchema) },
      },
    },
    async (request) => ok(await service.compareCourses(app.db, request.query.ids, settings)),
  );

  app.get(
    '/courses/:courseId/cost',
    {
      schema: {
        tags,
        params: courseCostParamsSchema,
        querystring: courseCostQuerySchema,
        response: { 200: envelopeSchema(courseCostSchema) },
      },
    },
    async (request) =>
      ok(await service.getCourseCost(app.db, request.params.courseId, request.query, settings)),
  );
};
