import {
  countryIdParamsSchema,
  courseCategoryIdParamsSchema,
  courseIdParamsSchema,
  courseImportQuerySchema,
  courseImportReportSchema,
  envelopeSchema,
  faqIdParamsSchema,
  CATALOGUE_ADMIN_MESSAGES as M,
  publishInputSchema,
  staffCategoryInputSchema,
  staffCategoryListQuerySchema,
  staffCategoryPageSchema,
  staffCategorySchema,
  staffCountryInputSchema,
  staffCountryListQuerySchema,
  staffCountryPageSchema,
  staffCountrySchema,
  staffCourseInputSchema,
  staffCourseListQuerySchema,
  staffCoursePageSchema,
  staffCourseSchema,
  staffFaqInputSchema,
  staffFaqListQuerySchema,
  staffFaqPageSchema,
  staffFaqSchema,
  staffUniversityInputSchema,
  staffUniversityListQuerySchema,
  staffUniversityPageSchema,
  staffUniversitySchema,
  storedImageSchema,
  universityIdParamsSchema,
} from '@edupath/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { badRequest, payloadTooLarge } from '../../lib/errors';
import { requireRole } from '../../lib/guards';
import { readMultipart, storeImage } from '../files/index';
import * as service from './catalogue-admin.service';
import { importCourses } from './course-import';

const tags = ['console: catalogue'];

