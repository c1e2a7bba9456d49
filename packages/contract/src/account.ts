import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { pageSchema } from './envelope';
import { emailField, pageQueryFields } from './fields';
import { AUTH_MESSAGES as M } from './messages';

/**
 * Email, verification, password reset and sessions (docs/email.md). Plain constants first, so
 * the web app can import them without pulling zod values into its bundle.
 */

/** Optional mail a student can turn off; essential mail (verification, reset) always goes. */
export const EMAIL_CATEGORIES = [
  'applicationUpdates',
  'chatMessages',
  'reminders',
  'communityReplies',
] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];
export const ESSENTIAL_EMAIL_CATEGORIES = [
  'verification',
  'passwordReset',
  'staffInvitation',
  /** A deletion request's confirmation: when, and how to cancel (docs/privacy.md#deletion). */
  'accountDeletion',
  /** The link a child's parent or guardian confirms the account with (docs/accounts.md#under-18). */
  'parentalConsent',
  /** The reference of a grievance the sender filed (docs/console.md, "Grievances"). */
  'grievanceAcknowledgement',
] as const;
export type EssentialEmailCategory = (typeof ESSENTIAL_EMAIL_CATEGORIES)[number];

export const EMAIL_CATEGORY_LABELS: Record<EmailCategory, { label: string; description: string }> = {
  applicationUpdates: {
    label: 'Application updates',
    description: 'When an advisor changes an application or a package application, with their note.',
  },
  chatMessages: {
    label: 'Chat messages while you are away',
    description: 'When your advisor writes and you are not on the site (at most one an hour).',
  },
  reminders: { label: 'Reminders', description: 'Deadlines and steps coming up.' },
  communityReplies: { label: 'Community replies', description: 'When someone replies to your comment.' },
};

export const ACCOUNT_MESSAGES = {
  forgotSent: 'If an account uses that email, we have sent it a link to reset the password.',
  resetDone: 'Your password has been changed. Please log in.',
  tokenInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  tokenUsed: 'This link has already been used. Please ask for a new one if you need it again.',
  verified: 'Your email address is verified.',
  verificationSent: 'We have sent you a new verification link.',
  alreadyVerified: 'Your email address is already verified.',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
} as const;

const newPassword = z
  .string({ error: M.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: M.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });
const confirmPassword = z.string({ error: M.passwordsDoNotMatch }).max(PASSWORD_MAX_LENGTH);
const matching = { path: ['confirmPassword'], error: M.passwordsDoNotMatch };
const token = z
  .string({ error: ACCOUNT_MESSAGES.tokenInvalid })
  .min(1, { error: ACCOUNT_MESSAGES.tokenInvalid })
  .max(200);

export const forgotPasswordSchema = z.object({ email: emailField(M.emailRequired, M.loginEmailInvalid) });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ token, password: newPassword, confirmPassword })
  .refine((v) => v.password === v.confirmPassword, matching);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
/** Where the owner of the new password signs in: staff have their own page (docs/email.md). */
export const resetPasswordResultSchema = z.object({ signInAs: z.enum(['student', 'staff']) });
export type ResetPasswordResult = z.infer<typeof resetPasswordResultSchema>;

export const verifyEmailSchema = z.object({ token });

/** Whether a reset link can still set a password: asked when its page opens (docs/email.md). */
export const RESET_LINK_STATES = ['usable', 'used', 'invalid'] as const;
export const resetLinkStatusSchema = z.object({ status: z.enum(RESET_LINK_STATES) });
export type ResetLinkStatus = z.infer<typeof resetLinkStatusSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
      .min(1, { error: ACCOUNT_MESSAGES.currentPasswordRequired })
      .max(PASSWORD_MAX_LENGTH),
    password: newPassword,
    confirmPassword,
  })
  .refine((v) => v.password === v.confirmPassword, matching);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const emailStatusSchema = z.object({ email: z.string(), verified: z.boolean() });
export type EmailStatus = z.infer<typeof emailStatusSchema>;

/** One of the signed-in user's sessions (a browser or app), as the sessions page lists them. */
export const accountSessionSchema = z.object({
  sessionId: z.string(),
  /** 'Chrome on Windows', from the user agent. */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const emailPreferencesSchema = z.object({
  applicationUpdates: z.boolean(),
  chatMessages: z.boolean(),
  reminders: z.boolean(),
  communityReplies: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export const emailPreferencesUpdateSchema = emailPreferencesSchema.partial();

export const unsubscribeSchema = z.object({ token });
export const unsubscribeResultSchema = z.object({ category: z.enum(EMAIL_CATEGORIES), email: z.string() });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

/** What became of an email (docs/email.md#delivery). */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'unconfirmed', 'failed', 'held'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outboxQuerySchema = z.object({
  ...pageQueryFields(),
  status: z.enum(OUTBOX_STATUSES).optional(),
  to: z.string().trim().max(254).optional(),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

/** One email of the outbox, as admins read it in the console. */
export const outboxMailSchema = z.object({
  mailId: z.number().int(),
  toEmail: z.string(),
  category: z.string(),
  subject: z.string(),
  textBody: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxPageSchema = pageSchema(outboxMailSchema).extend({ smtpConfigured: z.boolean() });
export type OutboxPage = z.infer<typeof outboxPageSchema>;
