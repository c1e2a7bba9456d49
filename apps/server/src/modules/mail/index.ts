export { queueAccountDeletionEmail } from './account-deletion-mail';
export { mailRoutes } from './mail.routes';
export {
  deliverMail,
  emailForNotification,
  queueGrievanceAcknowledgement,
  queueParentalConsentEmail,
  queuePasswordResetEmail,
  queueStaffInvitationEmail,
  queueVerificationEmail,
  setAllOptionalEmails,
  siteLink,
} from './mail.service';
export {
  applicationStatusEmail,
  deadlineReminderEmail,
  documentReviewEmail,
  type EmailWording,
} from './mail.templates';
export { smtpTransport } from './mail.transport';
