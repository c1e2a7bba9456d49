import {
  emptyEnvelopeSchema,
  envelopeSchema,
  CONSOLE_MESSAGES as M,
  notificationsSentSchema,
  reassignStudentSchema,
  staffAdvisorSchema,
  staffCountersSchema,
  staffDashboardSchema,
  staffNotificationSchema,
  staffStudentDetailSchema,
  staffStudentPageSchema,
  staffStudentParamsSchema,
  staffStudentsQuerySchema,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { requireRole, requireStaff } from '../../lib/guards';
import { reassignStudent } from '../advisor-assignment/index';
import * as service from './console.service';

/** The staff console's own endpoints. Every one checks the role here and the student scope in the service. */
export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console'];

  app.get(
    '/staff/students',
    {
      schema: {
        tags,
        querystring: staffStudentsQuerySchema,
        response: { 200: envelopeSchema(staffStudentPageSchema) },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      return ok(await service.listStudents(app.db, staff, request.query), 'Students');
    },
  );

  app.get(
    '/staff/students/:userId',
    {
      schema: {
        tags,
        params: staffStudentParamsSchema,
        response: { 200: envelopeSchema(staffStudentDetailSchema) },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      return ok(await service.getStudent(app.db, staff, request.params.userId), 'Student');
    },
  );

  app.patch(
    '/staff/students/:userId/advisor',
    {
      schema: {
        tags,
        params: staffStudentParamsSchema,
        body: reassignStudentSchema,
        response: { 200: emptyEnvelopeSchema },
      },
    },
    async (request) => {
      const admin = requireRole(request, 'admin');
      const { changed } = await reassignStudent(
        app.db,
        app.events,
        admin,
        request.params.userId,
        request.body.advisorId,
      );
      return ok(null, changed ? M.advisorChanged : M.advisorUnchanged);
    },
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
