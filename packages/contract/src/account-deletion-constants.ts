/**
 * Deleting an account (docs/privacy.md#deletion): plain values, so the sign-in pages can say a
 * deletion was cancelled without loading zod.
 */

/** Days between asking and erasure, unless she signs in (docs/privacy.md#deletion). */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;
/** How recent a Google sign-in must be to stand in for the password. */
export const ACCOUNT_DELETION_RECENT_SIGN_IN_MINUTES = 10;

export const ACCOUNT_DELETION_MESSAGES = {
  requested: 'Your account will be deleted at the end of the grace period',
  cancelled: 'Your account deletion was cancelled',
  passwordRequired: 'Enter your password to delete your account',
  passwordWrong: 'Your password is not correct',
  signInAgain: `Sign in with Google again (within the last ${ACCOUNT_DELETION_RECENT_SIGN_IN_MINUTES} minutes) to delete your account`,
  alreadyPending: 'Your account is already due to be deleted',
  notPending: 'Your account is not due to be deleted',
} as const;
