import { z } from 'zod';
import { bodyId } from './applications';
import { SORT_ORDERS } from './catalogue-constants';
import { APPLICATION_STATUSES } from './constants';
import { pageSchema } from './envelope';
import { idParam, pageQueryFields, requiredText, timestampSchema } from './fields';
import type { BasicInfo, College, School, TestScore, WorkExperience } from './profile';

/**
 * The staff console's own endpoints (/staff/...): students, advisors, the dashboard, the header's
 * counters and notifications sent by staff. docs/console.md describes who may call what.
 */

export const CONSOLE_MESSAGES = {
  advisorChanged: 'Advisor changed',
  advisorUnchanged: 'Advisor unchanged',
  notificationsSent: 'Notification sent',
  communityForAdmins: 'Only admins can notify a whole community',
  messageRequired: 'Message is required',
  linkInvalid: 'Link must be a path in this app, starting with /',
  audienceInvalid: 'Audience must be a student, an advisor’s students or a community',
} as const;

/** How many students with no activity the dashboard lists; the count covers them all. */
export const DASHBOARD_LIST_SIZE = 5;
/** A student with no session use (and no sign-up) for this long is inactive. */
export const INACTIVE_AFTER_DAYS = 14;

const id = z.number().int();

/** A search box: trimmed, and an empty one means no search. */
export const searchTextField = z
  .string()
  .trim()
  .max(100, { error: 'Search at most 100 characters' })
  .transform((q) => q || undefined)
  .optional();

// ---------------------------------------------------------------- requests

type SortOrder = (typeof SORT_ORDERS)[number];
/** `order` of the console's lists; each sort has its own default. */
export const sortOrderField = z.enum(SORT_ORDERS, { error: 'order must be asc or desc' }).optional();

export const STAFF_APPLICATION_SORTS = ['submitted', 'lastChange', 'student', 'status'] as const;
export type StaffApplicationSort = (typeof STAFF_APPLICATION_SORTS)[number];
/** Newest submissions and changes first; students A to Z; statuses in the workflow's order. */
export const STAFF_APPLICATION_SORT_DEFAULT_ORDER: Record<StaffApplicationSort, SortOrder> = {
  submitted: 'desc',
  lastChange: 'desc',
  student: 'asc',
  status: 'asc',
};

export const STAFF_STUDENT_SORTS = ['newest', 'name', 'lastActive'] as const;
export type StaffStudentSort = (typeof STAFF_STUDENT_SORTS)[number];
/** Each sort's direction when `order` is not given: newest and most recently active first, names A to Z. */
export const STAFF_STUDENT_SORT_DEFAULT_ORDER: Record<StaffStudentSort, SortOrder> = {
  newest: 'desc',
  name: 'asc',
  lastActive: 'desc',
};

/**
 * GET /staff/students. `q` searches name and email; `inactive=true` keeps the students with no
 * activity for INACTIVE_AFTER_DAYS; `advisorId` is an admin's filter (an advisor sees their own).
 */
export const staffStudentsQuerySchema = z.object({
  ...pageQueryFields(),
  q: searchTextField,
  advisorId: idParam('advisorId').optional(),
  inactive: z.stringbool({ error: 'inactive must be true or false' }).optional(),
  sort: z.enum(STAFF_STUDENT_SORTS, { error: 'sort must be newest, name or lastActive' }).default('newest'),
  order: sortOrderField,
});
export type StaffStudentsQuery = z.output<typeof staffStudentsQuerySchema>;

export const staffStudentParamsSchema = z.object({ userId: idParam('userId') });

/** PATCH /staff/students/{userId}/advisor (admins). */
export const reassignStudentSchema = z.object({
  advisorId: bodyId('advisorId', 'advisorId is required', 'advisorId must be a number'),
});
export type ReassignStudentInput = z.input<typeof reassignStudentSchema>;

export const NOTIFY_AUDIENCE_KINDS = ['student', 'advisorStudents', 'community'] as const;

