/** What other modules may use of scholarships (ADR 005): the routes, the reminder job and the freshness source. */
export { sendDueScholarshipReminders } from './scholarship-reminders';
export { scholarshipRoutes } from './scholarships.routes';
export { savedDeadlinesOf as savedScholarshipDeadlinesOf } from './scholarships.service';
export { fileScholarships } from './scholarships-file';
export { staleScholarships } from './stale-scholarships';
