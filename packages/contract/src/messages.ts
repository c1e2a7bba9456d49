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

/** Chat texts: SPEC.md's page texts and the server's answers to a refused send. */
export const CHAT_MESSAGES = {
  title: 'Support',
  placeholder: 'Type a message...',
  loginTitle: 'Please Login',
  loginText: 'You need to be logged in to access the chat.',
  read: 'Read',
  sent: 'Sent',
  empty: 'Message cannot be empty',
  tooLong: 'Message is too long (2,000 characters at most)',
  tooFast: 'You are sending messages too quickly. Please wait a moment.',
  notSender: 'You can only send messages as yourself',
  wrongRecipient: 'The recipient is not part of this chat',
  badImage: 'Attach an image you uploaded',
  clientIdReused: 'clientId was already used for another chat',
} as const;
