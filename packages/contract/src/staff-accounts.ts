import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { pageSchema } from './envelope';
import {
  emailField,
  idParam,
  pageQueryFields,
  requiredText,
  searchTextField,
  timestampSchema,
} from './fields';
import { AUTH_MESSAGES } from './messages';
import {
  CREDENTIAL_METHODS,
  STAFF_ACCOUNT_MESSAGES,
  STAFF_ACCOUNT_ROLES,
  STAFF_ACCOUNT_STATUSES,
} from './staff-accounts-constants';

/**
 * Staff accounts (docs/console.md, "Staff accounts"): admins create advisors and admins, reset their
 * passwords, change their role, deactivate and reactivate them. Invitations and temporary
 * passwords are how a new or reset account gets its password.
 */

const M = STAFF_ACCOUNT_MESSAGES;

const newPassword = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });

const confirmed = <T extends { password: string; confirmPassword: string }>(v: T) =>
  v.password === v.confirmPassword;

// ---------------------------------------------------------------- requests

export const staffAccountsQuerySchema = z.object({
  ...pageQueryFields(),
  q: searchTextField,
  role: z.enum(STAFF_ACCOUNT_ROLES, { error: 'role must be advisor or admin' }).optional(),
  status: z
    .enum(STAFF_ACCOUNT_STATUSES, { error: 'status must be active, invited or deactivated' })
    .optional(),
});
export type StaffAccountsQuery = z.output<typeof staffAccountsQuerySchema>;

export const staffAccountParamsSchema = z.object({ userId: idParam('userId') });

const role = z.enum(STAFF_ACCOUNT_ROLES, { error: M.roleRequired });
const method = z.enum(CREDENTIAL_METHODS, { error: M.methodRequired });

/** POST /staff/accounts */
export const createStaffAccountSchema = z.object({
  name: requiredText(AUTH_MESSAGES.nameRequired, 100),
  email: emailField(AUTH_MESSAGES.emailRequired, AUTH_MESSAGES.signupEmailInvalid),
  role,
  method,
});
export type CreateStaffAccountInput = z.input<typeof createStaffAccountSchema>;

/**
 * Who takes over an advisor's students when the advisor leaves the advisors (deactivated, or made
 * an admin): one advisor, or spread over every other active advisor, fewest students first.
 */
export const studentHandoverSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('advisor'), advisorId: idParam('advisorId') }),
    z.object({ mode: z.literal('spread') }),
  ],
  { error: M.studentsNeedAdvisor },
);
export type StudentHandover = z.output<typeof studentHandoverSchema>;

/** POST /staff/accounts/{userId}/deactivate. `students` is needed when an advisor has students. */
export const deactivateStaffAccountSchema = z.object({ students: studentHandoverSchema.optional() });
export type DeactivateStaffAccountInput = z.input<typeof deactivateStaffAccountSchema>;

/** PATCH /staff/accounts/{userId}/role. `students` as for a deactivation, when an advisor becomes an admin. */
export const changeStaffRoleSchema = z.object({ role, students: studentHandoverSchema.optional() });
export type ChangeStaffRoleInput = z.input<typeof changeStaffRoleSchema>;

/** POST /staff/accounts/{userId}/reset-password */
export const resetStaffPasswordSchema = z.object({ method });
export type ResetStaffPasswordInput = z.input<typeof resetStaffPasswordSchema>;

export const invitationParamsSchema = z.object({
  token: z.string().min(20, { error: M.invitationInvalid }).max(100, { error: M.invitationInvalid }),
});

/** POST /auth/invitations/{token}: the invitee chooses their password. */
export const acceptInvitationSchema = z
  .object({ password: newPassword, confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDoNotMatch }) })
  .refine(confirmed, { path: ['confirmPassword'], error: AUTH_MESSAGES.passwordsDoNotMatch });
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

/** POST /auth/staff/password: a staff member replaces their (temporary) password. */
export const changeStaffPasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: AUTH_MESSAGES.passwordRequired })
      .min(1, { error: AUTH_MESSAGES.passwordRequired })
      .max(PASSWORD_MAX_LENGTH),
    password: newPassword,
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDoNotMatch }),
  })
  .refine(confirmed, { path: ['confirmPassword'], error: AUTH_MESSAGES.passwordsDoNotMatch });
export type ChangeStaffPasswordInput = z.input<typeof changeStaffPasswordSchema>;

// ---------------------------------------------------------------- answers

const id = z.number().int();

export const staffAccountSchema = z.object({
  userId: id,
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ACCOUNT_ROLES),
  status: z.enum(STAFF_ACCOUNT_STATUSES),
  /** A temporary password is set and not changed yet. */
  mustChangePassword: z.boolean(),
  /** When the pending invitation stops working (status `invited`); null otherwise. */
  invitationExpiresAt: timestampSchema.nullable(),
  studentCount: z.number().int(),
  lastActiveAt: timestampSchema,
  createdAt: timestampSchema,
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffAccountPageSchema = pageSchema(staffAccountSchema);
export type StaffAccountPage = z.infer<typeof staffAccountPageSchema>;

/**
 * What the admin hands over, shown once and never stored in clear: the invitation link (its
 * path; the console puts its own origin before it) or the temporary password.
 */
export const staffCredentialSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('invitation'), invitePath: z.string(), expiresAt: timestampSchema }),
  z.object({ method: z.literal('temporaryPassword'), temporaryPassword: z.string() }),
]);
export type StaffCredential = z.infer<typeof staffCredentialSchema>;

export const staffAccountWithCredentialSchema = z.object({
  account: staffAccountSchema,
  credential: staffCredentialSchema,
});
export type StaffAccountWithCredential = z.infer<typeof staffAccountWithCredentialSchema>;

/** GET /auth/invitations/{token}: who the link is for. */
export const invitationSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ACCOUNT_ROLES),
  expiresAt: timestampSchema,
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The studentsMoved figure of a deactivation or role change. */
export const staffAccountChangeSchema = z.object({
  account: staffAccountSchema,
  studentsMoved: z.number().int(),
});
export type StaffAccountChange = z.infer<typeof staffAccountChangeSchema>;