/**
 * The console's catalogue management, for admins only (docs/catalogue.md#managing-the-catalogue).
 * The role is checked before anything else is read: a visitor gets 401 and an advisor or a student
 * 403 whatever they send.
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireRole(request, 'admin');
  });
  const ctx = (request: FastifyRequest) => ({
    db: app.db,
    events: app.events,
    actor: requireRole(request, 'admin'),
  });
  const published = (isPublished: boolean, changed: boolean) =>
    changed ? (isPublished ? M.published : M.unpublished) : M.publishedUnchanged;

  // ---------------------------------------------------------------- countries

  app.get(
    '/staff/catalogue/countries',
    {
      schema: {
        tags,
        querystring: staffCountryListQuerySchema,
        response: { 200: envelopeSchema(staffCountryPageSchema) },
      },
    },
    async (request) => ok(await service.listCountries(app.db, request.query), 'Countries'),
  );
  app.get(
    '/staff/catalogue/countries/:countryId',
    {
      schema: { tags, params: countryIdParamsSchema, response: { 200: envelopeSchema(staffCountrySchema) } },
    },
    async (request) => ok(await service.getCountry(app.db, request.params.countryId), 'Country'),
  );
  app.post(
    '/staff/catalogue/countries',
    {
      schema: { tags, body: staffCountryInputSchema, response: { 201: envelopeSchema(staffCountrySchema) } },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await service.createCountry(ctx(request), request.body), M.countryCreated)),
  );
  app.put(
    '/staff/catalogue/countries/:countryId',
    {
      schema: {
        tags,
        params: countryIdParamsSchema,
        body: staffCountryInputSchema,
        response: { 200: envelopeSchema(staffCountrySchema) },
      },
    },
    async (request) =>
      ok(await service.updateCountry(ctx(request), request.params.countryId, request.body), M.countryUpdated),
  );
  app.put(
    '/staff/catalogue/countries/:countryId/published',
    {
      schema: {
        tags,
        params: countryIdParamsSchema,
        body: publishInputSchema,
        response: { 200: envelopeSchema(staffCountrySchema) },
      },
    },
    async (request) => {
      const { isPublished } = request.body;
      const { item, changed } = await service.setCountryPublished(
        ctx(request),
        request.params.countryId,
        isPublished,
      );
      return ok(item, published(isPublished, changed));
    },
  );

  // ---------------------------------------------------------------- universities

  app.get(
    '/staff/catalogue/universities',
    {
      schema: {
        tags,
        querystring: staffUniversityListQuerySchema,
        response: { 200: envelopeSchema(staffUniversityPageSchema) },
      },
    },
    async (request) => ok(await service.listUniversities(app.db, request.query), 'Universities'),
  );
  app.get(
    '/staff/catalogue/universities/:universityId',
    {
      schema: {
        tags,
        params: universityIdParamsSchema,
        response: { 200: envelopeSchema(staffUniversitySchema) },
      },
    },
    async (request) => ok(await service.getUniversity(app.db, request.params.universityId), 'University'),
  );
  app.post(
    '/staff/catalogue/universities',
    {
      schema: {
        tags,
        body: staffUniversityInputSchema,
        response: { 201: envelopeSchema(staffUniversitySchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await service.createUniversity(ctx(request), request.body), M.universityCreated)),
  );
  app.put(
    '/staff/catalogue/universities/:universityId',
    {
      schema: {
        tags,
        params: universityIdParamsSchema,
        body: staffUniversityInputSchema,
        response: { 200: envelopeSchema(staffUniversitySchema) },
      },
    },
    async (request) =>
      ok(
        await service.updateUniversity(ctx(request), request.params.universityId, request.body),
        M.universityUpdated,
      ),
  );
  app.put(
    '/staff/catalogue/universities/:universityId/published',
    {
      schema: {
        tags,
        params: universityIdParamsSchema,
        body: publishInputSchema,
        response: { 200: envelopeSchema(staffUniversitySchema) },
      },
    },
    async (request) => {
      const { isPublished } = request.body;
      const { item, changed } = await service.setUniversityPublished(
        ctx(request),
        request.params.universityId,
        isPublished,
      );
      return ok(item, published(isPublished, changed));
    },
  );

  // ---------------------------------------------------------------- categories

  app.get(
    '/staff/catalogue/categories',
    {
      schema: {
        tags,
        querystring: staffCategoryListQuerySchema,
        response: { 200: envelopeSchema(staffCategoryPageSchema) },
      },
    },
    async (request) => ok(await service.listCategories(app.db, request.query), 'Categories'),
  );
  app.get(
    '/staff/catalogue/categories/:courseCategoryId',
    {
      schema: {
        tags,
        params: courseCategoryIdParamsSchema,
        response: { 200: envelopeSchema(staffCategorySchema) },
      },
    },
    async (request) => ok(await service.getCategory(app.db, request.params.courseCategoryId), 'Category'),
  );
  app.post(
    '/staff/catalogue/categories',
    {
      schema: {
        tags,
        body: staffCategoryInputSchema,
        response: { 201: envelopeSchema(staffCategorySchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await service.createCategory(ctx(request), request.body), M.categoryCreated)),
  );
  app.put(
    '/staff/catalogue/categories/:courseCategoryId',
    {
      schema: {
        tags,
        params: courseCategoryIdParamsSchema,
        body: staffCategoryInputSchema,
        response: { 200: envelopeSchema(staffCategorySchema) },
      },
    },
    async (request) =>
      ok(
        await service.updateCategory(ctx(request), request.params.courseCategoryId, request.body),
        M.categoryUpdated,
      ),
  );
  app.put(
    '/staff/catalogue/categories/:courseCategoryId/published',
    {
      schema: {
        tags,
        params: courseCategoryIdParamsSchema,
        body: publishInputSchema,
        response: { 200: envelopeSchema(staffCategorySchema) },
      },
    },
    async (request) => {
      const { isPublished } = request.body;
      const { item, changed } = await service.setCategoryPublished(
        ctx(request),
        request.params.courseCategoryId,
        isPublished,
      );
      return ok(item, published(isPublished, changed));
    },
  );

  // ---------------------------------------------------------------- courses

  app.get(
    '/staff/catalogue/courses',
    {
      schema: {
        tags,
        querystring: staffCourseListQuerySchema,
        response: { 200: envelopeSchema(staffCoursePageSchema) },
      },
    },
    async (request) => ok(await service.listCourses(app.db, request.query), 'Courses'),
  );
  app.get(
    '/staff/catalogue/courses/:courseId',
    { schema: { tags, params: courseIdParamsSchema, response: { 200: envelopeSchema(staffCourseSchema) } } },
    async (request) => ok(await service.getCourse(app.db, request.params.courseId), 'Course'),
  );
  app.post(
    '/staff/catalogue/courses',
    { schema: { tags, body: staffCourseInputSchema, response: { 201: envelopeSchema(staffCourseSchema) } } },
    async (request, reply) =>
      reply.status(201).send(ok(await service.createCourse(ctx(request), request.body), M.courseCreated)),
  );
  app.put(
    '/staff/catalogue/courses/:courseId',
    {
      schema: {
        tags,
        params: courseIdParamsSchema,
        body: staffCourseInputSchema,
        response: { 200: envelopeSchema(staffCourseSchema) },
      },
    },
    async (request) =>
      ok(await service.updateCourse(ctx(request), request.params.courseId, request.body), M.courseUpdated),
  );
  app.put(
    '/staff/catalogue/courses/:courseId/published',
    {
      schema: {
        tags,
        params: courseIdParamsSchema,
        body: publishInputSchema,
        response: { 200: envelopeSchema(staffCourseSchema) },
      },
    },
    async (request) => {
      const { isPublished } = request.body;
      const { item, changed } = await service.setCoursePublished(
        ctx(request),
        request.params.courseId,
        isPublished,
      );
      return ok(item, published(isPublished, changed));
    },
  );
  app.post(
    '/staff/catalogue/courses/import',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'A CSV file of courses as `file` (docs/catalogue.md#course-import). ?dryRun=true checks it and writes nothing.',
        querystring: courseImportQuerySchema,
        response: { 200: envelopeSchema(courseImportReportSchema) },
      },
    },
    async (request) => {
      const context = ctx(request);
      const form = await readMultipart(request).catch((err: { statusCode?: number }) => {
        throw err.statusCode === 413 ? payloadTooLarge(M.fileTooLarge) : err;
      });
      if (form.file?.fieldName !== 'file') throw badRequest(M.noFile, { file: M.noFile });
      const { dryRun } = request.query;
      const report = await importCourses(context, form.file, dryRun);
      const message = dryRun
        ? report.errorCount
          ? M.dryRunBad
          : M.dryRunClean
        : M.imported(report.imported);
      return ok(report, message);
    },
  );

  // ---------------------------------------------------------------- FAQs

  app.get(
    '/staff/catalogue/faqs',
    {
      schema: {
        tags,
        querystring: staffFaqListQuerySchema,
        response: { 200: envelopeSchema(staffFaqPageSchema) },
      },
    },
    async (request) => ok(await service.listFaqs(app.db, request.query), 'FAQs'),
  );
  app.get(
    '/staff/catalogue/faqs/:faqId',
    { schema: { tags, params: faqIdParamsSchema, response: { 200: envelopeSchema(staffFaqSchema) } } },
    async (request) => ok(await service.getFaq(app.db, request.params.faqId), 'FAQ'),
  );
  app.post(
    '/staff/catalogue/faqs',
    { schema: { tags, body: staffFaqInputSchema, response: { 201: envelopeSchema(staffFaqSchema) } } },
    async (request, reply) =>
      reply.status(201).send(ok(await service.createFaq(ctx(request), request.body), M.faqCreated)),
  );
  app.put(
    '/staff/catalogue/faqs/:faqId',
    {
      schema: {
        tags,
        params: faqIdParamsSchema,
        body: staffFaqInputSchema,
        response: { 200: envelopeSchema(staffFaqSchema) },
      },
    },
    async (request) =>
      ok(await service.updateFaq(ctx(request), request.params.faqId, request.body), M.faqUpdated),
  );
  app.put(
    '/staff/catalogue/faqs/:faqId/published',
    {
      schema: {
        tags,
        params: faqIdParamsSchema,
        body: publishInputSchema,
        response: { 200: envelopeSchema(staffFaqSchema) },
      },
    },
    async (request) => {
      const { isPublished } = request.body;
      const { item, changed } = await service.setFaqPublished(
        ctx(request),
        request.params.faqId,
        isPublished,
      );
      return ok(item, published(isPublished, changed));
    },
  );

  // ---------------------------------------------------------------- pictures

  app.post(
    '/staff/catalogue/images',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          "An image as `image`: sniffed, size-capped and re-encoded (docs/decisions/003-images-in-the-database.md). The answer's path goes in a picture field.",
        response: { 201: envelopeSchema(storedImageSchema) },
      },
    },
    async (request, reply) => {
      const { actor } = ctx(request);
      const form = await readMultipart(request);
      if (form.file?.fieldName !== 'image') {
        throw badRequest('Choose an image to upload', { image: 'Choose an image to upload' });
      }
      const stored = await storeImage(app.db, form.file.data, actor.userId);
      return reply
        .status(201)
        .send(ok({ path: stored.path, width: stored.width, height: stored.height }, M.imageStored));
    },
  );
};
