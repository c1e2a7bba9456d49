import { z } from 'zod';
import { APPLICATION_MESSAGES as M } from './applications-messages';
import { APPLICATION_STATUSES, COURSE_CURRENCIES } from './constants';
import { pageSchema } from './envelope';
import { idParam, optionalText, pageQueryFields, timestampSchema } from './fields';

/** A JSON id: a number, never a boolean or a string that coerces to one by accident. */
export const bodyId = (name: string, requiredMessage: string, typeMessage: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? requiredMessage : typeMessage) })
    .int({ error: `${name} must be a whole number` })
    .positive({ error: `${name} must be a positive number` })
    .max(2_147_483_647, { error: `${name} is too large` });

/** POST /admission */
export const applyToCourseSchema = z.object({
  courseId: bodyId('courseId', M.courseIdRequired, M.courseIdNotNumber),
});
export type ApplyToCourseInput = z.input<typeof applyToCourseSchema>;

export const admissionApplicationParamsSchema = z.object({
  admissionApplicationId: idParam('admissionApplicationId'),
});

const isoDay = (name: string) => z.iso.date({ error: `${name} must be a date (YYYY-MM-DD)` });

/** GET /staff/applications: `student` is a user id, or part of a student's email or name. */
export const staffApplicationsQuerySchema = z
  .object({
    ...pageQueryFields(),
    status: z.enum(APPLICATION_STATUSES, { error: M.statusInvalid }).optional(),
    student: z.string().trim().max(254, { error: 'Must be at most 254 characters' }).optional(),
    universityId: idParam('universityId').optional(),
    from: isoDay('from').optional(),
    to: isoDay('to').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: M.datesReversed });
export type StaffApplicationsQuery = z.output<typeof staffApplicationsQuerySchema>;

/** PATCH /staff/applications/{admissionApplicationId}/status */
export const applicationStatusChangeSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: M.statusInvalid }),
  remark: optionalText(1000),
});
export type ApplicationStatusChangeInput = z.input<typeof applicationStatusChangeSchema>;

// ---------------------------------------------------------------- answers

const id = z.number().int();
const applicationStatus = z.enum(APPLICATION_STATUSES);

/** The course of an application, with its category and university (docs/applications-and-timeline.md). */
export const applicationCourseSchema = z.object({
  courseId: id,
  courseName: z.string(),
  courseType: z.string(),
  duration: z.string(),
  fee: z.number().int().nullable(),
  currency: z.enum(COURSE_CURRENCIES),
  intake: z.string().nullable(),
  modeOfStudy: z.string().nullable(),
  CourseCategoryModel: z.object({ categoryName: z.string(), image: z.string().nullable() }),
  UniversityModel: z.object({
    universityId: id,
    universityName: z.string(),
    location: z.string().nullable(),
    universityLogo: z.string().nullable(),
  }),
});
export type ApplicationCourse = z.infer<typeof applicationCourseSchema>;

export const admissionApplicationSchema = z.object({
  admissionApplicationId: id,
  status: applicationStatus,
  /** The advisor's note on the latest decision. */
  remark: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  CourseModel: applicationCourseSchema,
});
export type AdmissionApplication = z.infer<typeof admissionApplicationSchema>;

export const staffApplicationSchema = admissionApplicationSchema.extend({
  student: z.object({ userId: id, name: z.string(), email: z.string() }),
});
export type StaffApplication = z.infer<typeof staffApplicationSchema>;

/** GET /staff/applications */
export const staffApplicationPageSchema = pageSchema(staffApplicationSchema);
export type StaffApplicationPage = z.infer<typeof staffApplicationPageSchema>;

export const applicationHistoryEntrySchema = z.object({
  historyId: id,
  fromStatus: applicationStatus.nullable(),
  toStatus: applicationStatus,
  remark: z.string().nullable(),
  changedBy: z.object({ userId: id, name: z.string() }).nullable(),
  createdAt: timestampSchema,
});
export type ApplicationHistoryEntry = z.infer<typeof applicationHistoryEntrySchema>;

export const staffApplicationDetailSchema = staffApplicationSchema.extend({
  history: z.array(applicationHistoryEntrySchema),
});
export type StaffApplicationDetail = z.infer<typeof staffApplicationDetailSchema>;
