import {
  accountSchema,
  basicInfoSchema,
  collegeIdQuerySchema,
  collegeSchema,
  deletedCollegeSchema,
  deletedSchoolSchema,
  deletedTestScoreSchema,
  deletedWorkExperienceSchema,
  envelopeSchema,
  PROFILE_MESSAGES,
  STUDY_PREFERENCE_MESSAGES,
  saveBasicInfoSchema,
  saveCollegeSchema,
  saveSchoolSchema,
  saveTestScoreSchema,
  saveWorkExperienceSchema,
  schoolIdQuerySchema,
  schoolSchema,
  studyPreferenceEndpoints,
  testScoreIdQuerySchema,
  testScoreSchema,
  updateProfileSchema,
  workExperienceIdQuerySchema,
  workExperienceSchema,
} from '@edupath/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../lib/guards';
import { parseOrThrow } from '../../lib/validation';
import { createLoginThrottle } from '../auth';
import { readMultipart } from '../files';
import * as service from './profile.service';
import * as preferences from './study-preferences';

/**
 * The photo forms are multipart; a client without a photo to send may post the same fields as JSON
 * (docs/accounts.md, "Basic details" and "Update profile").
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

  const basicInfoAnswer = { 200: envelopeSchema(basicInfoSchema) };

  app.get('/profile/basicInfo', { schema: { tags, response: basicInfoAnswer } }, async (request) => {
    const user = requireUser(request);
    return ok(await service.getBasicInfo(app.db, user.userId));
  });

  app.post(
    '/profile/basicInfo',
    { schema: { tags, consumes: ['multipart/form-data'], response: basicInfoAnswer } },
    async (request) => {
      const user = requireUser(request);
      const { fields, photo } = await readForm(request);
      const input = parseOrThrow(saveBasicInfoSchema, fields);
      const saved = await service.saveBasicInfo(app.db, app.events, user.userId, input, photo);
      return ok(saved, 'Basic information saved');
    },
  );

  /** One section: GET lists own rows (data is the list), POST creates or edits, DELETE removes by id. */
  function section<K extends string, Values, Row>(
    path: string,
    idKey: K,
    schemas: {
      body: z.ZodType<Values & Partial<Record<K, number>>>;
      querystring: z.ZodType<Record<K, number>>;
      row: z.ZodType<Row>;
      deleted: z.ZodType<Record<K, number>>;
    },
    handlers: service.SectionService<Values, Row>,
  ) {
    const { body, querystring } = schemas;
    const rowAnswer = { 200: envelopeSchema(schemas.row) };

    app.get(
      path,
      { schema: { tags, response: { 200: envelopeSchema(z.array(schemas.row)) } } },
      async (request) => {
        const user = requireUser(request);
        return ok(await handlers.list(app.db, user.userId));
      },
    );

    app.post(path, { schema: { tags, body, response: rowAnswer } }, async (request) => {
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

    app.delete(
      path,
      { schema: { tags, querystring, response: { 200: envelopeSchema(schemas.deleted) } } },
      async (request) => {
        const user = requireUser(request);
        const rowId = (request.query as Record<K, number>)[idKey];
        await handlers.remove(app.db, app.events, user.userId, rowId);
        return ok({ [idKey]: rowId } as Record<K, number>, `${handlers.label} deleted`);
      },
    );
  }

  section(
    '/profile/school',
    'schoolId',
    {
      body: saveSchoolSchema,
      querystring: schoolIdQuerySchema,
      row: schoolSchema,
      deleted: deletedSchoolSchema,
    },
    service.schoolSection,
  );
  section(
    '/profile/college',
    'collegeId',
    {
      body: saveCollegeSchema,
      querystring: collegeIdQuerySchema,
      row: collegeSchema,
      deleted: deletedCollegeSchema,
    },
    service.collegeSection,
  );
  section(
    '/profile/workExp',
    'workExperienceId',
    {
      body: saveWorkExperienceSchema,
      querystring: workExperienceIdQuerySchema,
      row: workExperienceSchema,
      deleted: deletedWorkExperienceSchema,
    },
    service.workExperienceSection,
  );
  section(
    '/profile/testScore',
    'testScoreId',
    {
      body: saveTestScoreSchema,
      querystring: testScoreIdQuerySchema,
      row: testScoreSchema,
      deleted: deletedTestScoreSchema,
    },
    service.testScoreSection,
  );

  // Study preferences: the student's own only (docs/fit-and-chances.md#study-preferences).
  serve(
    app,
    studyPreferenceEndpoints.mine,
    async ({ user }) => ok(await preferences.getStudyPreferences(app.db, user.userId)),
    { tags },
  );
  serve(
    app,
    studyPreferenceEndpoints.save,
    async ({ user, body }) =>
      ok(
        await preferences.saveStudyPreferences(app.db, app.events, user.userId, body),
        STUDY_PREFERENCE_MESSAGES.saved,
      ),
    { tags },
  );

  // The same API base and credentials as every other call (docs/accounts.md, "Update profile").
  const accountAnswer = { 200: envelopeSchema(accountSchema) };
  const passwordGuesses = createLoginThrottle(app);

  app.get('/auth/update-profile', { schema: { tags, response: accountAnswer } }, async (request) => {
    const user = requireUser(request);
    return ok(await service.getAccount(app.db, user.userId));
  });

  app.post(
    '/auth/update-profile',
    { schema: { tags, consumes: ['multipart/form-data'], response: accountAnswer } },
    async (request, reply) => {
      const user = requireUser(request);
      const { fields, photo } = await readForm(request);
      const input = parseOrThrow(updateProfileSchema, fields);
      // A wrong current password is a guess like a wrong sign-in, and waits like one (docs/decisions/007).
      const attempt = { email: user.email, ip: request.ip };
      if (input.password) await passwordGuesses.admit(attempt, reply);
      const account = await service
        .updateProfile(app.db, app.events, user, request.sessionId, input, photo)
        .catch(async (err: unknown) => {
          if (
            err instanceof AppError &&
            err.errors?.currentPassword === PROFILE_MESSAGES.currentPasswordWrong
          )
            await passwordGuesses.failed(attempt);
          throw err;
        });
      return ok(account, PROFILE_MESSAGES.profileUpdated);
    },
  );
};
