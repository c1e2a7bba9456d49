import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';
import { calendarFeedCreatedSchema, calendarFeedSchema } from './shortlist';

/**
 * The student's private deadlines feed (docs/planning.md#deadlines-in-a-calendar). The calendar
 * files themselves (GET /deadlines/{courseId}/calendar.ics and GET /calendar/{file}) are answered
 * as text/calendar, not JSON, so they stay registered by hand in the server's calendar routes.
 */
export const calendarEndpoints = {
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
