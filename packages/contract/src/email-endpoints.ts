import { z } from 'zod';
import {
  emailPreferencesSchema,
  emailPreferencesUpdateSchema,
  outboxPageSchema,
  outboxQuerySchema,
  unsubscribeResultSchema,
  unsubscribeSchema,
} from './account';
import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';

/** What an unsubscribe link would stop, before anyone clicks (docs/email.md#unsubscribe). */
const unsubscribeCheckSchema = unsubscribeResultSchema.extend({
  /** Whether that category is still on: false once unsubscribed (the link can be opened again). */
  subscribed: z.boolean(),
});
export type UnsubscribeCheck = z.infer<typeof unsubscribeCheckSchema>;

/**
 * RFC 8058's one-click POST: the mail client sends `List-Unsubscribe=One-Click` as a form to the
 * address of the `List-Unsubscribe` header, which carries the token in its query.
 */
const oneClickQuerySchema = unsubscribeSchema;
const oneClickBodySchema = z.object({
  'List-Unsubscribe': z.literal('One-Click', { error: "The body must be 'List-Unsubscribe=One-Click'" }),
});

const preferencesAnswer = envelopeSchema(emailPreferencesSchema);

/**
 * A student's email preferences (docs/email.md). Unsubscribing needs no sign-in: the link's token
 * is the proof (docs/email.md#unsubscribe). Admins read the outbox.
 */
export const emailEndpoints = {
  /** Which optional mail she gets; essential mail (verification, reset) always goes. */
  preferences: endpoint({
    method: 'GET',
    path: '/email/preferences',
    access: 'student',
    summary: "The student's choice of optional email",
    answer: preferencesAnswer,
  }),
  /** The categories sent change; the others stay as they were. */
  savePreferences: endpoint({
    method: 'PUT',
    path: '/email/preferences',
    access: 'student',
    summary: 'Turns categories of optional email on or off',
    body: emailPreferencesUpdateSchema,
    answer: preferencesAnswer,
  }),
  /** What the link would stop, for the confirmation page (opening the link changes nothing). */
  unsubscribeCheck: endpoint({
    method: 'POST',
    path: '/email/unsubscribe/check',
    access: 'public',
    summary: 'What an unsubscribe link would turn off, without turning it off',
    body: unsubscribeSchema,
    answer: envelopeSchema(unsubscribeCheckSchema),
  }),
  /** The confirmation page's button. */
  unsubscribe: endpoint({
    method: 'POST',
    path: '/email/unsubscribe',
    access: 'public',
    summary: 'Turns off the category of email an unsubscribe link names',
    body: unsubscribeSchema,
    answer: envelopeSchema(unsubscribeResultSchema),
  }),
  /** The mail client's one click (RFC 8058), from the List-Unsubscribe header. */
  oneClick: endpoint({
    method: 'POST',
    path: '/email/unsubscribe/one-click',
    access: 'public',
    summary: 'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post)',
    query: oneClickQuerySchema,
    body: oneClickBodySchema,
    answer: envelopeSchema(unsubscribeResultSchema),
  }),
  /** Every email the app wrote, newest first, and whether SMTP is set up to send them (admins). */
  outbox: endpoint({
    method: 'GET',
    path: '/staff/outbox',
    access: 'admin',
    query: outboxQuerySchema,
    answer: envelopeSchema(outboxPageSchema),
  }),
};
