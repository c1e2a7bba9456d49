import { z } from 'zod';
import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';
import { staleFactSchema } from './sourced-fact';

/**
 * The console's "Facts to re-check" queue (docs/money-and-visas.md#freshness): every curated
 * record — lender terms, scholarships, visa rules, the reference exchange rates, the study-cost
 * figures — whose last check is over FACT_FRESH_MONTHS months old, oldest first.
 */
export const factCheckQueueSchema = z.object({
  /** YYYY-MM-DD: the day the server judged freshness on. */
  today: z.iso.date(),
  items: z.array(staleFactSchema),
});
export type FactCheckQueue = z.infer<typeof factCheckQueueSchema>;

/** Kinds whose freshness is their own date, not a check: refreshed from the source, never marked. */
export const FACT_KINDS_NOT_MARKABLE = ['reference-rate'] as const;

/** "Mark checked": staff compared the record with its source today and found it still right. */
export const markFactCheckedSchema = z.strictObject({
  kind: z.string({ error: 'kind is required' }).trim().min(1, { error: 'kind is required' }).max(40),
  id: z.string({ error: 'id is required' }).trim().min(1, { error: 'id is required' }).max(300),
});
export type MarkFactChecked = z.infer<typeof markFactCheckedSchema>;

export const factCheckMarkSchema = z.object({
  kind: z.string(),
  id: z.string(),
  checkedOn: z.iso.date(),
  checkedBy: z.object({ userId: z.number().int(), name: z.string() }),
});
export type FactCheckMark = z.infer<typeof factCheckMarkSchema>;

export const factCheckEndpoints = {
  queue: endpoint({
    method: 'GET',
    path: '/staff/fact-checks',
    access: 'staff',
    summary: 'Curated facts whose last check is over 12 months old, oldest first',
    answer: envelopeSchema(factCheckQueueSchema),
  }),
  /** Records who checked which record today (and the audit entry); 404 when it is not in the queue. */
  markChecked: endpoint({
    method: 'POST',
    path: '/staff/fact-checks',
    access: 'staff',
    summary: 'Mark a queued curated fact as checked against its source today',
    body: markFactCheckedSchema,
    answer: envelopeSchema(factCheckMarkSchema),
  }),
};
