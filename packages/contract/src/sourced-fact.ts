import { z } from 'zod';

/**
 * Curated facts (scholarships, lender terms, visa and proof-of-funds rules) each carry where they
 * come from and when a person last checked them against that source (docs/money-and-visas.md#freshness).
 * A figure nobody could confirm is left out rather than guessed, so every field here is required.
 */

/** How old a check may be before the page says "may be out of date" and the console queues it. */
export const FACT_FRESH_MONTHS = 12;

const isoDate = z.iso.date();

export const factSourceSchema = z.object({
  /** The official page the figure was read from. */
  sourceUrl: z.url(),
  /** The publisher, as a student would recognise it: 'Department of Social Justice, Government of India'. */
  sourceName: z.string().min(1).max(200),
  /** YYYY-MM-DD: the day a person last compared the record with its source. */
  checkedOn: isoDate,
});
export type FactSource = z.infer<typeof factSourceSchema>;

/** A rule that takes effect on a date (a visa fee from 1 July): `effectiveFrom` is in the past or future. */
export const versionedFactSourceSchema = factSourceSchema.extend({
  effectiveFrom: isoDate,
});
export type VersionedFactSource = z.infer<typeof versionedFactSourceSchema>;

/** A YYYY-MM-DD day plus `months` calendar months, as YYYY-MM-DD (31 Mar + 3 months rolls into July). */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + months, date)).toISOString().slice(0, 10);
}

/** `checkedOn` plus FACT_FRESH_MONTHS months, as YYYY-MM-DD: the last day the check counts as fresh. */
export function factFreshUntil(checkedOn: string): string {
  return addMonths(checkedOn, FACT_FRESH_MONTHS);
}

/** True when the last check is older than FACT_FRESH_MONTHS months on `today` (YYYY-MM-DD). */
export function isFactOutOfDate(checkedOn: string, today: string): boolean {
  return factFreshUntil(checkedOn) < today;
}

/**
 * How old a reference rate may be before a "≈ ₹" estimate says "rate from <date>" rather than
 * "rate of <date>" (docs/catalogue.md#reference-rates). Past FACT_FRESH_MONTHS it also says
 * "may be out of date", as every curated fact does.
 */
export const RATE_RECENT_MONTHS = 3;

/**
 * How a reference rate's date reads on `today` (both YYYY-MM-DD): 'recent' up to RATE_RECENT_MONTHS
 * months old, 'dated' after that, 'stale' once isFactOutOfDate would say so.
 */
export function rateAge(date: string, today: string): 'recent' | 'dated' | 'stale' {
  if (isFactOutOfDate(date, today)) return 'stale';
  return addMonths(date, RATE_RECENT_MONTHS) < today ? 'dated' : 'recent';
}

/** One row of the console's re-check queue: any curated record whose check has gone stale. */
export const staleFactSchema = z.object({
  /** 'scholarship', 'lender', 'visa-route', 'reference-rate', … */
  kind: z.string().min(1),
  /** The record's id within its kind. */
  id: z.string().min(1),
  label: z.string().min(1),
  sourceUrl: z.url().nullable(),
  checkedOn: isoDate,
});
export type StaleFact = z.infer<typeof staleFactSchema>;
