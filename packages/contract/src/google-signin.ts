import { AUTH_MESSAGES } from './messages';
import { STAFF_ACCOUNT_MESSAGES } from './staff-accounts-constants';

/**
 * "Continue with Google" (docs/accounts.md, "Google sign-in"). Values only, no zod, so the web app
 * can import them without the schema library.
 */

/** Where the browser goes to start, and where the provider sends it back. */
export const GOOGLE_START_PATH = '/api/v1/auth/google/start';
export const GOOGLE_CALLBACK_PATH = '/api/v1/auth/google/callback';

/** The SPA page a successful callback lands on; it adopts the cookie session and goes on. */
export const GOOGLE_LANDING_PATH = '/login/google';

/** On the landing page: this sign-in cancelled a pending deletion of the account (docs/privacy.md#deletion). */
export const GOOGLE_DELETION_CANCELLED_PARAM = 'deletionCancelled';

/** The query parameter that carries a refusal back to /login, as one of the codes below. */
export const GOOGLE_ERROR_PARAM = 'google';

/**
 * Why a Google sign-in was refused. The callback sends only the code to /login, never text, so
 * nobody can make the page show a message of their choosing.
 */
export const GOOGLE_SIGNIN_ERRORS = {
  cancelled: 'Google sign-in was cancelled.',
  noEmail:
    'Your Google account did not share an email address with us. Allow access to your email address at Google, or sign up with a password.',
  unverified:
    'Your Google account has not verified this email address. Verify it with Google, or sign up with a password.',
  staff: AUTH_MESSAGES.adminLoginRefused,
  deactivated: STAFF_ACCOUNT_MESSAGES.accountDeactivated,
  linkedElsewhere: 'This email is already linked to a different Google account.',
  failed: 'Google sign-in could not be completed. Please try again.',
  untrusted: "Google's answer could not be verified, so you were not signed in. Please try again later.",
  unavailable: 'Google sign-in is not available right now. Please try again later.',
} as const;
export type GoogleSigninError = keyof typeof GOOGLE_SIGNIN_ERRORS;

export const googleSigninMessage = (code: string | null): string | null =>
  code && Object.hasOwn(GOOGLE_SIGNIN_ERRORS, code) ? GOOGLE_SIGNIN_ERRORS[code as GoogleSigninError] : null;
