import { z } from 'zod';
import { APPLICATION_MESSAGES as M } from './applications-messages';
import { STAFF_APPLICATION_SORTS, type StudentProfile, searchTextField, sortOrderField } from './console';
import { APPLICATION_STATUSES, type ApplicationStatus, type CourseCurrency } from './constants';
import { idParam, optionalText, pageQueryFields } from './fields';

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

export const admissionApplicationParams = z.object({
  admissionApplicationId: idParam('admissionApplicationId'),
});

const isoDay = (name: string) => z.iso.date({ error: `${name} must be a date (YYYY-MM-DD)` });

/**
 * GET /staff/applications: `student` is a user id, or part of a student's email or name; `q`
 * searches the student's name and email and the course's name; `advisorId` is an admin's filter
 * (an advisor sees their own students' applications); `from`/`to` bound the submission day.
 */
export const staffApplicationsQuery = z
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
export type StaffApplicationsQuery = z.output<typeof staffApplicationsQuery>;

/** PATCH /staff/applications/{admissionApplicationId}/status */
export const applicationStatusChangeSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: M.statusInvalid }),
  remark: optionalText(1000),
});
export type ApplicationStatusChangeInput = z.input<typeof applicationStatusChangeSchema>;

/** SPEC.md section 3: the course of an application, with its category and university. */
export interface ApplicationCourse {
  courseId: number;
  courseName: string;
  courseType: string;
  duration: string;
  fee: number | null;
  currency: CourseCurrency;
  intake: string | null;
  modeOfStudy: string | null;
  CourseCategoryModel: { categoryName: string; image: string | null };
  UniversityModel: {
    universityId: number;
    universityName: string;
    location: string | null;
    universityLogo: string | null;
  };
}

export interface AdmissionApplication {
  admissionApplicationId: number;
  status: ApplicationStatus;
  /** The advisor's note on the latest decision. */
  remark: string | null;
  createdAt: string;
  updatedAt: string;
  CourseModel: ApplicationCourse;
}

export interface StaffApplication extends AdmissionApplication {
  student: { userId: number; name: string; email: string };
  country: { countryId: number; countryName: string };
  /** The student's advisor, once they have one. */
  advisor: { userId: number; name: string; profileImage: string | null } | null;
}

export interface ApplicationHistoryEntry {
  historyId: number;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  remark: string | null;
  changedBy: { userId: number; name: string } | null;
  createdAt: string;
}

export interface StaffApplicationDetail extends StaffApplication {
  history: ApplicationHistoryEntry[];
  profile: StudentProfile;
}
