import { z } from 'zod';
import {
  accountSessionSchema,
  changePasswordSchema,
  emailStatusSchema,
  forgotPasswordSchema,
  resetLinkStatusSchema,
  resetPasswordResultSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from './account';
import { authProvidersSchema, authUserSchema, loginResultSchema, loginSchema, signupSchema } from './auth';
import { endpoint } from './endpoint';
import { emptyEnvelopeSchema, envelopeSchema } from './envelope';
import { changeStaffPasswordSchema } from './staff-accounts';

const userAnswer = envelopeSchema(authUserSchema);
const loginAnswer = envelopeSchema(loginResultSchema);

/**
 * Signing up, in and out, and who is signed in (docs/accounts.md, "Sessions"). The sign-ins set
 * the session cookie and wait like a guess when passwords keep failing (docs/decisions/010).
 */
export const authEndpoints = {
  /** Which other ways in this server offers; the buttons show only for these. */
  providers: endpoint({
    method: 'GET',
    path: '/auth/providers',
    access: 'public',
    summary: 'Which sign-in providers (Google) and demo accounts this server offers',
    answer: envelopeSchema(authProvidersSchema),
  }),
  signup: endpoint({
    method: 'POST',
    path: '/auth/signup',
    access: 'public',
    summary: 'Creates a student account',
    body: signupSchema,
    answer: userAnswer,
    status: 201,
  }),
  /** The student site's sign-in: refuses staff accounts. */
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    summary: "A student's sign-in: sets the session cookie and answers the token",
    body: loginSchema,
    answer: loginAnswer,
  }),
  /** The console's sign-in: refuses students. */
  staffLogin: endpoint({
    method: 'POST',
    path: '/auth/staff/login',
    access: 'public',
    summary: "A staff member's sign-in to the console",
    body: loginSchema,
    answer: loginAnswer,
  }),
  /** Ends this request's session, if it has one, and clears the cookie either way. */
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout',
    access: 'public',
    summary: 'Ends the current session and clears its cookie',
    answer: emptyEnvelopeSchema,
  }),
  /**
   * A page signed in by a redirect (Google) holds only the HttpOnly cookie: it asks once for the
   * session it already has. A POST, so a cookie-signed one must come from our own origin.
   */
  session: endpoint({
    method: 'POST',
    path: '/auth/session',
    access: 'signedIn',
    summary: 'The token of the session the cookie holds (after a Google sign-in)',
    answer: loginAnswer,
  }),
  /** The web app's on-load session check. */
  checkSession: endpoint({
    method: 'POST',
    path: '/auth/me',
    access: 'signedIn',
    summary: 'The signed-in user (the on-load session check)',
    answer: userAnswer,
  }),
  me: endpoint({
    method: 'GET',
    path: '/auth/me',
    access: 'signedIn',
    summary: 'The signed-in user',
    answer: userAnswer,
  }),
  /**
   * A staff member replaces their (temporary) password: with me and logout, the one request a
   * session that must change it may make (docs/console.md, "Staff accounts").
   */
  changeStaffPassword: endpoint({
    method: 'POST',
    path: '/auth/staff/password',
    access: 'staff',
    summary: 'A staff member replaces their (temporary) password',
    body: changeStaffPasswordSchema,
    answer: userAnswer,
  }),
};

/**
 * Verification, password reset, password change and sessions (docs/email.md). The links' routes are
 * public (the token is the proof) and counted per address, so they cannot be used to guess or to
 * flood an inbox.
 */
export const accountEndpoints = {
  emailStatus: endpoint({
    method: 'GET',
    path: '/auth/email-status',
    access: 'signedIn',
    summary: "Whether the signed-in user's email address is verified",
    answer: envelopeSchema(emailStatusSchema),
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/auth/verify-email/resend',
    access: 'signedIn',
    summary: 'Sends a new verification link',
    answer: emptyEnvelopeSchema,
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/auth/verify-email',
    access: 'public',
    summary: "Follows a verification link's token",
    body: verifyEmailSchema,
    answer: emptyEnvelopeSchema,
  }),
  /** Asked by the reset page as it opens, so a used link says so instead of showing the form. */
  resetLinkStatus: endpoint({
    method: 'POST',
    path: '/auth/reset-password/status',
    access: 'public',
    summary: 'Whether a reset link can still set a password',
    body: verifyEmailSchema,
    answer: envelopeSchema(resetLinkStatusSchema),
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/auth/forgot-password',
    access: 'public',
    summary: 'Emails a reset link if an account uses the address (the answer never says)',
    body: forgotPasswordSchema,
    answer: emptyEnvelopeSchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/auth/reset-password',
    access: 'public',
    summary: "Sets a new password with a reset link's token",
    body: resetPasswordSchema,
    answer: envelopeSchema(resetPasswordResultSchema),
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/auth/change-password',
    access: 'signedIn',
    summary: 'Changes the password and signs out every other session',
    body: changePasswordSchema,
    answer: emptyEnvelopeSchema,
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/auth/sessions',
    access: 'signedIn',
    summary: "The signed-in user's sessions",
    answer: envelopeSchema(z.array(accountSessionSchema)),
  }),
  revokeSession: endpoint({
    method: 'DELETE',
    path: '/auth/sessions/:sessionId',
    access: 'signedIn',
    summary: "Signs out one of the user's own sessions",
    params: z.object({ sessionId: z.string().min(1).max(100) }),
    answer: emptyEnvelopeSchema,
  }),
  revokeOtherSessions: endpoint({
    method: 'POST',
    path: '/auth/sessions/revoke-others',
    access: 'signedIn',
    summary: 'Signs out every session but this one',
    answer: emptyEnvelopeSchema,
  }),
};
