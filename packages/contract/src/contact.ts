import { z } from 'zod';
import { emailField } from './fields';
import { CONTACT_MESSAGES as M } from './messages';

export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000 } as const;

const text = (requiredMessage: string, label: string, max: number) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: `${label} must be at most ${max.toLocaleString('en-US')} characters` });

export const contactMessageSchema = z.object({
  name: text(M.nameRequired, 'Name', CONTACT_LIMITS.name),
  email: emailField(M.emailRequired, M.emailInvalid),
  subject: text(M.subjectRequired, 'Subject', CONTACT_LIMITS.subject),
  message: text(M.messageRequired, 'Message', CONTACT_LIMITS.message),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const contactMessageReceiptSchema = z.object({ contactMessageId: z.number().int().positive() });
export type ContactMessageReceipt = z.infer<typeof contactMessageReceiptSchema>;
