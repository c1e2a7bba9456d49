import {
  type ApiResponse,
  profileEndpoints as E,
  PROFILE_MESSAGES,
  PROFILE_SECTIONS,
  STUDY_PREFERENCE_MESSAGES,
  saveBasicInfoSchema,
  studyPreferenceEndpoints,
  updateProfileSchema,
} from '@edupath/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
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

/**
 * What the four sections' descriptions have in common (PROFILE_SECTIONS in @edupath/contract), as
 * far as one helper registering any of them needs: its id field, what a save takes, a row.
 */
interface SectionEndpoints<K extends string, Values, Row> {
  idKey: K;
  list: SectionEndpoint<'GET', ApiResponse<Row[]>>;
  save: SectionEndpoint<'POST', ApiResponse<Row>> & { body: z.ZodType<Values & Partial<Record<K, number>>> };
  remove: SectionEndpoint<'DELETE', ApiResponse<Record<K, number>>> & {
    query: z.ZodType<Record<K, number>>;
  };
}
interface SectionEndpoint<M extends string, Answer> {
  method: M;
  path: string;
  access: 'signedIn';
  answer: z.ZodType<unknown, Answer>;
}

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];

  serve(app, E.basicInfo, async ({ user }) => ok(await service.getBasicInfo(app.db, user.userId)), { tags });

  serve(
    app,
    E.saveBasicInfo,
    async ({ user, request }) => {
      const { fields, photo } = await readForm(request);
      const input = parseOrThrow(saveBasicInfoSchema, fields);
      const saved = await service.saveBasicInfo(app.db, app.events, user.userId, input, photo);
      return ok(saved, 'Basic information saved');
    },
    { tags },
  );

  /** One section: GET lists own rows (data is the list), POST creates or edits, DELETE removes by id. */
  function section<K extends string, Values, Row>(
    endpoints: SectionEndpoints<K, Values, Row>,
    handlers: service.SectionService<Values, Row>,
  ) {
    const { idKey } = endpoints;

    serve(app, endpoints.list, async ({ user }) => ok(await handlers.list(app.db, user.userId)), { tags });

    serve(
      app,
      endpoints.save,
      async ({ user, body }) => {
        // userId, if sent, was already dropped by the schema: the owner is always the session's user.
        const { [idKey]: rowId, ...values } = body as Record<string, unknown>;
        const { row, created } = await handlers.save(
          app.db,
          app.events,
          user.userId,
          rowId as number | undefined,
          values as Values,
        );
        return ok(row, `${handlers.label} ${created ? 'added' : 'updated'}`);
      },
      { tags },
    );

    serve(
      app,
      endpoints.remove,
      async ({ user, query }) => {
        const rowId = query[idKey];
        await handlers.remove(app.db, app.events, user.userId, rowId);
        return ok({ [idKey]: rowId } as Record<K, number>, `${handlers.label} deleted`);
      },
      { tags },
    );
  }

  section(PROFILE_SECTIONS.school, service.schoolSection);
  section(PROFILE_SECTIONS.college, service.collegeSection);
  section(PROFILE_SECTIONS.workExp, service.workExperienceSection);
  section(PROFILE_SECTIONS.testScore, service.testScoreSection);

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
  const passwordGuesses = createLoginThrottle(app);

  serve(app, E.account, async ({ user }) => ok(await service.getAccount(app.db, user.userId)), { tags });

  serve(
    app,
    E.updateAccount,
    async ({ user, request, reply }) => {
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
    { tags },
  );
};
