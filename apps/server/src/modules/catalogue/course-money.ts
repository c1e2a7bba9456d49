import { type Course, fromMinorUnits } from '@edupath/contract';
import { sql } from 'drizzle-orm';

/**
 * A course's fee as the API gives it (docs/catalogue.md#fees-and-currencies): whole units and the
 * minor-unit amount in its ISO currency, and the rupee estimate with the reference rate behind it.
 */

export interface StoredRate {
  inrPerUnit: number | string;
  date: string;
  source: string;
}

/**
 * The reference rate of the outer `courses` row as one JSON value. Written against the table name,
 * so every query that selects it must read courses without an alias.
 */
export const rateOfCourse = sql<StoredRate | string | null>`(
  SELECT json_build_object('inrPerUnit', r.inr_per_unit, 'date', to_char(r.rate_date, 'YYYY-MM-DD'), 'source', r.source)
  FROM exchange_rates r WHERE r.currency_code = courses.currency_code)`;

export interface StoredMoney {
  feeMinor: number | string | null;
  currencyCode: string;
  currency: string;
  feeInr: number | string | null;
  rate: StoredRate | string | null;
}

export function courseMoney(
  stored: StoredMoney,
): Pick<Course, 'fee' | 'feeMinor' | 'currency' | 'currencyCode' | 'feeInr' | 'inrRate'> {
  const feeMinor = stored.feeMinor === null ? null : Number(stored.feeMinor);
  const rate = typeof stored.rate === 'string' ? (JSON.parse(stored.rate) as StoredRate) : stored.rate;
  return {
    fee: feeMinor === null ? null : Math.round(fromMinorUnits(feeMinor, stored.currencyCode)),
    feeMinor,
    currency: stored.currency,
    currencyCode: stored.currencyCode,
    feeInr: stored.feeInr === null ? null : Number(stored.feeInr),
    inrRate: rate ? { inrPerUnit: Number(rate.inrPerUnit), date: rate.date, source: rate.source } : null,
  };
}

/**
 * The name the API's `currency` keeps (Dollar, Euro, Rupee, Pound), or the currency's own name
 * (Japanese yen) when none of those four applies.
 */
export function currencyFamily(currencyCode: string, currencyName: string | null): string {
  if (currencyCode === 'EUR') return 'Euro';
  const name = (currencyName ?? '').toLowerCase();
  if (/\bdollar\b/.test(name)) return 'Dollar';
  if (/\brupees?\b/.test(name)) return 'Rupee';
  if (/\bpound\b/.test(name)) return 'Pound';
  return currencyName ?? currencyCode;
}
