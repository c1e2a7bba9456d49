import {
  applicationEndpoints as E,
  APPLICATION_MESSAGES as M,
  type StaffApplication,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CsvColumn, csvFilename, sendCsv } from '../../lib/csv';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
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

  /**
   * The web app shows the answer's message as a toast (docs/applications-and-timeline.md,
   * "Applying"). A child applies once a parent has confirmed (docs/accounts.md#under-18).
   */
  serve(
    app,
    E.apply,
    async ({ user, body }) =>
      ok(await service.apply(app.db, app.events, user, body.courseId, body.intakeStart), M.submitted),
    { tags },
  );

  /** `data` is the list, newest first (docs/applications-and-timeline.md, "The student's view"). */
  serve(app, E.list, async ({ user }) => ok(await service.listOwn(app.db, user.userId)), { tags });

  /** `data` lists `{ courseId, admissionApplicationId }` (docs/applications-and-timeline.md, "Applied"). */
  serve(app, E.applied, async ({ user }) => ok(await service.listAppliedCourses(app.db, user.userId)), {
    tags,
  });

  serve(
    app,
    E.one,
    async ({ user, params }) => ok(await service.getOwn(app.db, user.userId, params.admissionApplicationId)),
    { tags },
  );

  /** The student's own withdrawal (docs/applications-and-timeline.md, "Withdrawing"). */
  serve(
    app,
    E.withdraw,
    async ({ user, params }) => {
      const withdrawn = await service.withdraw(app.db, app.events, user, params.admissionApplicationId);
      return ok(withdrawn, M.withdrawn);
    },
    { tags },
  );

  const staffTags = ['applications (staff)'];

  serve(app, E.staffList, async ({ user, query }) => ok(await service.search(app.db, user, query)), {
    tags: staffTags,
  });

  // A CSV file streamed batch by batch (lib/csv.ts).
  serve(
    app,
    E.staffExport,
    async ({ user, query, reply }) => {
      const { page: _page, pageSize: _size, ...filter } = query;
      const batches = await service.exportBatches(app.db, user, filter);
      return sendCsv(reply, csvFilename('applications'), APPLICATION_CSV_COLUMNS, batches);
    },
    { tags: staffTags },
  );

  serve(
    app,
    E.staffOne,
    async ({ user, params }) => ok(await service.getDetail(app.db, user, params.admissionApplicationId)),
    { tags: staffTags },
  );

  serve(
    app,
    E.changeStatus,
    async ({ user, params, body }) => {
      const detail = await service.changeStatus(
        app.db,
        app.events,
        user,
        params.admissionApplicationId,
        body,
      );
      return ok(detail, M.statusUpdated);
    },
    { tags: staffTags },
  );
};
