import { type CountryCostReference, cityOfUniversity, computeTrueCost, todayIso } from '@edupath/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { queryRows } from './rows';
import { studyCosts } from './study-costs';

/**
 * Keeps universities.first_year_extra_inr: what a first year costs beside tuition (living for 12
 * months in the university's city, visa, health cover), summed by computeTrueCost itself, so the
 * search's first-year total is the course page's total (docs/catalogue.md#first-year-total).
 * A trigger adds it to each course's fee_inr in courses.first_year_inr.
 */

interface UniversityRow extends Record<string, unknown> {
  universityId: number;
  universityName: string;
  location: string | null;
  isoCode: string | null;
  countryName: string;
  extra: number | string | null;
}

/** Rupees beside tuition for a university of a country with these figures, or null without them. */
export function firstYearExtraInr(
  reference: CountryCostReference | null,
  university: { universityName: string; location: string | null; countryName: string },
  rates: Record<string, { inrPerUnit: number; date: string; source: string }>,
): number | null {
  if (!reference) return null;
  const cost = computeTrueCost(
    {
      courseId: 1,
      countryName: university.countryName,
      tuition: {
        amount: null,
        currencyCode: reference.currencyCode,
        source: '',
        checkedOn: todayIso(),
        estimate: false,
      },
      reference,
      universityCity: cityOfUniversity(reference, university),
      rates,
    },
    { months: 12, city: null, scholarship: 0, today: todayIso() },
  );
  return cost.totalInr;
}

/**
 * Recomputes the figure of every university (or of the given ones) and writes those that changed;
 * run when the database opens (after the reference rates), after the demo seed, and when staff
 * change a university's name, place or country. Returns how many changed.
 */
export async function syncFirstYearCosts(db: DbOrTx, universityIds?: number[]): Promise<number> {
  if (universityIds && universityIds.length === 0) return 0;
  const only = universityIds
    ? sql`WHERE u.university_id IN (SELECT json_array_elements_text(${JSON.stringify(universityIds)}::json)::int)`
    : sql``;
  const [universities, rateRows] = await Promise.all([
    queryRows<UniversityRow>(
      db,
      sql`SELECT u.university_id AS "universityId", u.university_name AS "universityName", u.location,
            co.iso_code AS "isoCode", co.country_name AS "countryName", u.first_year_extra_inr AS extra
          FROM universities u JOIN countries co ON co.country_id = u.country_id ${only}`,
    ),
    queryRows<{ code: string; inrPerUnit: number | string; date: string; source: string }>(
      db,
      sql`SELECT currency_code AS code, inr_per_unit AS "inrPerUnit", to_char(rate_date, 'YYYY-MM-DD') AS date, source
          FROM exchange_rates`,
    ),
  ]);
  const rates = Object.fromEntries(
    rateRows.map((r) => [r.code, { inrPerUnit: Number(r.inrPerUnit), date: r.date, source: r.source }]),
  );
  const countries = studyCosts().countries;
  const changed = universities
    .map((u) => ({
      id: Number(u.universityId),
      old: u.extra === null ? null : Number(u.extra),
      extra: firstYearExtraInr((u.isoCode && countries[u.isoCode]) || null, u, rates),
    }))
    .filter((u) => u.old !== u.extra);
  for (let i = 0; i < changed.length; i += 1000) {
    const chunk = changed.slice(i, i + 1000).map(({ id, extra }) => ({ id, extra }));
    await queryRows(
      db,
      sql`UPDATE universities SET first_year_extra_inr = v.extra
          FROM json_to_recordset(${JSON.stringify(chunk)}::json) AS v(id int, extra bigint)
          WHERE universities.university_id = v.id`,
    );
  }
  return changed.length;
}
