/**
 * Plain values of the staff console (no zod), so the console's pages can import them without
 * the schemas.
 */
import type { SORT_ORDERS } from './catalogue-constants';

type SortOrder = (typeof SORT_ORDERS)[number];

export const CONSOLE_MESSAGES = {
  studentsListed: 'Students',
  advisorChanged: 'Advisor changed',
  advisorUnchanged: 'Advisor unchanged',
  notificationsSent: 'Notification sent',
  communityForAdmins: 'Only admins can notify a whole community',
  messageRequired: 'Message is required',
  linkInvalid: 'Link must be a path in this app, starting with /',
  audienceInvalid: "Audience must be a student, an advisor's students or a community",
} as const;

/** How many students the dashboard lists per figure; its counts cover them all. */
export const DASHBOARD_LIST_SIZE = 5;
/** A student with no session use (and no sign-up) for this many days is inactive. */
export const INACTIVE_AFTER_DAYS = 14;

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
/** Newest sign-ups and most recently active first; names A to Z. */
export const STAFF_STUDENT_SORT_DEFAULT_ORDER: Record<StaffStudentSort, SortOrder> = {
  newest: 'desc',
  name: 'asc',
  lastActive: 'desc',
};
