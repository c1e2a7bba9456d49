/** User-visible texts of SPEC.md sections 5 and 8 that both the server and the web app emit. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  loginEmailInvalid: 'Invalid email format',
  signupEmailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  nameRequired: 'Name is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  adminLoginRefused: 'Admin login is not allowed from this page',
  signupFailed: 'Failed to create account',
  emailTaken: 'Email already registered',
  badCredentials: 'Invalid email or password',
  notSignedIn: 'Please log in to continue',
  tooManyAttempts: 'Too many login attempts. Please wait a minute and try again.',
} as const;
