/** What other modules (and the job plugin) may use of the shortlist (ADR 005). */
export { sendDueReminders } from './reminders.service';
export { shortlistRoutes } from './shortlist.routes';
export { applicationIntake, deadlinesOf, deadlineThatConcerns } from './shortlist.service';
