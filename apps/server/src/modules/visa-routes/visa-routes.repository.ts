import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countries, exchangeRates } from '../../db/schema';

export async function countryIsoCode(db: DbOrTx, countryId: number): Promise<string | null> {
  const [row] = await db
    .select({ isoCode: countries.isoCode })
    .from(countries)
    .where(eq(countries.countryId, countryId));
  return row?.isoCode ?? null;
}

/** The reference rates to the rupee of the given currencies (reference-rates.json, loaded in db/). */
export async function ratesOf(db: DbOrTx, codes: string[]) {
  if (codes.length === 0) return {};
  const rows = await db.select().from(exchangeRates).where(inArray(exchangeRates.currencyCode, codes));
  return Object.fromEntries(
    rows.map((row) => [
      row.currencyCode,
      { inrPerUnit: Number(row.inrPerUnit), date: row.rateDate, source: row.source },
    ]),
  );
}
