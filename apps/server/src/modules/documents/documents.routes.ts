import { documentEndpoints as E, DOCUMENT_MESSAGES as M } from '@edupath/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { readMultipart } from '../files/index';
import * as service from './documents.service';

/**
 * Private files: never cached by a shared cache, shown inline under a clean name, and never
 * sniffed by the browser into something else (docs/application-documents.md, "Who sees a file").
 */
function sendDocument(reply: FastifyReply, file: { data: Buffer; contentType: string; fileName: string }) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);
}

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['application documents'];

  /** The student's checklist for one of their applications (docs/application-documents.md). */
  serve(
    app,
    E.checklist,
    async ({ user, params }) =>
      ok(await service.checklistForStudent(app.db, user, params.admissionApplicationId)),
    { tags },
  );

  /** Multipart with one file part (`file`); the answer is the whole checklist. */
  serve(
    app,
    E.upload,
    async ({ user, params, request }) => {
      const form = await readMultipart(request);
      if (!form.file) throw badRequest(M.fileRequired, { file: M.fileRequired });
      const { admissionApplicationId, kind } = params;
      const checklist = await service.upload(
        app.db,
        app.events,
        user,
        admissionApplicationId,
        kind,
        form.file,
      );
      return ok(checklist, M.uploaded);
    },
    { tags },
  );

  // A visitor gets 404 like anyone else who may not see it: the address reveals nothing.
  serve(
    app,
    E.file,
    async ({ user, params, reply }) => {
      const { admissionApplicationId, kind } = params;
      return sendDocument(reply, await service.fileForStudent(app.db, user, admissionApplicationId, kind));
    },
    { tags },
  );

  const staffTags = ['application documents (staff)'];

  /** The review queue, oldest upload first (docs/application-documents.md, "The review queue"). */
  serve(
    app,
    E.queue,
    async ({ user, query }) => ok(await service.queue(app.db, user, query), 'Documents waiting for review'),
    { tags: staffTags },
  );

  serve(
    app,
    E.staffChecklist,
    async ({ user, params }) =>
      ok(await service.checklistForStaff(app.db, user, params.admissionApplicationId)),
    { tags: staffTags },
  );

  serve(
    app,
    E.review,
    async ({ user, params, body }) => {
      const { admissionApplicationId, kind } = params;
      const checklist = await service.review(app.db, app.events, user, admissionApplicationId, kind, {
        decision: body.decision,
        note: body.note ?? null,
      });
      return ok(checklist, M.reviewed);
    },
    { tags: staffTags },
  );

  serve(
    app,
    E.staffFile,
    async ({ user, params, reply }) => {
      const { admissionApplicationId, kind } = params;
      return sendDocument(reply, await service.fileForStaff(app.db, user, admissionApplicationId, kind));
    },
    { tags: staffTags },
  );
};
