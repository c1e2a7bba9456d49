import {
  admissionApplicationParamsSchema,
  admissionApplicationSchema,
  applicationStatusChangeSchema,
  appliedCoursesSchema,
  applyToCourseSchema,
  envelopeSchema,
  APPLICATION_MESSAGES as M,
  type StaffApplication,
  staffApplicationDetailSchema,
  staffApplicationPageSchema,
  staffApplicationsQuerySchema,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CsvColumn, csvFilename, csvResponse, sendCsv } from '../../lib/csv';
import { ok } from '../../lib/envelope';
import { requireParentConfirmed, requireStaff, requireUser } from '../../lib/guards';
import * as service from './applications.service';

const APPLICATION_CSV_COLUMNS: ReadonlyArray<CsvColumn<StaffApplication>> = [
  { header: 'application id', value: (a) => a.admissionApplicationId },
  { header: 'submitted', value: (a) => a.createdAt },
  { header: 'last change', value: (a) => a.updatedAt },
  { header: 'status', value: (a) => a.status },
  { header: 'remark', value: (a) => a.remark },
  { header: 'student id', value: (a) => a.student.userId },
  { header: 'student', value: (a) => a.student.name },
  { header: 'student email', value: (a) => a.student.email },
  { header: 'course', value: (a) => a.CourseModel.courseName },
  { header: 'course type', value: (a) => a.CourseModel.courseType },
  { header: 'university', value: (a) => a.CourseModel.UniversityModel.universityName },
  { header: 'country', value: (a) => a.country.countryName },
  { header: 'intake', value: (a) => a.CourseModel.intake },
  { header: 'fee', value: (a) => a.CourseModel.fee },
  { header: 'currency', value: (a) => a.CourseModel.currencyCode },
  { header: 'advisor', value: (a) => a.advisor?.name },
];

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['applications'];

  const applicationAnswer = { 200: envelopeSchema(admissionApplicationSchema) };
  const detailAnswer = { 200: envelopeSchema(staffApplicationDetailSchema) };

  /** The web app shows the answer's message as a toast (docs/applications-and-timeline.md, "Applying"). */
  app.post(
    '/admission',
    { schema: { tags, body: applyToCourseSchema, response: applicationAnswer } },
    async (request) => {
      // A child applies once a parent has confirmed (docs/accounts.md#under-18).
      const user = requireParentConfirmed(request);
      const { courseId, intakeStart } = request.body;
      return ok(await service.apply(app.db, app.events, user, courseId, intakeStart), M.submitted);
    },
  );

  /** `data` is the list, newest first (docs/applications-and-timeline.md, "The student's view"). */
  const listAnswer = { 200: envelopeSchema(z.array(admissionApplicationSchema)) };
  app.get('/admission', { schema: { tags, response: listAnswer } }, async (request) => {
    const user = requireUser(request);
    return ok(await service.listOwn(app.db, user.userId));
  });

  /** `data` lists `{ courseId, admissionApplicationId }` (docs/applications-and-timeline.md, "Applied"). */
  app.get(
    '/admission/applied',
    { schema: { tags, response: { 200: envelopeSchema(appliedCoursesSchema) } } },
    async (request) => {
      const user = requireUser(request);
      return ok(await service.listAppliedCourses(app.db, user.userId));
    },
  );

  app.get(
    '/admission/:admissionApplicationId',
    { schema: { tags, params: admissionApplicationParamsSchema, response: applicationAnswer } },
    async (request) => {
      const user = requireUser(request);
      return ok(await service.getOwn(app.db, user.userId, request.params.admissionApplicationId));
    },
  );

  /** The student's own withdrawal (docs/applications-and-timeline.md, "Withdrawing"). */
  app.post(
    '/admission/:admissionApplicationId/withdraw',
    { schema: { tags, params: admissionApplicationParamsSchema, response: applicationAnswer } },
    async (request) => {
      const user = requireUser(request);
      const withdrawn = await service.withdraw(
        app.db,
        app.events,
        user,
        request.params.admissionApplicationId,
      );
      return ok(withdrawn, M.withdrawn);
    },
  );

  const staffTags = ['applications (staff)'];

  app.get(
    '/staff/applications',
    {
      schema: {
        tags: staffTags,
        querystring: staffApplicationsQuerySchema,
        response: { 200: envelopeSchema(staffApplicationPageSchema) },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      return ok(await service.search(app.db, staff, request.query));
    },
  );

  app.get(
    '/staff/applications/export',
    {
      schema: { tags: staffTags, querystring: staffApplicationsQuerySchema, response: { 200: csvResponse } },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      const { page: _page, pageSize: _size, ...filter } = request.query;
      const batches = await service.exportBatches(app.db, staff, filter);
      return sendCsv(reply, csvFilename('applications'), APPLICATION_CSV_COLUMNS, batches);
    },
  );

  app.get(
    '/staff/applications/:admissionApplicationId',
    { schema: { tags: staffTags, params: admissionApplicationParamsSchema, response: detailAnswer } },
    async (request) => {
      const staff = requireStaff(request);
      return ok(await service.getDetail(app.db, staff, request.params.admissionApplicationId));
    },
  );

  app.patch(
    '/staff/applications/:admissionApplicationId/status',
    {
      schema: {
        tags: staffTags,
        params: admissionApplicationParamsSchema,
        body: applicationStatusChangeSchema,
        response: detailAnswer,
      },
    },
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
