/**
 * Shortlist and deadline rules shared by the server and the web app (docs/planning.md). Plain
 * values and functions only (no zod), so the web bundle can import them.
 */

import { COMPARE_MAX, COMPARE_MIN } from './constants';
import { type IntakeFacts, intakeStatus } from './money';

/** How many courses one student may keep on the shortlist (and merge from a browser at once). */
export const SHORTLIST_MAX = 100;

/** Reminders go out this many days before a deadline (docs/planning.md#deadlines-and-reminders). */
export const DEADLINE_REMINDER_DAYS = [30, 7, 1] as const;

/** The browser's copy of a visitor's shortlist (local storage key). */
export const SHORTLIST_STORAGE_KEY = 'edupath.shortlist';

export const SHORTLIST_TEXTS = {
  add: 'Add to shortlist',
  remove: 'Remove from shortlist',
  added: 'Added to your shortlist',
  removed: 'Removed from your shortlist',
  merged: 'Shortlist saved to your account',
  title: 'My Shortlist',
  empty: 'Your shortlist is empty',
  emptyHint: 'Tap the heart on any course to keep it here.',
  compareSelected: 'Compare selected',
  compareHint: `Choose ${COMPARE_MIN} to ${COMPARE_MAX} courses to compare.`,
  onlyStudents: 'Only students keep a shortlist',
  full: `Your shortlist is full (${SHORTLIST_MAX} courses). Remove one to add another.`,
  noDeadline: 'No deadline published',
  upcomingDeadlines: 'Upcoming deadlines',
  noUpcomingDeadlines: 'No upcoming deadlines for your shortlisted or applied courses.',
  visitorNote: 'Saved in this browser. Log in to keep your shortlist on every device.',
  loadFailed: 'Failed to load your shortlist. Please try again later.',
} as const;

const DAY_MS = 86_400_000;

/** Whole UTC days from `today` to `deadline` (both YYYY-MM-DD): 0 on the deadline day. */
export const daysBetween = (today: string, deadline: string) =>
  Math.round((Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

export interface NextDeadline {
  /** YYYY-MM-DD, the last day applications are accepted. */
  deadline: string;
  daysLeft: number;
  /** 'September 2027' */
  intakeLabel: string;
  /** False when this course's stored intake has closed and the deadline is the next year's. */
  currentIntake: boolean;
}

/**
 * The next application deadline of a course on `today`: its stored one while that is still open
 * (through the deadline day), otherwise the same intake's a year (or more) later, as the course
 * page offers it (docs/catalogue.md#intakes-and-deadlines). Null when the course has none.
 */
export function nextDeadline(course: IntakeFacts, today: string): NextDeadline | null {
  const status = intakeStatus(course, today);
  const occurrence = status.open ? status.current : status.next;
  if (!occurrence) return null;
  return {
    deadline: occurrence.deadline,
    daysLeft: daysBetween(today, occurrence.deadline),
    intakeLabel: occurrence.label,
    currentIntake: status.open,
  };
}

/** 'Closes today', '1 day left', '12 days left'. */
export const daysLeftText = (daysLeft: number) =>
  daysLeft <= 0 ? 'Closes today' : daysLeft === 1 ? '1 day left' : `${daysLeft} days left`;

/**
 * The reminder's notification, naming the intake whose deadline it is, e.g. 'Applications for MSc
 * Data Science at University of Leeds (September 2027 intake) close in 7 days (on 2027-01-15).'
 */
export function reminderMessage(
  courseName: string,
  universityName: string,
  daysLeft: number,
  deadline: string,
  intakeLabel: string,
) {
  return `Applications for ${courseName} at ${universityName} (${intakeLabel} intake) close ${closesWhen(daysLeft)} (on ${deadline}).`;
}

/** 'today', 'tomorrow', 'in 7 days': when a deadline is, in a reminder. */
export const closesWhen = (daysLeft: number) =>
  daysLeft <= 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;

/** The threshold whose reminder is due `daysLeft` days before a deadline: the tightest one reached. */
export function dueThreshold(daysLeft: number): number | null {
  if (daysLeft < 0) return null;
  let due: number | null = null;
  for (const threshold of DEADLINE_REMINDER_DAYS) if (daysLeft <= threshold) due = threshold;
  return due;
}

/** Deadlines in the student's own calendar (docs/planning.md#deadlines-in-a-calendar). */
export const CALENDAR_TEXTS = {
  addToCalendar: 'Add to calendar',
  title: 'Your deadlines in your calendar',
  intro:
    'Subscribe once and your calendar app keeps every deadline of your shortlist and open applications up to date.',
  subscribe: 'Get my calendar address',
  created: 'Calendar address created',
  newAddress: 'Get a new address',
  newAddressConfirm:
    'Get a new address? The current one stops working, and calendars subscribed to it stop updating.',
  revoke: 'Turn off',
  revokeConfirm: 'Turn off your calendar address? Calendars subscribed to it stop updating.',
  revoked: 'Calendar address turned off',
  copy: 'Copy address',
  copied: 'Address copied',
  openInApp: 'Open in calendar app',
  keepSecret: 'Anyone with this address can see your deadlines: keep it to yourself.',
  shownOnce: 'We show this address only now. If you lose it, get a new one (the old one then stops working).',
  activeSince: (day: string) => `Your calendar address is on (made ${day}).`,
  failed: 'Could not change your calendar address. Please try again.',
  loadFailed: 'Could not load your calendar address. Please try again later.',
  notFound: 'Calendar not found',
  onlyStudents: 'Only students have deadlines',
} as const;

/** The title of a deadline in a calendar: 'Application deadline: MSc Data Science (September 2027)'. */
export const calendarEventTitle = (courseName: string, intakeLabel: string) =>
  `Application deadline: ${courseName} (${intakeLabel})`;
