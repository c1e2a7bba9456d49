import {
  admissionApplicationParams,
  applicationStatusChangeSchema,
  applyToCourseSchema,
  APPLICATION_MESSAGES as M,
  staffApplicationsQuery,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { requireStaff, requireUser } from '../../plugins/auth';
import * as service from './applications.service';

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['applications'];

  /** SPEC.md: on status 200 the web app shows the message as a success toast. */
  app.post('/admission', { schema: { tags, body: applyToCourseSchema } }, async (request) => {
    const user = requireUser(request);
    return ok(await service.apply(app.db, app.events, user, request.body.courseId), M.submitted);
  });

  /** SPEC.md reads the list from data.data: the envelope's data is the list, newest first. */
  app.get('/admission', { schema: { tags } }, async (request) => {
    const user = requireUser(request);
    return ok(await service.listOwn(app.db, user.userId));
  });

  app.get(
    '/admission/:admissionApplicationId',
    { schema: { tags, params: admissionApplicationParams } },
    async (request) => {
      const user = requireUser(request);
      return ok(await service.getOwn(app.db, user.userId, request.params.admissionApplicationId));
    },
  );

  const staffTags = ['applications (staff)'];

  app.get(
    '/staff/applications',
    { schema: { tags: staffTags, querystring: staffApplicationsQuery } },
    async (request) => {
      const staff = requireStaff(request);
      return ok(await service.search(app.db, staff, request.query));
    },
  );

  app.get(
    '/staff/applications/:admissionApplicationId',
    { schema: { tags: staffTags, params: admissionApplicationParams } },
    async (request) => {
      const staff = requireStaff(request);
      return ok(await service.getDetail(app.db, staff, request.params.admissionApplicationId));
    },
  );

  app.patch(
    '/staff/applications/:admissionApplicationId/status',
    { schema: { tags: staffTags, params: admissionApplicationParams, body: applicationStatusChangeSchema } },
    async (request) => {
      const staff = requireStaff(request);
      const detail = await service.changeStatus(
        app.db,
        app.events,
        staff,
        request.params.admissionApplicationId,
        request.body,
      );
      return ok(detail, M.statusUpdated);
    },
  );
};
