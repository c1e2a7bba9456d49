/** What other modules may use of scholarships (ADR 005): the routes, the reminder job and the freshness source. */
export { sendDueScholarshipReminders } from './scholarship-reminders';
export { scholarshipRoutes } from './scholarships.routes';
export { staleScholarships } from './stale-scholarships';