export const notifyAudienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('student'),
      userId: bodyId('userId', 'userId is required', 'userId must be a number'),
    }),
    z.object({
      kind: z.literal('advisorStudents'),
      advisorId: bodyId('advisorId', 'advisorId is required', 'advisorId must be a number'),
    }),
    z.object({
      kind: z.literal('community'),
      communityId: bodyId('communityId', 'communityId is required', 'communityId must be a number'),
    }),
  ],
  { error: CONSOLE_MESSAGES.audienceInvalid },
);
export type NotifyAudience = z.output<typeof notifyAudienceSchema>;

/** POST /staff/notifications. `link` is a path inside the app (never another site). */
export const staffNotificationSchema = z.object({
  audience: notifyAudienceSchema,
  message: requiredText(CONSOLE_MESSAGES.messageRequired, 500),
  link: z
    .string({ error: CONSOLE_MESSAGES.linkInvalid })
    .trim()
    .max(500, { error: 'Must be at most 500 characters' })
    .regex(/^\/(?![/\\])\S*$/, { error: CONSOLE_MESSAGES.linkInvalid })
    .optional()
    .nullable(),
});
export type StaffNotificationInput = z.input<typeof staffNotificationSchema>;

// ---------------------------------------------------------------- answers

/** A person shown beside a row: an advisor, a student. */
export const personRefSchema = z.object({
  userId: id,
  name: z.string(),
  profileImage: z.string().nullable(),
});
export type PersonRef = z.infer<typeof personRefSchema>;

/** One student as the lists show them. */
export const staffStudentBriefSchema = personRefSchema.extend({
  email: z.string(),
  createdAt: timestampSchema,
  /** Sign-up or the last use of a session, whichever is later. */
  lastActiveAt: timestampSchema,
  advisor: personRefSchema.nullable(),
});
export type StaffStudentBrief = z.infer<typeof staffStudentBriefSchema>;

/** One row of GET /staff/students. */
export const staffStudentRowSchema = staffStudentBriefSchema.extend({
  applicationCount: z.number().int().nonnegative(),
  /** The support chat, once the student has one. */
  chatId: id.nullable(),
  /** The student's messages the advisor has not read. */
  unreadForAdvisor: z.number().int().nonnegative(),
});
export type StaffStudentRow = z.infer<typeof staffStudentRowSchema>;

export const staffStudentPageSchema = pageSchema(staffStudentRowSchema);
export type StaffStudentPage = z.infer<typeof staffStudentPageSchema>;

/** One row of GET /staff/advisors (admins): for the advisor filter and reassignment. */
export const staffAdvisorSchema = personRefSchema.extend({
  email: z.string(),
  isActive: z.boolean(),
  studentCount: z.number().int().nonnegative(),
  unreadChats: z.number().int().nonnegative(),
});
export type StaffAdvisor = z.infer<typeof staffAdvisorSchema>;

/** GET /staff/counters, and the staffCountersChanged event: the header's live figures. */
export const staffCountersSchema = z.object({
  /** Support chats with a student's message the advisor has not read. */
  unreadChats: z.number().int().nonnegative(),
  /** Applications that wait for staff: Pending or Under Review. */
  applicationsWaiting: z.number().int().nonnegative(),
});
export type StaffCounters = z.infer<typeof staffCountersSchema>;

/** GET /staff/dashboard: what needs attention now, within the staff member's students. */
export const staffDashboardSchema = staffCountersSchema.extend({
  /** Every status, in the workflow's order, with how many applications have it. */
  applicationsByStatus: z.array(
    z.object({ status: z.enum(APPLICATION_STATUSES), count: z.number().int().nonnegative() }),
  ),
  inactiveStudents: z.object({
    count: z.number().int().nonnegative(),
    /** The longest inactive first, DASHBOARD_LIST_SIZE at most. */
    items: z.array(staffStudentBriefSchema),
  }),
  /** The newest sign-ups, DASHBOARD_LIST_SIZE at most. */
  newestStudents: z.array(staffStudentBriefSchema),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;

/** POST /staff/notifications: how many notifications were written. */
export const notificationsSentSchema = z.object({ sent: z.number().int().nonnegative() });
export type NotificationsSent = z.infer<typeof notificationsSentSchema>;

/** Everything a student filled in on /profile, for staff. */
export interface StudentProfile {
  basicInfo: BasicInfo | null;
  schools: School[];
  colleges: College[];
  workExperiences: WorkExperience[];
  testScores: TestScore[];
}
