import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minorUnitDigits } from '@edupath/contract';
import { parse } from 'csv-parse/sync';
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

/**
 * The rates file refreshed from a European Central Bank reference-rate CSV (eurofxref.csv: a header
 * 'Date, USD, JPY, …' and one row of units per euro, INR among them), each rate crossed through the
 * euro. Currencies the ECB does not publish keep their own rate, date and source.
 */
export function refreshFromEcbCsv(csv: string, file: ReferenceRatesFile) {
  const [header, values] = parse(csv.trim(), { trim: true, relax_column_count: true }) as string[][];
  if (!header || !values || header[0] !== 'Date') throw new Error('Not an ECB eurofxref CSV');
  const perEuro = new Map<string, number>();
  header.forEach((code, i) => {
    if (i > 0 && code) perEuro.set(code, Number(values[i]));
  });
  const rupeesPerEuro = perEuro.get('INR');
  if (!rupeesPerEuro) throw new Error('The CSV has no INR rate');
  const date = new Date(`${values[0]} UTC`).toISOString().slice(0, 10);
  const source = `European Central Bank euro foreign exchange reference rates of ${date}, crossed through the euro`;
  const rates = { ...file.rates };
  perEuro.set('EUR', 1);
  let updated = 0;
  for (const [code, units] of perEuro) {
    if (!Number.isFinite(units) || units <= 0 || !rates[code]) continue;
    rates[code] = { inrPerUnit: Number((rupeesPerEuro / units).toPrecision(6)), date, source };
    updated++;
  }
  rates.INR = { inrPerUnit: 1, date, source };
  return { file: { ...file, rates }, updated, date };
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
