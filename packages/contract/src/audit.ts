import { z } from 'zod';
import { ROLES } from './constants';
import { pageSchema } from './envelope';
import { idParam, pageQueryFields } from './fields';

/**
 * What the audit log records: one `entity.verb` per kind of staff action (docs/console.md,
 * "Audit log"). A new staff action adds its name here, so the console's filter offers it.
 */
export const AUDIT_ACTIONS = [
  'application.status_changed',
  // an advisor checked a student's decision letter (docs/fit-and-chances.md#verified)
  'outcome.verified',
  'application_document.reviewed',
  'milestone.status_changed',
  'student.advisor_changed',
  'notification.sent',
  // packages and payments
  'package.created',
  'package.updated',
  'package.deleted',
  'package_application.status_changed',
  'package_application.note_added',
  'package_application.payment_recorded',
  'package_application.paid',
  'payee.updated',
  'tax_invoice.issued',
  // staff accounts, and the milestone list (issue 14, staff accounts)
  'milestone.created',
  'milestone.updated',
  'milestone.deleted',
  'account.created',
  'account.invited',
  'account.password_reset',
  'account.role_changed',
  'account.deactivated',
  'account.reactivated',
  // a student's copy of her data (docs/privacy.md#export): she asked, she downloaded it
  'data_export.requested',
  'data_export.downloaded',
  // contact inbox, community moderation (docs/console.md)
  'contact_message.read',
  'contact_message.updated',
  'community.created',
  'community.updated',
  'post.hidden',
  'post.deleted',
  'post.restored',
  'post.reports_dismissed',
  'comment.hidden',
  'comment.deleted',
  'comment.restored',
  'comment.reports_dismissed',
  // catalogue management (docs/catalogue.md#managing-the-catalogue)
  'country.created',
  'country.updated',
  'country.published',
  'country.unpublished',
  'university.created',
  'university.updated',
  'university.published',
  'university.unpublished',
  'course_category.created',
  'course_category.updated',
  'course_category.published',
  'course_category.unpublished',
  'course.created',
  'course.updated',
  'course.published',
  'course.unpublished',
  'course.imported',
  // an official register imported (docs/catalogue.md#register-imports)
  'catalogue.register_imported',
  'course.fact_checked',
  'university.fact_checked',
  'country_faq.created',
  'country_faq.updated',
  'country_faq.published',
  'country_faq.unpublished',
  // a curated fact compared with its source again (docs/money-and-visas.md#freshness)
  'fact.checked',
  // a curated record added or edited in the console (docs/money-and-visas.md#curated-records)
  'curated.created',
  'curated.updated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One entry as the console shows it. `before`/`after` hold only the fields the action changed. */
export const auditEntrySchema = z.object({
  auditId: z.number().int(),
  actor: z.object({ userId: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  actorRole: z.enum(ROLES).nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const auditDay = (name: string) => z.iso.date({ error: `${name} must be a date (YYYY-MM-DD)` });

/**
 * GET /staff/audit and its CSV export (admins): who (`actorId`), what (`action`), on which record
 * (`entityType`, `entityId`), and the days `from`–`to` (UTC, both included). Newest first.
 */
export const auditQuerySchema = z
  .object({
    ...pageQueryFields({ pageSize: 50, maxPageSize: 200 }),
    actorId: idParam('actorId').optional(),
    action: z.enum(AUDIT_ACTIONS, { error: 'Choose an action from the list' }).optional(),
    entityType: z.string().trim().max(50, { error: 'Must be at most 50 characters' }).optional(),
    entityId: z.string().trim().max(100, { error: 'Must be at most 100 characters' }).optional(),
    from: auditDay('from').optional(),
    to: auditDay('to').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    error: 'The end date must not be before the start date',
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
