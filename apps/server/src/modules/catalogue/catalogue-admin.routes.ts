import {
  CATALOGUE_ENDPOINTS,
  CATALOGUE_KINDS,
  CATALOGUE_RESOURCES,
  CATALOGUE_ADMIN_MESSAGES as M,
  catalogueUploadEndpoints as U,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { badRequest, payloadTooLarge } from '../../lib/errors';
import { readMultipart, storeImage } from '../files/index';
import * as service from './catalogue-kinds';
import { importCourses } from './course-import';

const tags = ['console: catalogue'];

type Ctx = service.CatalogueAdminContext;

/**
 * The console's catalogue management, for admins only (docs/catalogue.md#managing-the-catalogue):
 * the five endpoints of every kind and the two uploads, registered from their descriptions, whose
 * guard answers a visitor 401 and an advisor or a student 403 before the body is looked at.
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (user: Ctx['actor']): Ctx => ({ db: app.db, events: app.events, actor: user });
  const published = (isPublished: boolean, changed: boolean) =>
    changed ? (isPublished ? M.published : M.unpublished) : M.publishedUnchanged;

  for (const kind of CATALOGUE_KINDS) {
    // One kind's descriptions, seen through the countries' types: the handlers are the same for
    // every kind, and each request was validated by its own kind's schemas before it gets here.
    const E = CATALOGUE_ENDPOINTS[kind] as unknown as (typeof CATALOGUE_ENDPOINTS)['countries'];
    const { id, messages } = CATALOGUE_RESOURCES[kind];
    const idOf = (params: Record<string, number>) => params[id]!;
    serve(
      app,
      E.list,
      async ({ query }) => ok((await service.listItems(kind, app.db, query)) as never, messages.list),
      {
        tags,
      },
    );
    serve(
      app,
      E.one,
      async ({ params }) => ok((await service.getItem(kind, app.db, idOf(params))) as never, messages.one),
      {
        tags,
      },
    );
    serve(
      app,
      E.create,
      async ({ user, body }) =>
        ok((await service.createItem(kind, ctx(user), body)) as never, messages.created),
      { tags },
    );
    serve(
      app,
      E.update,
      async ({ user, params, body }) =>
        ok((await service.updateItem(kind, ctx(user), idOf(params), body)) as never, messages.updated),
      { tags },
    );
    serve(
      app,
      E.publish,
      async ({ user, params, body }) => {
        const { item, changed } = await service.setItemPublished(
          kind,
          ctx(user),
          idOf(params),
          body.isPublished,
        );
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
