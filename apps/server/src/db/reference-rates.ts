import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minorUnitDigits } from '@edupath/contract';
import { sql } from 'drizzle-orm';
import { referenceDataDir } from '../lib/paths';
import type { DbOrTx } from './client';
import { queryRows } from './rows';
import { exchangeRates } from './schema';

/**
 * Reference rates to the rupee (docs/catalogue.md#reference-rates): a committed file, loaded into
 * exchange_rates when the database is opened, so fee filters never call out to the network.
 */

export const REFERENCE_RATES_FILE = path.join(referenceDataDir, 'reference-rates.json');

export interface ReferenceRatesFile {
  date: string;
  source: string;
  comment?: string;
  /** A rate without its own date and source has the file's. */
  rates: Record<string, { inrPerUnit: number; date?: string; source?: string }>;
}

export interface ReferenceRate {
  currencyCode: string;
  inrPerUnit: number;
  minorDigits: number;
  rateDate: string;
  source: string;
}

export function readReferenceRates(file = REFERENCE_RATES_FILE): Map<string, ReferenceRate> {
  const data = JSON.parse(readFileSync(file, 'utf8')) as ReferenceRatesFile;
  return new Map(
    Object.entries(data.rates).map(([currencyCode, rate]) => [
      currencyCode,
      {
        currencyCode,
        inrPerUnit: rate.inrPerUnit,
        minorDigits: minorUnitDigits(currencyCode),
        rateDate: rate.date ?? data.date,
        source: rate.source ?? data.source,
      },
    ]),
  );
}

/** Whole rupees for a fee in minor units: the same rounding as the SQL in syncReferenceRates. */
export const feeInRupees = (feeMinor: number, rate: ReferenceRate) =>
  Math.round((feeMinor / 10 ** rate.minorDigits) * rate.inrPerUnit);

/**
 * Makes exchange_rates equal to the file and recomputes courses.fee_inr for the currencies whose
 * rate changed (and for courses that have none yet), so a start after a refresh re-sorts fees.
 */
export async function syncReferenceRates(db: DbOrTx, rates = readReferenceRates()): Promise<number> {
  const stored = await db.select().from(exchangeRates);
  const storedByCode = new Map(stored.map((r) => [r.currencyCode, r]));
  const changed = [...rates.values()].filter((rate) => {
    const old = storedByCode.get(rate.currencyCode);
    return (
      !old ||
      Number(old.inrPerUnit) !== rate.inrPerUnit ||
      old.rateDate !== rate.rateDate ||
      old.source !== rate.source ||
      old.minorDigits !== rate.minorDigits
    );
  });
  if (changed.length === 0) return 0;
  await db
    .insert(exchangeRates)
    .values(changed)
    .onConflictDoUpdate({
      target: exchangeRates.currencyCode,
      set: {
        inrPerUnit: sql`excluded.inr_per_unit`,
        minorDigits: sql`excluded.minor_digits`,
        rateDate: sql`excluded.rate_date`,
        source: sql`excluded.source`,
      },
    });
  const codes = changed.map((r) => r.currencyCode);
  const [updated] = await queryRows<{ n: number }>(
    db,
    sql`WITH changed AS (
          UPDATE courses c SET fee_inr = round(c.fee_minor::numeric / (10 ^ r.minor_digits)::numeric * r.inr_per_unit)
          FROM exchange_rates r
          WHERE r.currency_code = c.currency_code AND c.fee_minor IS NOT NULL
            AND (c.fee_inr IS NULL OR c.currency_code IN (SELECT json_array_elements_text(${JSON.stringify(codes)}::json)))
          RETURNING 1)
        SELECT count(*)::int AS n FROM changed`,
  );
  return updated?.n ?? 0;
}
