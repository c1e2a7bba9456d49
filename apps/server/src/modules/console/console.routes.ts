import {
  envelopeSchema,
  CONSOLE_MESSAGES as M,
  notificationsSentSchema,
  staffAdvisorSchema,
  staffCountersSchema,
  staffDashboardSchema,
  staffNotificationSchema,
  staffStudentEndpoints,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { requireRole, requireStaff } from '../../lib/guards';
import { reassignStudent } from '../advisor-assignment/index';
import * as service from './console.service';

/**
 * The staff console's own endpoints. Every one checks the role (the described ones through their
 * description's access) and the student scope in the service.
 */
export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console'];

  serve(
    app,
    staffStudentEndpoints.list,
    async ({ user, query }) => ok(await service.listStudents(app.db, user, query), 'Students'),
    { tags },
  );

  serve(
    app,
    staffStudentEndpoints.one,
    async ({ user, params }) => ok(await service.getStudent(app.db, user, params.userId), 'Student'),
    { tags },
  );

  serve(
    app,
    staffStudentEndpoints.reassign,
    async ({ user, params, body }) => {
      const { changed } = await reassignStudent(app.db, app.events, user, params.userId, body.advisorId);
      return ok(null, changed ? M.advisorChanged : M.advisorUnchanged);
    },
    { tags },
  );

  app.get(
    '/staff/advisors',
    { schema: { tags, response: { 200: envelopeSchema(z.array(staffAdvisorSchema)) } } },
    async (request) => {
      requireRole(request, 'admin');
      return ok(await service.listAdvisors(app.db), 'Advisors');
    },
  );

  app.get(
    '/staff/dashboard',
    { schema: { tags, response: { 200: envelopeSchema(staffDashboardSchema) } } },
    async (request) => {
      const staff = requireStaff(request);
      return ok(await service.dashboard(app.db, staff), 'Dashboard');
    },
  );

  app.get(
    '/staff/counters',
    { schema: { tags, response: { 200: envelopeSchema(staffCountersSchema) } } },
    async (request) => {
      const staff = requireStaff(request);
      return ok(await service.counters(app.db, staff), 'Counters');
    },
  );

  app.post(
    '/staff/notifications',
    {
      schema: {
        tags,
        body: staffNotificationSchema,
        response: { 200: envelopeSchema(notificationsSentSchema) },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      return ok(await service.sendNotification(app.db, app.events, staff, request.body), M.notificationsSent);
    },
  );
};
