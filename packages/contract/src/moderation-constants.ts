/**
 * Plain values of reporting and moderation (no zod), so the student site and the console can
 * import them without the schemas (docs/communities.md, "Reporting" and "Moderation").
 */

/** Why a post or comment is reported, in the order the report dialog offers them. */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'misinformation',
  'inappropriate',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech',
  misinformation: 'False or misleading information',
  inappropriate: 'Inappropriate content',
  other: 'Something else',
};

export const REPORT_DETAILS_MAX = 500;
export const MODERATION_REASON_MAX = 500;

export const MODERATION_TARGETS = ['post', 'comment'] as const;
export type ModerationTarget = (typeof MODERATION_TARGETS)[number];

/**
 * What a moderator can do to a reported (or any) post or comment. `hide` and `delete` need a
 * reason, which the author is told; `restore` undoes a hide; `dismiss` closes the reports.
 */
export const MODERATION_ACTIONS = ['hide', 'delete', 'restore', 'dismiss'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Where an item stands: shown to students, hidden (reversible) or deleted (kept for the audit). */
export const CONTENT_STATES = ['visible', 'hidden', 'deleted'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

export const MODERATION_QUEUE_STATUSES = ['open', 'resolved'] as const;
export type ModerationQueueStatus = (typeof MODERATION_QUEUE_STATUSES)[number];

export const MODERATION_MESSAGES = {
  reported: 'Thanks for reporting. A moderator will look at it.',
  alreadyReported: 'You have already reported this',
  reportFailed: 'Failed to send the report',
  reasonRequired: 'Choose a reason',
  moderationReasonRequired: 'Give a reason: the author is told',
  hidden: 'Hidden',
  deleted: 'Deleted',
  restored: 'Restored',
  dismissed: 'Reports dismissed',
  alreadyHidden: 'This is already hidden',
  alreadyDeleted: 'This is already deleted',
  notHidden: 'Only a hidden item can be restored',
  deletedIsFinal: 'A deleted item cannot be restored',
  noOpenReports: 'There are no open reports to dismiss',
  communityCreated: 'Community created',
  communityUpdated: 'Community updated',
  communityNameTaken: 'A community with this name already exists',
  communityNameRequired: 'Name is required',
  logoUpdated: 'Logo updated',
  logoRemoved: 'Logo removed',
} as const;

export const CONTACT_INBOX_FILTERS = ['all', 'unread', 'open', 'handled'] as const;
export type ContactInboxFilter = (typeof CONTACT_INBOX_FILTERS)[number];

export const CONTACT_NOTE_MAX = 2000;

export const CONTACT_INBOX_MESSAGES = {
  updated: 'Message updated',
  assigneeInvalid: 'Choose an active staff account',
} as const;
