/** Sign-up and login texts that both the server and the web app emit (docs/accounts.md). */
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

/** Package texts of the page and the server's answers (docs/packages.md). */
export const PACKAGE_MESSAGES = {
  loginToApply: 'Please log in to apply.',
  applied: 'Applied successfully!',
  appliedWithFollowUp: 'Applied successfully! An advisor will contact you soon.',
  applyFailed: 'Failed to apply. Please try again.',
  alreadyPending: 'You have already applied for this package and your application is pending.',
  studentsOnly: 'Only student accounts can apply for packages.',
  loadFailed: 'Failed to load packages.',
  empty: 'No packages available.',
  noDescription: 'No description available',
} as const;

/** Contact form texts and the validation messages of the form and the API (docs/packages.md). */
export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  sent: 'Message Sent Successfully!',
  thanks: "Thank you for reaching out. We'll get back to you shortly.",
  tooMany: 'You have sent several messages in a short time. Please try again in a few minutes.',
  sendFailed: 'Your message could not be sent. Please try again.',
} as const;

/** Communities texts of the page and the server's answers for the same rules (docs/communities.md). */
export const COMMUNITY_MESSAGES = {
  joined: 'Successfully joined the community!',
  joinFailed: 'Failed to join the community',
  left: 'Successfully left the community',
  leaveFailed: 'Failed to leave the community',
  likeFailed: 'Failed to like post',
  postCreated: 'Post created successfully!',
  postFailed: 'Failed to create post',
  postTextRequired: 'Post text is required',
  postTextTooLong: 'Post text must be at most 5,000 characters',
  communityRequired: 'Select a community',
  selectCommunityFirst: 'Please select a community to create a post.',
  imageOnly: 'Please choose an image file',
  commentRequired: 'Comment cannot be empty',
  commentTooLong: 'Comment must be at most 2,000 characters',
  membersOnly: 'Join this community to post in it',
  loadCommunitiesFailed: 'Failed to load communities. Please try again later.',
  loadPostsFailed: 'Failed to load posts. Please try again.',
  loadCommentsFailed: 'Failed to load comments. Please try again.',
  selectToView: 'Select a community to view posts',
  noPosts: 'No posts found in this community',
  noPostsHint: 'Be the first one to start a conversation!',
  noComments: 'No comments yet. Be the first to comment!',
} as const;

/** Chat texts: the page's own, and the server's answers to a refused send (docs/chat.md). */
export const CHAT_MESSAGES = {
  title: 'Support',
  placeholder: 'Type a message...',
  read: 'Read',
  sent: 'Sent',
  empty: 'Message cannot be empty',
  tooLong: 'Message is too long (2,000 characters at most)',
  tooFast: 'You are sending messages too quickly. Please wait a moment.',
  tooLarge: 'That is too large to send.',
  notSender: 'You can only send messages as yourself',
  wrongRecipient: 'The recipient is not part of this chat',
  badImage: 'Attach an image you uploaded',
  clientIdReused: 'clientId was already used for another chat',
} as const;
