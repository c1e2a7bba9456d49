import { endpoint, fileAnswer } from './endpoint';
import { envelopeSchema } from './envelope';
import {
  calendarFeedCreatedSchema,
  calendarFeedParamsSchema,
  calendarFeedSchema,
  deadlineCalendarParamsSchema,
} from './shortlist';

const calendarFile = fileAnswer(
  'text/calendar',
  'An iCalendar file (RFC 5545): one all-day event per deadline',
);

/** Deadlines in a calendar: one file per deadline and a private feed (docs/planning.md#deadlines-in-a-calendar). */
export const calendarEndpoints = {
  /** One of the student's deadlines, as a file to open in a calendar app. */
  deadlineFile: endpoint({
    method: 'GET',
    path: '/deadlines/:courseId/calendar.ics',
    access: 'signedIn',
    params: deadlineCalendarParamsSchema,
    answer: calendarFile,
  }),
  /**
   * The feed itself, `{secret}.ics`: a calendar app asks with the secret address alone, no
   * session (the secret is the key), so it is public.
   */
  feedFile: endpoint({
    method: 'GET',
    path: '/calendar/:file',
    access: 'public',
    params: calendarFeedParamsSchema,
    answer: calendarFile,
  }),
  feed: endpoint({
    method: 'GET',
    path: '/calendar-feed',
    access: 'signedIn',
    answer: envelopeSchema(calendarFeedSchema),
  }),
  /** A new address (the old one stops working); the answer is the only time its secret is shown. */
  createFeed: endpoint({
    method: 'POST',
    path: '/calendar-feed',
    access: 'signedIn',
    answer: envelopeSchema(calendarFeedCreatedSchema),
  }),
  revokeFeed: endpoint({
    method: 'DELETE',
    path: '/calendar-feed',
    access: 'signedIn',
    answer: envelopeSchema(calendarFeedSchema),
  }),
};
