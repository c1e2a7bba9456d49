import { z } from 'zod';
import { envelopeSchema, pageSchema } from './envelope';
import { idParam, pageQueryFields, timestampSchema } from './fields';
import {
  CONTENT_STATES,
  MODERATION_MESSAGES as M,
  MODERATION_ACTIONS,
  MODERATION_QUEUE_STATUSES,
  MODERATION_REASON_MAX,
  MODERATION_TARGETS,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
} from './moderation-constants';

const id = z.number().int();

// ---------------------------------------------------------------- reporting (students)

/** POST /community/report: one report per user per item (docs/communities.md, "Reporting"). */
export const reportContentSchema = z.object({
  targetType: z.enum(MODERATION_TARGETS, { error: 'targetType must be post or comment' }),
  targetId: idParam('targetId'),
  reason: z.enum(REPORT_REASONS, { error: M.reasonRequired }),
  details: z
    .string({ error: 'Details must be text' })
    .trim()
    .max(REPORT_DETAILS_MAX, { error: `Details must be at most ${REPORT_DETAILS_MAX} characters` })
    .nullish()
    .transform((value) => value || null),
});
export type ReportContentInput = z.input<typeof reportContentSchema>;

export const contentReportReceiptSchema = z.object({ reportId: id });
export type ContentReportReceipt = z.infer<typeof contentReportReceiptSchema>;

// ---------------------------------------------------------------- the queue (admins)

export const moderationQueueQuerySchema = z.object({
  status: z.enum(MODERATION_QUEUE_STATUSES, { error: 'status must be open or resolved' }).default('open'),
  targetType: z.enum(MODERATION_TARGETS, { error: 'targetType must be post or comment' }).optional(),
  ...pageQueryFields({ pageSize: 20 }),
});
export type ModerationQueueQuery = z.input<typeof moderationQueueQuerySchema>;

const personSchema = z.object({ userId: id, name: z.string(), email: z.string() });

export const moderationReportSchema = z.object({
  reportId: id,
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  reporter: personSchema,
  createdAt: timestampSchema,
  resolvedAt: timestampSchema.nullable(),
  resolution: z.enum(['hidden', 'deleted', 'dismissed']).nullable(),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;

/** A reported post or comment, what became of it, and its reports (newest first). */
export const moderationItemSchema = z.object({
  targetType: z.enum(MODERATION_TARGETS),
  targetId: id,
  /** The post a comment is on (the post itself for a post). */
  postId: id,
  text: z.string(),
  image: z.string().nullable(),
  createdAt: timestampSchema,
  author: personSchema,
  community: z.object({ communityId: id, communityName: z.string() }),
  state: z.enum(CONTENT_STATES),
  moderation: z
    .object({
      reason: z.string().nullable(),
      at: timestampSchema,
      by: z.object({ userId: id, name: z.string() }).nullable(),
    })
    .nullable(),
  openReports: z.number().int(),
  lastReportedAt: timestampSchema,
  reports: z.array(moderationReportSchema),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const moderationQueuePageSchema = pageSchema(moderationItemSchema).extend({
  /** Items waiting for a moderator, whatever the filter: the console's badge. */
  openCount: z.number().int(),
});
export type ModerationQueuePage = z.infer<typeof moderationQueuePageSchema>;

const moderationReason = z
  .string({ error: M.moderationReasonRequired })
  .trim()
  .max(MODERATION_REASON_MAX, { error: `Reason must be at most ${MODERATION_REASON_MAX} characters` });

/** POST /staff/moderation/actions. Hiding and deleting need a reason, which the author is told. */
export const moderationActionSchema = z
  .object({
    targetType: z.enum(MODERATION_TARGETS, { error: 'targetType must be post or comment' }),
    targetId: idParam('targetId'),
    action: z.enum(MODERATION_ACTIONS, { error: 'action must be hide, delete, restore or dismiss' }),
    reason: moderationReason.nullish().transform((value) => value || null),
  })
  .superRefine((value, ctx) => {
    if ((value.action === 'hide' || value.action === 'delete') && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: M.moderationReasonRequired });
    }
  });
export type ModerationActionInput = z.input<typeof moderationActionSchema>;

export const moderationResultSchema = z.object({
  targetType: z.enum(MODERATION_TARGETS),
  targetId: id,
  state: z.enum(CONTENT_STATES),
  /** How many open reports the action closed. */
  resolvedReports: z.number().int(),
});
export type ModerationResult = z.infer<typeof moderationResultSchema>;

export const moderationCountsSchema = z.object({ openItems: z.number().int() });
export type ModerationCounts = z.infer<typeof moderationCountsSchema>;

// ---------------------------------------------------------------- communities (admins)

const communityName = z
  .string({ error: M.communityNameRequired })
  .trim()
  .min(1, { error: M.communityNameRequired })
  .max(100, { error: 'Name must be at most 100 characters' });
const communityDescription = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(1000, { error: 'Description must be at most 1,000 characters' })
  .nullish()
  .transform((value) => value || null);

export const createCommunitySchema = z.object({
  communityName,
  description: communityDescription,
});
export type CreateCommunityInput = z.input<typeof createCommunitySchema>;

export const updateCommunitySchema = z.object({
  communityName: communityName.optional(),
  description: communityDescription.optional(),
});
export type UpdateCommunityInput = z.input<typeof updateCommunitySchema>;

export const staffCommunityParamsSchema = z.object({ communityId: idParam('communityId') });

export const staffCommunitySchema = z.object({
  communityId: id,
  communityName: z.string(),
  description: z.string().nullable(),
  /** The stored logo's path, null when the default picture applies. */
  communityLogo: z.string().nullable(),
  memberCount: z.number().int(),
  postCount: z.number().int(),
  openReports: z.number().int(),
  createdAt: timestampSchema,
});
export type StaffCommunity = z.infer<typeof staffCommunitySchema>;

export const staffCommunitiesAnswerSchema = envelopeSchema(z.array(staffCommunitySchema));
