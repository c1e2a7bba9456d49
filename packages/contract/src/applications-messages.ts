/**
 * Texts the applications and timeline API answers with, shared with the web app and tests.
 * Plain values only (no zod), so the web bundle can import them.
 */
export const APPLICATION_MESSAGES = {
  submitted: 'Application submitted successfully',
  alreadyApplied: 'You have already applied to this course',
  /** The web app's text when applying fails and the server said nothing. */
  applyFailed: 'Failed to apply. Please try again.',
  /** What 'Apply Now' becomes once the student applied; it links to that application. */
  applied: 'Applied',
  onlyStudentsApply: 'Only students can apply to courses',
  statusUpdated: 'Application status updated',
  courseIdRequired: 'courseId is required',
  courseIdNotNumber: 'courseId must be a number',
  statusInvalid: 'Status must be Pending, Under Review, Accepted, Rejected or Withdrawn',
  withdrawn: 'Application withdrawn',
  /** The 409 for staff acting on a withdrawn application. */
  withdrawnByStudent: 'The student withdrew this application; it cannot change any more',
  /** The web app's text when withdrawing fails and the server said nothing. */
  withdrawFailed: 'Failed to withdraw the application. Please try again.',
  onlyStudentsWithdraw: 'Only students can withdraw their applications',
  datesReversed: 'The end date must not be before the start date',
  /** The 409 when the intake the student confirmed is a later one than the intake open now. */
  intakeNotOpen: (intakeLabel: string) => `Applications for ${intakeLabel} are not open yet`,
} as const;

export const MILESTONE_MESSAGES = {
  titleRequired: 'Title is required',
  orderRequired: 'Order is required',
  orderInvalid: 'Order must be a whole number from 0 to 10000',
  milestoneIdRequired: 'milestoneId is required',
  statusInvalid: 'Status must be Active, Complete or Upcoming',
  statusUpdated: 'Milestone status updated',
  statusUnchanged: 'Milestone status unchanged',
  created: 'Milestone created',
  updated: 'Milestone updated',
  deleted: 'Milestone deleted',
} as const;
