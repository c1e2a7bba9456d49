/**
 * What a notification is about (its `type`), shared by the server that writes it and the web app
 * that refreshes the pages it concerns (docs/notifications.md, "What sends one"). Plain values
 * only (no zod), so the web bundle can import them.
 */
export const NOTIFICATION_TYPES = {
  /** A student's own confirmation that an application to a course was submitted. */
  applicationSubmitted: 'application.submitted',
  /** Staff changed one of the student's applications. */
  applicationStatus: 'application.status',
  /** A student withdrew an application: sent to their advisor. */
  applicationWithdrawn: 'application.withdrawn',
  /** Staff reviewed one of the documents of the student's application. */
  applicationDocument: 'application.document',
  /** A milestone of the student changed (by staff, or completed by itself). */
  milestoneStatus: 'milestone.status',
  /** A chat message reached someone with no socket open. */
  chatMessage: 'chat.message',
  /** Someone replied to the user's comment. */
  commentReply: 'comment.reply',
  /** An admin assigned a student to the advisor. */
  studentAssigned: 'student.assigned',
  /** A student's own confirmation that they applied for a package. */
  packageApplied: 'package.applied',
  /** A package application moved: staff changed it, or its payment arrived. */
  packageStatus: 'package.status',
  /** A message from staff to a student, an advisor's students or a community. */
  broadcast: 'broadcast',
  /** A moderator hid or deleted the user's post or comment, with the reason. */
  contentModerated: 'community.moderated',
  /** An application deadline of a shortlisted or applied course is 30, 7 or 1 day away. */
  deadlineReminder: 'deadline.reminder',
  /** The student's copy of her data is ready to download (docs/privacy.md#export). */
  dataExportReady: 'data_export.ready',
  /** A parent or guardian confirmed the child's account: her open pages lift the limits (docs/accounts.md#under-18). */
  parentConfirmed: 'account.parent_confirmed',
} as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];
