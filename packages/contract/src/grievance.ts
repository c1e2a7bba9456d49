import { z } from 'zod';
import { emailField, timestampSchema } from './fields';

/**
 * A grievance about how EduPath handles someone's personal data (docs/console.md, "Grievances"):
 * it lands in the console's contact inbox with a 90-day clock, and the sender gets a reference.
 * Plain constants first, so the web app can import them without pulling zod values in.
 */

export const GRIEVANCE_CATEGORIES = ['access', 'correction', 'erasure', 'consent', 'other'] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

export const GRIEVANCE_CATEGORY_LABELS: Record<GrievanceCategory, string> = {
  access: 'Access to my data',
  correction: 'Correcting my data',
  erasure: 'Erasing my data',
  consent: 'My consent',
  other: 'Something else',
};

/** The DPDP Rules 2025 give a data fiduciary at most 90 days to answer a grievance. */
export const GRIEVANCE_RESPONSE_DAYS = 90;
const DAY_MS = 86_400_000;

/** When a grievance received at `receivedAt` must be answered by. */
export const grievanceDueAt = (receivedAt: Date) =>
  new Date(receivedAt.getTime() + GRIEVANCE_RESPONSE_DAYS * DAY_MS);

/** Whole days until `dueAt` (0 on the day, negative once overdue). */
export const grievanceDaysLeft = (dueAt: Date | string, now = new Date()) =>
  Math.ceil((new Date(dueAt).getTime() - now.getTime()) / DAY_MS);

/** The reference the sender quotes: GRV-<year received>-<message number, six digits>. */
export const grievanceReference = (contactMessageId: number, receivedAt: Date | string) =>
  `GRV-${new Date(receivedAt).getUTCFullYear()}-${String(contactMessageId).padStart(6, '0')}`;

export const GRIEVANCE_LIMITS = { name: 100, message: 5000 } as const;

export const GRIEVANCE_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  categoryRequired: 'Choose what your grievance is about',
  messageRequired: 'Describe your grievance',
  received: 'We have received your grievance.',
  tooMany: 'You have sent several messages in a short time. Please try again in a few minutes.',
  sendFailed: 'Your grievance could not be sent. Please try again.',
} as const;

const M = GRIEVANCE_MESSAGES;

/**
 * The form. A signed-in sender's name and email come from her account and these two are ignored;
 * a visitor gives both (the server asks for them when there is no session).
 */
export const grievanceSchema = z.object({
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .max(GRIEVANCE_LIMITS.name, { error: `Name must be at most ${GRIEVANCE_LIMITS.name} characters` })
    .optional(),
  email: emailField(M.emailRequired, M.emailInvalid).optional(),
  category: z.enum(GRIEVANCE_CATEGORIES, { error: M.categoryRequired }),
  message: z
    .string({ error: M.messageRequired })
    .trim()
    .min(1, { error: M.messageRequired })
    .max(GRIEVANCE_LIMITS.message, {
      error: `Message must be at most ${GRIEVANCE_LIMITS.message.toLocaleString('en-US')} characters`,
    }),
});
export type GrievanceInput = z.input<typeof grievanceSchema>;

/** The same form for a visitor, who must give her name and email (the web form checks it first). */
export const visitorGrievanceSchema = grievanceSchema.extend({
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, { error: M.nameRequired })
    .max(GRIEVANCE_LIMITS.name, { error: `Name must be at most ${GRIEVANCE_LIMITS.name} characters` }),
  email: emailField(M.emailRequired, M.emailInvalid),
});

export const grievanceReceiptSchema = z.object({
  reference: z.string(),
  receivedAt: timestampSchema,
  dueAt: timestampSchema,
  /** Where the acknowledgement went. */
  email: z.string(),
});
export type GrievanceReceipt = z.infer<typeof grievanceReceiptSchema>;

/** The grievance officer the operator named (GRIEVANCE_OFFICER_* settings, docs/deploying.md). */
export const grievanceOfficerSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  responseDays: z.number().int(),
});
export type GrievanceOfficer = z.infer<typeof grievanceOfficerSchema>;

/** What the console's inbox shows of a grievance beside the message. */
export const grievanceInfoSchema = z.object({
  reference: z.string(),
  category: z.enum(GRIEVANCE_CATEGORIES),
  dueAt: timestampSchema,
});
export type GrievanceInfo = z.infer<typeof grievanceInfoSchema>;
