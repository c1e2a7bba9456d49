import { z } from 'zod';
import { ROLES } from './constants';
import { pageSchema } from './envelope';
import { idParam, pageQueryFields, timestampSchema } from './fields';
import { grievanceInfoSchema } from './grievance';
import { CONTACT_INBOX_FILTERS, CONTACT_NOTE_MAX } from './moderation-constants';

const id = z.number().int();

/** GET /staff/contact-messages (docs/console.md, "Contact inbox"). */
export const contactInboxQuerySchema = z.object({
  filter: z
    .enum(CONTACT_INBOX_FILTERS, { error: 'filter must be all, unread, open or handled' })
    .default('all'),
  /**
   * Contact messages, grievances (docs/console.md, "Grievances") or both. Grievances alone are
   * listed by due date, the soonest first.
   */
  kind: z
    .enum(['all', 'contact', 'grievance'], { error: 'kind must be all, contact or grievance' })
    .default('all'),
  /** Only the messages assigned to the caller. */
  mine: z
    .enum(['true', 'false'], { error: 'mine must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
  ...pageQueryFields({ pageSize: 20 }),
});
export type ContactInboxQuery = z.input<typeof contactInboxQuerySchema>;

export const contactMessageParamsSchema = z.object({ contactMessageId: idParam('contactMessageId') });

const staffRef = z.object({ userId: id, name: z.string() });

export const contactInboxRowSchema = z.object({
  contactMessageId: id,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  /** The start of the message, for the list. */
  preview: z.string(),
  createdAt: timestampSchema,
  readAt: timestampSchema.nullable(),
  handledAt: timestampSchema.nullable(),
  assignee: staffRef.nullable(),
  /** Set for a grievance: its reference, category and the day it must be answered by. */
  grievance: grievanceInfoSchema.nullable(),
});
export type ContactInboxRow = z.infer<typeof contactInboxRowSchema>;

export const contactInboxPageSchema = pageSchema(contactInboxRowSchema).extend({
  /** Unread messages in the whole inbox, whatever the filter. */
  unreadCount: z.number().int(),
});
export type ContactInboxPage = z.infer<typeof contactInboxPageSchema>;

export const contactInboxMessageSchema = contactInboxRowSchema.omit({ preview: true }).extend({
  message: z.string(),
  handledBy: staffRef.nullable(),
  internalNote: z.string().nullable(),
});
export type ContactInboxMessage = z.infer<typeof contactInboxMessageSchema>;

/** PATCH /staff/contact-messages/{id}: any of these; what is left out stays as it is. */
export const updateContactMessageSchema = z
  .object({
    read: z.boolean({ error: 'read must be true or false' }).optional(),
    handled: z.boolean({ error: 'handled must be true or false' }).optional(),
    assigneeId: idParam('assigneeId').nullable().optional(),
    internalNote: z
      .string({ error: 'Note must be text' })
      .trim()
      .max(CONTACT_NOTE_MAX, {
        error: `Note must be at most ${CONTACT_NOTE_MAX.toLocaleString('en-US')} characters`,
      })
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : value || null)),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    error: 'Send at least one of read, handled, assigneeId, internalNote',
  });
export type UpdateContactMessageInput = z.input<typeof updateContactMessageSchema>;

export const staffAccountRefSchema = z.object({ userId: id, name: z.string(), role: z.enum(ROLES) });
export type StaffAccountRef = z.infer<typeof staffAccountRefSchema>;

export const contactInboxCountsSchema = z.object({ unread: z.number().int() });
export type ContactInboxCounts = z.infer<typeof contactInboxCountsSchema>;
