import {
  categoryCoursesQuerySchema,
  countryIdParamsSchema,
  countryListQuerySchema,
  courseCategoryIdParamsSchema,
  courseIdParamsSchema,
  courseSearchQuerySchema,
  universityIdParamsSchema,
  universityListQuerySchema,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { artRoutes } from './art.routes';
import * as service from './catalogue.service';

const tags = ['catalogue'];

/** SPEC.md section 7's catalogue reads (public), plus course search and course detail. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(artRoutes);

  app.get('/country', { schema: { tags, querystring: countryListQuerySchema } }, async (request) =>
    ok(await service.listCountries(app.db, request.query)),
  );

  app.get(
    '/country/detail/:countryId',
    { schema: { tags, params: countryIdParamsSchema } },
    async (request) => ok(await service.getCountry(app.db, request.params.countryId)),
  );

  app.get(
    '/country-faq/country/:countryId',
    { schema: { tags, params: countryIdParamsSchema } },
    async (request) => ok(await service.listCountryFaqs(app.db, request.params.countryId)),
  );

  app.get('/university', { schema: { tags, querystring: universityListQuerySchema } }, async (request) =>
    ok(await service.listUniversities(app.db, request.query)),
  );

  app.get(
    '/university/detail/:universityId',
    { schema: { tags, params: universityIdParamsSchema } },
    async (request) => ok(await service.getUniversity(app.db, request.params.universityId)),
  );

  app.get('/course/categories', { schema: { tags } }, async () => ok(await service.listCategories(app.db)));

  app.get(
    '/course/courses/:courseCategoryId',
    { schema: { tags, params: courseCategoryIdParamsSchema, querystring: categoryCoursesQuerySchema } },
    async (request) =>
      ok(await service.listCategoryCourses(app.db, request.params.courseCategoryId, request.query)),
  );

  app.get('/course/search', { schema: { tags, querystring: courseSearchQuerySchema } }, async (request) =>
    ok(await service.searchCourses(app.db, request.query)),
  );

  app.get('/course/:courseId', { schema: { tags, params: courseIdParamsSchema } }, async (request) =>
    ok(await service.getCourse(app.db, request.params.courseId)),
  );
};
