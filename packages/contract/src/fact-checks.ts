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

export const factCheckEndpoints = {
  queue: endpoint({
    method: 'GET',
    path: '/staff/fact-checks',
    access: 'staff',
    summary: 'Curated facts whose last check is over 12 months old, oldest first',
    answer: envelopeSchema(factCheckQueueSchema),
  }),
};
