import {
  admissionApplicationParamsSchema,
  apiErrorBodySchema,
  applicationDocumentParamsSchema,
  documentChecklistSchema,
  documentQueuePageSchema,
  documentQueueQuerySchema,
  documentReviewSchema,
  envelopeSchema,
  DOCUMENT_MESSAGES as M,
} from '@edupath/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { requireStaff, requireUser } from '../../lib/guards';
import { readMultipart } from '../files/index';
import * as service from './documents.service';

const fileAnswer = {
  200: {
    description: 'The stored document (PDF, JPEG, PNG or WebP)',
    content: { 'application/octet-stream': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
  },
  404: apiErrorBodySchema,
};

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
  const checklistAnswer = { 200: envelopeSchema(documentChecklistSchema) };

  /** The student's checklist for one of their applications (docs/application-documents.md). */
  app.get(
    '/admission/:admissionApplicationId/documents',
    { schema: { tags, params: admissionApplicationParamsSchema, response: checklistAnswer } },
    async (request) => {
      const user = requireUser(request);
      return ok(await service.checklistForStudent(app.db, user, request.params.admissionApplicationId));
    },
  );

  /** Multipart with one file part (`file`); the answer is the whole checklist. */
  app.post(
    '/admission/:admissionApplicationId/documents/:kind',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: applicationDocumentParamsSchema,
        response: checklistAnswer,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const form = await readMultipart(request);
      if (!form.file) throw badRequest(M.fileRequired, { file: M.fileRequired });
      const { admissionApplicationId, kind } = request.params;
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
  );

  /** A visitor gets 404 like anyone else who may not see it: the address reveals nothing. */
  app.get(
    '/admission/:admissionApplicationId/documents/:kind/file',
    { schema: { tags, params: applicationDocumentParamsSchema, response: fileAnswer } },
    async (request, reply) => {
      const { admissionApplicationId, kind } = request.params;
      return sendDocument(
        reply,
        await service.fileForStudent(app.db, request.user, admissionApplicationId, kind),
      );
    },
  );

  const staffTags = ['application documents (staff)'];

  /** The review queue, oldest upload first (docs/application-documents.md, "The review queue"). */
  app.get(
    '/staff/documents',
    {
      schema: {
        tags: staffTags,
        querystring: documentQueueQuerySchema,
        response: { 200: envelopeSchema(documentQueuePageSchema) },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      return ok(await service.queue(app.db, staff, request.query), 'Documents waiting for review');
    },
  );

  app.get(
    '/staff/applications/:admissionApplicationId/documents',
    { schema: { tags: staffTags, params: admissionApplicationParamsSchema, response: checklistAnswer } },
    async (request) => {
      const staff = requireStaff(request);
      return ok(await service.checklistForStaff(app.db, staff, request.params.admissionApplicationId));
    },
  );

  app.patch(
    '/staff/applications/:admissionApplicationId/documents/:kind',
    {
      schema: {
        tags: staffTags,
        params: applicationDocumentParamsSchema,
        body: documentReviewSchema,
        response: checklistAnswer,
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const { admissionApplicationId, kind } = request.params;
      const checklist = await service.review(app.db, app.events, staff, admissionApplicationId, kind, {
        decision: request.body.decision,
        note: request.body.note ?? null,
      });
      return ok(checklist, M.reviewed);
    },
  );

  app.get(
    '/staff/applications/:admissionApplicationId/documents/:kind/file',
    { schema: { tags: staffTags, params: applicationDocumentParamsSchema, response: fileAnswer } },
    async (request, reply) => {
      const staff = requireStaff(request);
      const { admissionApplicationId, kind } = request.params;
      return sendDocument(reply, await service.fileForStaff(app.db, staff, admissionApplicationId, kind));
    },
  );
};
