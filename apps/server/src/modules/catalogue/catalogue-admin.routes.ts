import {
  CATALOGUE_ENDPOINTS,
  CATALOGUE_ADMIN_MESSAGES as M,
  catalogueUploadEndpoints as U,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { badRequest, payloadTooLarge } from '../../lib/errors';
import { readMultipart, storeImage } from '../files/index';
import * as service from './catalogue-admin.service';
import { importCourses } from './course-import';

const tags = ['console: catalogue'];

type Ctx = service.CatalogueAdminContext;
type AnyValues = never;

/** Each kind's service and answer messages, for the five endpoints every kind has. */
const KINDS = {
  countries: {
    id: 'countryId',
    list: service.listCountries,
    one: service.getCountry,
    create: service.createCountry,
    update: service.updateCountry,
    publish: service.setCountryPublished,
    messages: { list: 'Countries', one: 'Country', created: M.countryCreated, updated: M.countryUpdated },
  },
  universities: {
    id: 'universityId',
    list: service.listUniversities,
    one: service.getUniversity,
    create: service.createUniversity,
    update: service.updateUniversity,
    publish: service.setUniversityPublished,
    messages: {
      list: 'Universities',
      one: 'University',
      created: M.universityCreated,
      updated: M.universityUpdated,
    },
  },
  categories: {
    id: 'courseCategoryId',
    list: service.listCategories,
    one: service.getCategory,
    create: service.createCategory,
    update: service.updateCategory,
    publish: service.setCategoryPublished,
    messages: { list: 'Categories', one: 'Category', created: M.categoryCreated, updated: M.categoryUpdated },
  },
  courses: {
    id: 'courseId',
    list: service.listCourses,
    one: service.getCourse,
    create: service.createCourse,
    update: service.updateCourse,
    publish: service.setCoursePublished,
    messages: { list: 'Courses', one: 'Course', created: M.courseCreated, updated: M.courseUpdated },
  },
  faqs: {
    id: 'faqId',
    list: service.listFaqs,
    one: service.getFaq,
    create: service.createFaq,
    update: service.updateFaq,
    publish: service.setFaqPublished,
    messages: { list: 'FAQs', one: 'FAQ', created: M.faqCreated, updated: M.faqUpdated },
  },
} as const;

interface KindService {
  id: string;
  list: (db: Db, query: AnyValues) => Promise<unknown>;
  one: (db: Db, id: number) => Promise<unknown>;
  create: (ctx: Ctx, values: AnyValues) => Promise<unknown>;
  update: (ctx: Ctx, id: number, values: AnyValues) => Promise<unknown>;
  publish: (ctx: Ctx, id: number, isPublished: boolean) => Promise<{ item: unknown; changed: boolean }>;
  messages: { list: string; one: string; created: string; updated: string };
}

/**
 * The console's catalogue management, for admins only (docs/catalogue.md#managing-the-catalogue):
 * the five endpoints of every kind and the two uploads, registered from their descriptions, whose
 * guard answers a visitor 401 and an advisor or a student 403 before the body is looked at.
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (user: Ctx['actor']): Ctx => ({ db: app.db, events: app.events, actor: user });
  const published = (isPublished: boolean, changed: boolean) =>
    changed ? (isPublished ? M.published : M.unpublished) : M.publishedUnchanged;

  for (const kind of Object.keys(KINDS) as Array<keyof typeof KINDS>) {
    // One kind's descriptions, seen through the countries' types: the handlers are the same for
    // every kind, and each request was validated by its own kind's schemas before it gets here.
    const E = CATALOGUE_ENDPOINTS[kind] as unknown as (typeof CATALOGUE_ENDPOINTS)['countries'];
    const k = KINDS[kind] as unknown as KindService;
    const idOf = (params: Record<string, number>) => params[k.id]!;
    serve(
      app,
      E.list,
      async ({ query }) => ok((await k.list(app.db, query as never)) as never, k.messages.list),
      {
        tags,
      },
    );
    serve(
      app,
      E.one,
      async ({ params }) => ok((await k.one(app.db, idOf(params))) as never, k.messages.one),
      {
        tags,
      },
    );
    serve(
      app,
      E.create,
      async ({ user, body }) => ok((await k.create(ctx(user), body as never)) as never, k.messages.created),
      { tags },
    );
    serve(
      app,
      E.update,
      async ({ user, params, body }) =>
        ok((await k.update(ctx(user), idOf(params), body as never)) as never, k.messages.updated),
      { tags },
    );
    serve(
      app,
      E.publish,
      async ({ user, params, body }) => {
        const { item, changed } = await k.publish(ctx(user), idOf(params), body.isPublished);
        return ok(item as never, published(body.isPublished, changed));
      },
      { tags },
    );
  }

  serve(
    app,
    U.courseImport,
    async ({ user, query, request }) => {
      const form = await readMultipart(request).catch((err: { statusCode?: number }) => {
        throw err.statusCode === 413 ? payloadTooLarge(M.fileTooLarge) : err;
      });
      if (form.file?.fieldName !== 'file') throw badRequest(M.noFile, { file: M.noFile });
      const report = await importCourses(ctx(user), form.file, query.dryRun);
      const message = query.dryRun
        ? report.errorCount
          ? M.dryRunBad
          : M.dryRunClean
        : M.imported(report.imported);
      return ok(report, message);
    },
    { tags },
  );

  serve(
    app,
    U.image,
    async ({ user, request }) => {
      const form = await readMultipart(request);
      if (form.file?.fieldName !== 'image') {
        throw badRequest('Choose an image to upload', { image: 'Choose an image to upload' });
      }
      const stored = await storeImage(app.db, form.file.data, user.userId);
      return ok({ path: stored.path, width: stored.width, height: stored.height }, M.imageStored);
    },
    { tags },
  );
};
