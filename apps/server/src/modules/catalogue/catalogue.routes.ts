import { type AuthUser, DATA_SOURCES, catalogueEndpoints as E } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
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
const visibility = (user: AuthUser | null) => ({ preview: user?.role === 'admin' });

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

  // On PostgreSQL loaded as the server starts, not by the first search: seconds at a million
  // courses, beside the other queries. The embedded database has one connection, which the load
  // would hold as the instance starts (everything, /readyz too, waited behind it), so there the
  // first search with words loads it (docs/catalogue.md#the-course-index). A failure here is
  // retried by the first search.
  if (app.dbKind === 'postgres') {
    app.addHook('onReady', async () => {
      courseIndexOf(app.db).catch((error) => app.log.warn({ err: error }, 'course index: first load failed'));
    });
  }

  // Their own plugin, so the cache hooks reach only these public reads (docs/performance.md).
  const cache = createCataloguePublicCache(app);
  // Rebuilt whenever the catalogue changes, here or on another instance (the cache's generation).
  const suggester = createSuggester(cache.generation);
  await app.register(async (instance) => {
    cachePublicAnswers(instance, cache);
    serve(instance, E.countries, async ({ query }) => ok(await service.listCountries(app.db, query)), {
      tags,
    });
    serve(
      instance,
      E.country,
      async ({ user, params }) => ok(await service.getCountry(app.db, params.countryId, visibility(user))),
      { tags },
    );
    serve(
      instance,
      E.countryFaqs,
      async ({ params }) => ok(await service.listCountryFaqs(app.db, params.countryId)),
      { tags },
    );
    serve(instance, E.universities, async ({ query }) => ok(await service.listUniversities(app.db, query)), {
      tags,
    });
    serve(
      instance,
      E.university,
      async ({ user, params }) =>
        ok(await service.getUniversity(app.db, params.universityId, visibility(user))),
      { tags },
    );
    serve(
      instance,
      E.dataSources,
      async () =>
        ok({
          sources: [...DATA_SOURCES],
          sampleLabels: app.config.CATALOGUE_SAMPLE_LABELS,
          referenceRates: await service.referenceRatesInfo(app.db),
        }),
      { tags },
    );
    serve(instance, E.featuredProgrammes, async () => ok(await service.listFeaturedProgrammes(app.db)), {
      tags,
    });
    serve(instance, E.categories, async () => ok(await service.listCategories(app.db)), { tags });
    serve(
      instance,
      E.categoryCourses,
      async ({ params, query }) =>
        ok(await service.listCategoryCourses(app.db, params.courseCategoryId, query)),
      { tags },
    );
    serve(
      instance,
      E.search,
      async ({ query }) => ok(await searchGate.run(() => service.searchCourses(app.db, query))),
      { tags },
    );
    serve(instance, E.suggest, async ({ query }) => ok(await suggester.suggest(app.db, query.q)), { tags });
    serve(
      instance,
      E.course,
      async ({ user, params }) => ok(await service.getCourse(app.db, params.courseId, visibility(user))),
      { tags },
    );
  });
};
