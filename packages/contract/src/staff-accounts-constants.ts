/** Staff accounts' plain values (no zod), for the console's bundle (docs/console.md, "Staff accounts"). */

export const STAFF_ACCOUNT_ROLES = ['advisor', 'admin'] as const;
export type StaffAccountRole = (typeof STAFF_ACCOUNT_ROLES)[number];

/** How an account gets a password: a one-time link, or a temporary password changed at first sign-in. */
export const CREDENTIAL_METHODS = ['invitation', 'temporaryPassword'] as const;
export type CredentialMethod = (typeof CREDENTIAL_METHODS)[number];

export const STAFF_ACCOUNT_STATUSES = ['active', 'invited', 'deactivated'] as const;
export type StaffAccountStatus = (typeof STAFF_ACCOUNT_STATUSES)[number];

export const STAFF_ACCOUNT_MESSAGES = {
  created: 'Account created',
  roleChanged: 'Role changed',
  roleUnchanged: 'Role unchanged',
  deactivated: 'Account deactivated',
  reactivated: 'Account reactivated',
  alreadyActive: 'The account is already active',
  alreadyDeactivated: 'The account is already deactivated',
  reactivateFirst: 'The account is deactivated: reactivate it first',
  accountDeactivated: 'This account has been deactivated. Ask an admin to reactivate it.',
  passwordReset: 'Password reset',
  notYourself: 'You cannot do this to your own account',
  lastAdmin: 'This is the last active admin: make another admin first',
  studentsNeedAdvisor: 'Choose who takes over their students',
  noAdvisorLeft: 'No other active advisor can take over their students',
  invitationInvalid: 'This invitation link is not valid or has expired. Ask an admin for a new one.',
  passwordSet: 'Password set. You can now sign in.',
  passwordChanged: 'Password changed',
  passwordChangeRequired: 'Choose a new password before you continue',
  currentPasswordWrong: 'Your current password is not correct',
  samePassword: 'Choose a password different from your temporary one',
  roleRequired: 'Choose a role',
  methodRequired: 'Choose how they get their password',
} as const;

/** The `code` of the 403 every request gets while a temporary password is still to be changed. */
export const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED';

/** How long an invitation link works (docs/console.md). */
export const INVITATION_TTL_HOURS = 72;
