import { z } from 'zod';
import { APPLICATION_MESSAGES as M } from './applications-messages';
import { STAFF_APPLICATION_SORTS } from './console-constants';
import { APPLICATION_STATUSES } from './constants';
import { pageSchema } from './envelope';
import {
  bodyId,
  idParam,
  optionalText,
  pageQueryFields,
  searchTextField,
  sortOrderField,
  timestampSchema,
} from './fields';
import { studentProfileSchema } from './profile';

/** POST /admission */
export const applyToCourseSchema = z.object({
  courseId: bodyId('courseId', M.courseIdRequired, M.courseIdNotNumber),
  /**
   * The first day of the intake the student was asked about (the confirmation names it); when it
   * is no longer the one open to applications, the answer is 409 rather than another intake.
   */
  intakeStart: z.iso.date({ error: 'intakeStart must be a date (YYYY-MM-DD)' }).optional(),
});
export type ApplyToCourseInput = z.input<typeof applyToCourseSchema>;

export const admissionApplicationParamsSchema = z.object({
  admissionApplicationId: idParam('admissionApplicationId'),
});

const isoDay = (name: string) => z.iso.date({ error: `${name} must be a date (YYYY-MM-DD)` });

/**
 * GET /staff/applications: `student` is a user id, or part of a student's email or name; `q`
 * searches the student's name and email and the course's name; `advisorId` is an admin's filter
 * (an advisor sees their own students' applications); `from`/`to` bound the submission day;
 * `order` defaults per sort (STAFF_APPLICATION_SORT_DEFAULT_ORDER).
 */
export const staffApplicationsQuerySchema = z
  .object({
    ...pageQueryFields(),
    status: z.enum(APPLICATION_STATUSES, { error: M.statusInvalid }).optional(),
    student: z.string().trim().max(254, { error: 'Must be at most 254 characters' }).optional(),
    q: searchTextField,
    universityId: idParam('universityId').optional(),
    countryId: idParam('countryId').optional(),
    advisorId: idParam('advisorId').optional(),
    from: isoDay('from').optional(),
    to: isoDay('to').optional(),
    sort: z
      .enum(STAFF_APPLICATION_SORTS, { error: 'sort must be submitted, lastChange, student or status' })
      .default('submitted'),
    order: sortOrderField,
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
  currency: z.string(),
  currencyCode: z.string().length(3),
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
  /**
   * The intake applied to, fixed when the student applied (docs/applications-and-timeline.md#applying):
   * 'January 2028', its first day and its application deadline. Null when the course published no dates.
   */
  intake: z.object({ label: z.string(), start: z.iso.date(), deadline: z.iso.date() }).nullable(),
  CourseModel: applicationCourseSchema,
});
export type AdmissionApplication = z.infer<typeof admissionApplicationSchema>;

/** One row of the staff list: the application with its student, country and the student's advisor. */
export const staffApplicationSchema = admissionApplicationSchema.extend({
  student: z.object({ userId: id, name: z.string(), email: z.string() }),
  country: z.object({ countryId: id, countryName: z.string() }),
  /** The student's advisor; null while they have none. */
  advisor: z.object({ userId: id, name: z.string(), profileImage: z.string().nullable() }).nullable(),
});
export type StaffApplication = z.infer<typeof staffApplicationSchema>;

/**
 * A row of the staff list and of the student page: the application with what the advisor works
 * through next, its documents waiting for review and the deadline that still concerns it.
 */
export const staffApplicationRowSchema = staffApplicationSchema.extend({
  /** Documents uploaded and not yet reviewed (docs/application-documents.md, "The review queue"). */
  documentsWaiting: z.number().int().nonnegative(),
  /** The application deadline still ahead (YYYY-MM-DD); null once decided or when none is known. */
  nextDeadline: z.string().nullable(),
});
export type StaffApplicationRow = z.infer<typeof staffApplicationRowSchema>;

/** GET /staff/applications */
export const staffApplicationPageSchema = pageSchema(staffApplicationRowSchema);
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

/** GET /staff/applications/{id}: the row, its status history (oldest first) and the student's whole profile. */
export const staffApplicationDetailSchema = staffApplicationSchema.extend({
  history: z.array(applicationHistoryEntrySchema),
  profile: studentProfileSchema,
});
export type StaffApplicationDetail = z.infer<typeof staffApplicationDetailSchema>;

/**
 * GET /admission/applied: the courses the signed-in student applied to, each with its
 * application's id, so every 'Apply Now' can show 'Applied' from the first paint.
 */
export const appliedCourseSchema = z.object({ courseId: id, admissionApplicationId: id });
export type AppliedCourse = z.infer<typeof appliedCourseSchema>;
export const appliedCoursesSchema = z.array(appliedCourseSchema);
