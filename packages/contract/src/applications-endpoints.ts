import { z } from 'zod';
import {
  admissionApplicationParamsSchema,
  admissionApplicationSchema,
  applicationStatusChangeSchema,
  appliedCoursesSchema,
  applyToCourseSchema,
  staffApplicationDetailSchema,
  staffApplicationPageSchema,
  staffApplicationsQuerySchema,
} from './applications';
import { endpoint, fileAnswer } from './endpoint';
import { envelopeSchema } from './envelope';

const applicationAnswer = envelopeSchema(admissionApplicationSchema);
const detailAnswer = envelopeSchema(staffApplicationDetailSchema);

/** Applications, the student's side and the staff's (docs/applications-and-timeline.md). */
export const applicationEndpoints = {
  /** The answer's message is shown as a toast ("Applying"). */
  apply: endpoint({
    method: 'POST',
    path: '/admission',
    access: 'signedIn',
    needsParent: true,
    body: applyToCourseSchema,
    answer: applicationAnswer,
  }),
  /** `data` is the list, newest first ("The student's view"). */
  list: endpoint({
    method: 'GET',
    path: '/admission',
    access: 'signedIn',
    answer: envelopeSchema(z.array(admissionApplicationSchema)),
  }),
  /** `data` lists `{ courseId, admissionApplicationId }` ("Applied"). */
  applied: endpoint({
    method: 'GET',
    path: '/admission/applied',
    access: 'signedIn',
    answer: envelopeSchema(appliedCoursesSchema),
  }),
  one: endpoint({
    method: 'GET',
    path: '/admission/:admissionApplicationId',
    access: 'signedIn',
    params: admissionApplicationParamsSchema,
    answer: applicationAnswer,
  }),
  /** The student's own withdrawal ("Withdrawing"). */
  withdraw: endpoint({
    method: 'POST',
    path: '/admission/:admissionApplicationId/withdraw',
    access: 'signedIn',
    params: admissionApplicationParamsSchema,
    answer: applicationAnswer,
  }),
  staffList: endpoint({
    method: 'GET',
    path: '/staff/applications',
    access: 'staff',
    query: staffApplicationsQuerySchema,
    answer: envelopeSchema(staffApplicationPageSchema),
  }),
  /** The list's filters as a CSV file, every page of it (page and pageSize are ignored). */
  staffExport: endpoint({
    method: 'GET',
    path: '/staff/applications/export',
    access: 'staff',
    query: staffApplicationsQuerySchema,
    answer: fileAnswer('text/csv', 'A CSV file (UTF-8 with a BOM), one row per application'),
  }),
  staffOne: endpoint({
    method: 'GET',
    path: '/staff/applications/:admissionApplicationId',
    access: 'staff',
    params: admissionApplicationParamsSchema,
    answer: detailAnswer,
  }),
  /** The answer is the application with its new history. */
  changeStatus: endpoint({
    method: 'PATCH',
    path: '/staff/applications/:admissionApplicationId/status',
    access: 'staff',
    params: admissionApplicationParamsSchema,
    body: applicationStatusChangeSchema,
    answer: detailAnswer,
  }),
};
