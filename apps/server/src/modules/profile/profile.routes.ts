import {
  basicInfoSchema,
  collegeIdQuery,
  collegeSchema,
  PROFILE_MESSAGES,
  schoolIdQuery,
  schoolSchema,
  testScoreIdQuery,
  testScoreSchema,
  updateProfileSchema,
  workExperienceIdQuery,
  workExperienceSchema,
} from '@edupath/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../lib/envelope';
import { parseOrThrow } from '../../lib/validation';
import { requireUser } from '../../plugins/auth';
import { readMultipart } from '../files';
import * as service from './profile.service';

/**
 * The photo forms are multipart (SPEC.md section 7); a client without a photo to send may
 * post the same fields as JSON.
 */
async function readForm(request: FastifyRequest) {
  if (request.isMultipart()) {
    const { fields, file } = await readMultipart(request);
    return { fields, photo: file?.data ?? null };
  }
  const body = request.body;
  return { fields: typeof body === 'object' && body !== null ? body : {}, photo: null };
}

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];

  app.get('/profile/basicInfo', { schema: { tags } }, async (request) => {
    const user = requireUser(request);
    return ok(await service.getBasicInfo(app.db, user.userId));
  });

  app.post('/profile/basicInfo', { schema: { tags, consumes: ['multipart/form-data'] } }, async (request) => {
    const user = requireUser(request);
    const { fields, photo } = await readForm(request);
    const input = parseOrThrow(basicInfoSchema, fields);
    const saved = await service.saveBasicInfo(app.db, app.events, user.userId, input, photo);
    return ok(saved, 'Basic information saved');
  });

  /** One section: GET lists own rows (data is the list), POST creates or edits, DELETE removes by id. */
  function section<K extends string, Values, Row>(
    path: string,
    idKey: K,
    body: z.ZodType<Values & Partial<Record<K, number>>>,
    querystring: z.ZodType<Record<K, number>>,
    handlers: service.SectionService<Values, Row>,
  ) {
    app.get(path, { schema: { tags } }, async (request) => {
      const user = requireUser(request);
      return ok(await handlers.list(app.db, user.userId));
    });

    app.post(path, { schema: { tags, body } }, async (request) => {
      const user = requireUser(request);
      // userId, if sent, was already dropped by the schema: the owner is always the session's user.
      const { [idKey]: rowId, ...values } = request.body as Record<string, unknown>;
      const { row, created } = await handlers.save(
        app.db,
        app.events,
        user.userId,
        rowId as number | undefined,
        values as Values,
      );
      return ok(row, `${handlers.label} ${created ? 'added' : 'updated'}`);
    });

    app.delete(path, { schema: { tags, querystring } }, async (request) => {
      const user = requireUser(request);
      const rowId = (request.query as Record<K, number>)[idKey];
      await handlers.remove(app.db, app.events, user.userId, rowId);
      return ok({ [idKey]: rowId }, `${handlers.label} deleted`);
    });
  }

  section('/profile/school', 'schoolId', schoolSchema, schoolIdQuery, service.schoolSection);
  section('/profile/college', 'collegeId', collegeSchema, collegeIdQuery, service.collegeSection);
  section(
    '/profile/workExp',
    'workExperienceId',
    workExperienceSchema,
    workExperienceIdQuery,
    service.workExperienceSection,
  );
  section('/profile/testScore', 'testScoreId', testScoreSchema, testScoreIdQuery, service.testScoreSection);

  // DESIGN.md section 2: the same API base and credentials as every other call.
  app.get('/auth/update-profile', { schema: { tags } }, async (request) => {
    const user = requireUser(request);
    return ok(await service.getAccount(app.db, user.userId));
  });

  app.post(
    '/auth/update-profile',
    { schema: { tags, consumes: ['multipart/form-data'] } },
    async (request) => {
      const user = requireUser(request);
      const { fields, photo } = await readForm(request);
      const input = parseOrThrow(updateProfileSchema, fields);
      const account = await service.updateProfile(app.db, app.events, user, request.sessionId, input, photo);
      return ok(account, PROFILE_MESSAGES.profileUpdated);
    },
  );
};
