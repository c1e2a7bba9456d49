export { mailRoutes } from './mail.routes';
export {
  deliverMail,
  emailForNotification,
  queuePasswordResetEmail,
  queueStaffInvitationEmail,
  queueVerificationEmail,
} from './mail.service';
export { smtpTransport } from './mail.transport';
