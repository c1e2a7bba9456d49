/** Business constants; docs/ gives their rules by area. Plain values (no zod) keep the web bundle small. */
/**
 * The largest value of PostgreSQL's `integer` (int4), the type of every id column. An id past it
 * names no row and makes the query itself fail, so it is refused as input (docs/api.md#input-rules).
 */
export const INT4_MAX = 2_147_483_647;

/** Whether `value` can be an id: a whole number from 1 to INT4_MAX (the zod form is fields.ts's idParam). */
export const isIdValue = (value: number) => Number.isInteger(value) && value >= 1 && value <= INT4_MAX;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const HOME_COUNTRIES_PAGE = 8;
export const CAROUSEL_UNIVERSITIES_PER_SLIDE = 4;
export const CAROUSEL_INTERVAL_MS = 5000;
export const TESTIMONIAL_INTERVAL_MS = 5000;

export const APPLICATIONS_STALE_MS = 5 * 60 * 1000;
export const APPLICATIONS_RETRIES = 2;
export const PACKAGES_STALE_MS = 5 * 60 * 1000;

export const TOAST_AUTO_CLOSE_MS = 5000;

export const CONTACT_SUBMIT_MS = 1000;
export const CONTACT_SUCCESS_MS = 3000;

export const CHAT_SCROLL_DELAY_MS = 100;
export const CHAT_WINDOW_HEIGHT_PX = 600;
/** Longest chat message the server stores (characters, after trimming). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Messages per page of GET /chat/messages (default and most). */
export const CHAT_PAGE_SIZE = 50;
export const CHAT_PAGE_MAX = 200;

export const UNIVERSITY_COURSE_LIST_MAX_HEIGHT_PX = 700;
export const REFUND_REQUEST_WINDOW_HOURS = 4;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Socket.IO client options (docs/api.md, "Real-time"). */
export const REALTIME_OPTIONS = {
  // WebSocket first: one connection to one instance, so any load balancer works without sticky
  // sessions. Long-polling only when WebSocket fails (a proxy that refuses upgrades); polling is a
  // series of requests that must all reach the same instance (docs/api.md#behind-a-load-balancer).
  transports: ['websocket', 'polling'] as Array<'websocket' | 'polling'>,
  // Without it, a failed first transport ends the attempt instead of trying the next one.
  tryAllTransports: true,
  timeout: 20_000,
  reconnection: true,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  withCredentials: true,
  autoConnect: true,
} as const;

export const ROLES = ['student', 'advisor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['advisor', 'admin'];

/**
 * In the workflow's order: Pending, then Under Review, then Accepted or Rejected; Withdrawn is the
 * student's own, final step (docs/applications-and-timeline.md, "Withdrawing").
 */
export const APPLICATION_STATUSES = ['Pending', 'Under Review', 'Accepted', 'Rejected', 'Withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The statuses staff may move an application to from each status; anything else is refused
 * with 409 (docs/applications-and-timeline.md explains each line). A decision is always taken
 * from Under Review, except an early rejection, so the history shows that someone looked.
 */
export const APPLICATION_STATUS_TRANSITIONS: Readonly<
  Record<ApplicationStatus, readonly ApplicationStatus[]>
> = {
  Pending: ['Under Review', 'Rejected'],
  'Under Review': ['Accepted', 'Rejected', 'Pending'],
  Accepted: ['Under Review'],
  Rejected: ['Under Review'],
  // Only the student withdraws, and nothing follows: staff never move an application to or from it.
  Withdrawn: [],
};

/** The statuses a student may withdraw their application from (an offer can be declined too). */
export const APPLICATION_WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = [
  'Pending',
  'Under Review',
  'Accepted',
];

/** Applications that are over: no more documents (an accepted offer may still need some). */
export const APPLICATION_CLOSED_STATUSES: readonly ApplicationStatus[] = ['Rejected', 'Withdrawn'];

/**
 * Applications whose decision is in: the course's deadline no longer concerns the student, so no
 * countdown, no upcoming deadline and no reminder (docs/planning.md#deadlines-and-reminders).
 * Staff can reopen an Accepted or Rejected one (Under Review), and its deadline comes back.
 */
export const APPLICATION_DECIDED_STATUSES: readonly ApplicationStatus[] = [
  'Accepted',
  'Rejected',
  'Withdrawn',
];

/** The applications that wait for staff: the dashboard's and the header's 'applications waiting'. */
export const APPLICATION_WAITING_STATUSES: readonly ApplicationStatus[] = ['Pending', 'Under Review'];

export const MILESTONE_STATUSES = ['Active', 'Complete'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

export const COURSE_CURRENCIES = ['Dollar', 'Euro', 'Rupee', 'Pound'] as const;
export type CourseCurrency = (typeof COURSE_CURRENCIES)[number];

export const COLLEGE_COURSE_TYPES = [
  'Undergraduate',
  'Postgraduate',
  'Diploma',
  'Certificate',
  'PhD',
] as const;

export const API_BASE = '/api/v1';
export const AUTH_COOKIE = 'sid';

/** Shown word for word on /contact-us (docs/packages.md, "The contact form"). */
export const OFFICE_HOURS = [
  { days: 'Monday-Friday', hours: '9:00 AM-6:00 PM' },
  { days: 'Saturday', hours: '10:00 AM-2:00 PM' },
  { days: 'Sunday', hours: 'closed' },
] as const;
/** Communities: length limits the server enforces and the forms show. */
export const POST_MAX_LENGTH = 5000;
export const COMMENT_MAX_LENGTH = 2000;
export const COMMUNITY_POSTS_PAGE_SIZE = 10;
/** Shown for a community without a logo (a file of the web app's public folder). */
export const DEFAULT_COMMUNITY_LOGO = 'images/communities/default.svg';

/** How many courses the comparison shows side by side (docs/planning.md). */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
