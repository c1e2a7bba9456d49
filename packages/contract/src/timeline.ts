import { z } from 'zod';
import { MILESTONE_MESSAGES as M } from './applications-messages';
import { MILESTONE_STATUSES } from './constants';
import { bodyId, idParam, optionalText, requiredText, timestampSchema } from './fields';

/** What staff may set: a reached state, or 'Upcoming' to clear the student's status. */
export const MILESTONE_STATUS_CHOICES = ['Active', 'Complete', 'Upcoming'] as const;
export type MilestoneStatusChoice = (typeof MILESTONE_STATUS_CHOICES)[number];

/** POST and PUT /milestones (admins). */
export const saveMilestoneSchema = z.object({
  title: requiredText(M.titleRequired, 120),
  remark: optionalText(1000),
  order: z
    .number({ error: (issue) => (issue.input === undefined ? M.orderRequired : M.orderInvalid) })
    .int({ error: M.orderInvalid })
    .min(0, { error: M.orderInvalid })
    .max(10_000, { error: M.orderInvalid }),
});
export type MilestoneInput = z.input<typeof saveMilestoneSchema>;

export const milestoneParamsSchema = z.object({ milestoneId: idParam('milestoneId') });
export const milestoneUserParamsSchema = z.object({ userId: idParam('userId') });

/** PUT /milestone-status/user/{userId} (advisors and admins). */
export const setMilestoneStatusSchema = z.object({
  milestoneId: bodyId('milestoneId', M.milestoneIdRequired, 'milestoneId must be a number'),
  status: z.enum(MILESTONE_STATUS_CHOICES, { error: M.statusInvalid }),
  remark: optionalText(1000),
});
export type SetMilestoneStatusInput = z.input<typeof setMilestoneStatusSchema>;

// ---------------------------------------------------------------- answers

export const milestoneSchema = z.object({
  milestoneId: z.number().int(),
  title: z.string(),
  remark: z.string().nullable(),
  order: z.number().int(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/** A student's status on one milestone; a milestone without one is Upcoming. */
export const milestoneStatusItemSchema = z.object({
  milestoneId: z.number().int(),
  status: z.enum(MILESTONE_STATUSES),
  remark: z.string().nullable(),
  updatedAt: timestampSchema,
});
export type MilestoneStatusItem = z.infer<typeof milestoneStatusItemSchema>;
