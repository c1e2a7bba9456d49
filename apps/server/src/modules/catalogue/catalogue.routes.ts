import {
  categoryCoursesQuerySchema,
  countryCardPageSchema,
  countryDetailSchema,
  countryFaqSchema,
  countryIdParamsSchema,
  countryListQuerySchema,
  courseCategoryIdParamsSchema,
  courseCategorySchema,
  courseDetailSchema,
  courseIdParamsSchema,
  courseListItemPageSchema,
  courseListItemSchema,
  courseSearchQuerySchema,
  courseSearchResultSchema,
  courseSuggestionsSchema,
  courseSuggestQuerySchema,
  DATA_SOURCES,
  dataSourcesSchema,
  envelopeSchema,
  universityCardPageSchema,
  universityDetailSchema,
  universityIdParamsSchema,
  universityListQuerySchema,
} from '@edupath/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { createLoopLoad } from '../../lib/loop-load';
import { createWorkGate } from '../../lib/work-gate';
import { artRoutes } from './art.routes';
import * as service from './catalogue.service';
import { catalogueAdminRoutes } from './catalogue-admin.routes';
import { courseIndexOf } from './course-index-source';
import { cachePublicAnswers, createCataloguePublicCache } from './public-cache';
import { registerImportRoutes } from './register-import.routes';
import { createSuggester } from './suggest';
import { verificationRoutes } from './verification.routes';

const tags = ['catalogue'];

/**
 * An admin sees an unpublished country, university or course page as a preview (the console's
 * preview link); everyone else gets 404 (docs/catalogue.md#publishing).
 */
const visibility = (request: FastifyRequest) => ({ preview: request.user?.role === 'admin' });

/** The public catalogue reads, course search and course detail included (docs/catalogue.md). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(artRoutes);
  // Its own plugin: the admin-only hook must not reach the public reads below.
  await app.register(catalogueAdminRoutes);
  await app.register(verificationRoutes);
  await app.register(registerImportRoutes);

  // A search is the heaviest public read: a burst of them must not hold up every other query.
  const loopLoad = createLoopLoad();
  app.addHook('onClose', async () => loopLoad.close());
  const maxUtilization = app.config.SEARCH_MAX_LOOP_UTILIZATION;
  const searchGate = createWorkGate({
    isOverloaded: () => maxUtilization < 1 && loopLoad.utilization() > maxUtilization,
    concurrency: app.config.SEARCH_CONCURRENCY,
    queueLength: app.config.SEARCH_QUEUE_LENGTH,
    busyMessage: 'Course search is busy right now. Please try again in a moment.',
    retryAfterSeconds: 1,
  });

  // Loaded as the server starts, not by the first search: seconds at a million courses
  // (docs/catalogue.md#the-course-index). A failure here is retried by the first search.
  app.addHook('onReady', async () => {
    courseIndexOf(app.db).catch((error) => app.log.warn({ err: error }, 'course index: first load failed'));
  });

  // Their own plugin, so the cache hooks reach only these public reads (docs/performance.md).
  const cache = createCataloguePublicCache(app);
  // Rebuilt whenever the catalogue changes, here or on another instance (the cache's generation).
  const suggester = createSuggester(cache.generation);
  await app.register(async (instance) => {
    cachePublicAnswers(instance, cache);
    const reads = instance.withTypeProvider<ZodTypeProvider>();

    reads.get(
      '/country',
      {
        schema: {
          tags,
          querystring: countryListQuerySchema,
          response: { 200: envelopeSchema(countryCardPageSchema) },
        },
      },
      async (request) => ok(await service.listCountries(app.db, request.query)),
    );

    reads.get(
      '/country/detail/:countryId',
      {
        schema: {
          tags,
          params: countryIdParamsSchema,
          response: { 200: envelopeSchema(countryDetailSchema) },
        },
      },
      async (request) => ok(await service.getCountry(app.db, request.params.countryId, visibility(request))),
    );

    reads.get(
      '/country-faq/country/:countryId',
      {
        schema: {
          tags,
          params: countryIdParamsSchema,
          response: { 200: envelopeSchema(z.array(countryFaqSchema)) },
        },
      },
      async (request) => ok(await service.listCountryFaqs(app.db, request.params.countryId)),
    );

    reads.get(
      '/university',
      {
        schema: {
          tags,
          querystring: universityListQuerySchema,
          response: { 200: envelopeSchema(universityCardPageSchema) },
        },
      },
      async (request) => ok(await service.listUniversities(app.db, request.query)),
    );

    reads.get(
      '/university/detail/:universityId',
      {
        schema: {
          tags,
          params: universityIdParamsSchema,
          response: { 200: envelopeSchema(universityDetailSchema) },
        },
      },
      async (request) =>
        ok(await service.getUniversity(app.db, request.params.universityId, visibility(request))),
    );

    reads.get(
      '/data-sources',
      { schema: { tags, response: { 200: envelopeSchema(dataSourcesSchema) } } },
      async () =>
        ok({
          sources: [...DATA_SOURCES],
          sampleLabels: app.config.CATALOGUE_SAMPLE_LABELS,
          referenceRates: await service.referenceRatesInfo(app.db),
        }),
    );

    reads.get(
      '/course/featured-programmes',
      { schema: { tags, response: { 200: envelopeSchema(z.array(courseListItemSchema)) } } },
      async () => ok(await service.listFeaturedProgrammes(app.db)),
    );

    reads.get(
      '/course/categories',
      { schema: { tags, response: { 200: envelopeSchema(z.array(courseCategorySchema)) } } },
      async () => ok(await service.listCategories(app.db)),
    );

    reads.get(
      '/course/courses/:courseCategoryId',
      {
        schema: {
          tags,
          params: courseCategoryIdParamsSchema,
          querystring: categoryCoursesQuerySchema,
          response: { 200: envelopeSchema(courseListItemPageSchema) },
        },
      },
      async (request) =>
        ok(await service.listCategoryCourses(app.db, request.params.courseCategoryId, request.query)),
    );

    reads.get(
      '/course/search',
      {
        schema: {
          tags,
          querystring: courseSearchQuerySchema,
          response: { 200: envelopeSchema(courseSearchResultSchema) },
        },
      },
      async (request) => ok(await searchGate.run(() => service.searchCourses(app.db, request.query))),
    );

    reads.get(
      '/course/suggest',
      {
        schema: {
          tags,
          querystring: courseSuggestQuerySchema,
          response: { 200: envelopeSchema(courseSuggestionsSchema) },
        },
      },
      async (request) => ok(await suggester.suggest(app.db, request.query.q)),
    );

    reads.get(
      '/course/:courseId',
      {
        schema: { tags, params: courseIdParamsSchema, response: { 200: envelopeSchema(courseDetailSchema) } },
      },
      async (request) => ok(await service.getCourse(app.db, request.params.courseId, visibility(request))),
    );
  });
};
