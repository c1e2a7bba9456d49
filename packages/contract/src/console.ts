import { z } from 'zod';
import { staffApplicationRowSchema } from './applications';
import { CONSOLE_MESSAGES, STAFF_STUDENT_SORTS } from './console-constants';
import { APPLICATION_STATUSES, MILESTONE_STATUSES } from './constants';
import { pageSchema } from './envelope';
import {
  bodyId,
  idParam,
  pageQueryFields,
  requiredText,
  searchTextField,
  sortOrderField,
  timestampSchema,
} from './fields';
import { studentProfileSchema } from './profile';

/**
 * The staff console's own endpoints (/staff/...): students, advisors, the dashboard, the header's
 * counters and notifications sent by staff. docs/console.md describes who may call what.
 */

const id = z.number().int();

// ---------------------------------------------------------------- requests

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
  /** Documents uploaded and not yet reviewed (docs/application-documents.md, "The review queue"). */
  documentsWaiting: z.number().int().nonnegative(),
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

/** GET /staff/students/{userId}: the student page. */
export const staffStudentDetailSchema = z.object({
  student: staffStudentRowSchema.extend({
    phone: z.string().nullable(),
    location: z.string().nullable(),
    /** False when the account is switched off (it cannot sign in). */
    isActive: z.boolean(),
    /** When the last message of the support chat was sent. */
    lastMessageAt: timestampSchema.nullable(),
  }),
  profile: studentProfileSchema,
  /** Newest first. */
  applications: z.array(staffApplicationRowSchema),
  /** Every milestone in order, with the student's state ('Upcoming' where they have none) and the note. */
  milestones: z.array(
    z.object({
      milestoneId: id,
      title: z.string(),
      remark: z.string().nullable(),
      order: z.number().int(),
      status: z.enum([...MILESTONE_STATUSES, 'Upcoming']),
      note: z.string().nullable(),
      updatedAt: timestampSchema.nullable(),
    }),
  ),
});
export type StaffStudentDetail = z.infer<typeof staffStudentDetailSchema>;
