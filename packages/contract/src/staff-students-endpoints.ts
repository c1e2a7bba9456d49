import {
  reassignStudentSchema,
  staffStudentDetailSchema,
  staffStudentPageSchema,
  staffStudentParamsSchema,
  staffStudentsQuerySchema,
} from './console';
import { endpoint } from './endpoint';
import { emptyEnvelopeSchema, envelopeSchema } from './envelope';

/**
 * The console's students (docs/console.md, "Students"): an advisor sees their own, an admin every
 * one, and only an admin moves a student to another advisor.
 */
export const staffStudentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/staff/students',
    access: 'staff',
    query: staffStudentsQuerySchema,
    answer: envelopeSchema(staffStudentPageSchema),
  }),
  one: endpoint({
    method: 'GET',
    path: '/staff/students/:userId',
    access: 'staff',
    params: staffStudentParamsSchema,
    answer: envelopeSchema(staffStudentDetailSchema),
  }),
  /** The student (and their support chat) moves to another advisor. */
  reassign: endpoint({
    method: 'PATCH',
    path: '/staff/students/:userId/advisor',
    access: 'admin',
    params: staffStudentParamsSchema,
    body: reassignStudentSchema,
    answer: emptyEnvelopeSchema,
  }),
};
