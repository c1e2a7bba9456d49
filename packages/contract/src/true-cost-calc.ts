import { isIdValue } from './constants';
import type { CostInputs, CostLine, CountryCostReference, InrRate, TrueCost } from './true-cost';

// In constants.ts, so the shortlist's texts (on every first page) do not bring this module.
export { COMPARE_MAX, COMPARE_MIN } from './constants';

/**
 * The first-year cost sum (docs/planning.md#true-cost), apart from the zod schemas in
 * true-cost.ts so the course page's calculator bundles only this plain code: the server answers
 * with computeTrueCost and the browser re-runs it on the same inputs, so both always agree.
 */

export const COST_MONTHS_MAX = 12;
export const COST_SCHOLARSHIP_MAX = 100_000_000;

export const COST_LINE_KINDS = ['tuition', 'living', 'visa', 'health', 'other', 'scholarship'] as const;
export type CostLineKind = (typeof COST_LINE_KINDS)[number];

export interface CostOptions {
  /** Months of living costs in the first year, 1 to 12. */
  months: number;
  /** A city of the country's reference figures; null or unknown: the university's city, else the default. */
  city: string | null;
  /** In whole units of the course's currency; lowers the total, never below zero. */
  scholarship: number;
  /** YYYY-MM-DD: the date on the student's own scholarship line. */
  today: string;
}

const toInr = (amount: number, rate: InrRate) => Math.round(amount * rate.inrPerUnit);

/** The cities the calculator offers: the country's default first, then its named cities. */
export function costCities(reference: CountryCostReference | null): string[] {
  if (!reference) return [];
  return [reference.living.defaultCity, ...reference.living.cities.map((c) => c.name)];
}

/** The city a university is in, by the reference file's match words (docs/planning.md#true-cost). */
export function cityOfUniversity(
  reference: CountryCostReference | null,
  university: { universityName: string; location: string | null },
): string | null {
  if (!reference) return null;
  const text = `${university.universityName} ${university.location ?? ''}`.toLowerCase();
  return (
    reference.living.cities.find((city) =>
      [city.name, ...city.match].some((word) =>
        new RegExp(`\\b${escapeRegExp(word.toLowerCase())}\\b`).test(text),
      ),
    )?.name ?? null
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first year's cost, line by line, in rupees. Each line is rounded to whole rupees and the
 * total is the sum of the rounded lines, so the lines always add up to the total shown.
 */
export function computeTrueCost(inputs: CostInputs, options: CostOptions): TrueCost {
  const months = Math.min(COST_MONTHS_MAX, Math.max(1, Math.round(options.months)));
  const scholarship = Math.max(0, Math.round(options.scholarship));
  const lines: CostLine[] = [];
  const notIncluded: string[] = [];
  const rateOf = (code: string) => inputs.rates[code];

  const { tuition, reference } = inputs;
  const tuitionRate = rateOf(tuition.currencyCode);
  if (tuition.amount !== null && tuitionRate) {
    lines.push({
      kind: 'tuition',
      label: 'Tuition (first year)',
      amount: tuition.amount,
      currencyCode: tuition.currencyCode,
      amountInr: toInr(tuition.amount, tuitionRate),
      rate: tuitionRate,
      source: tuition.source,
      sourceUrl: null,
      asPublished: null,
      checkedOn: tuition.checkedOn,
      estimate: tuition.estimate,
      note: null,
    });
  } else {
    notIncluded.push('Tuition: the catalogue has no fee for this course');
  }

  const cities = costCities(reference);
  let city: string | null = null;
  if (!reference) {
    notIncluded.push(
      `Living costs, visa and health cover: EduPath has no reference figures for ${inputs.countryName} yet`,
    );
  } else {
    const chosen =
      reference.living.cities.find((c) => c.name === options.city) ??
      (options.city === reference.living.defaultCity
        ? undefined
        : reference.living.cities.find((c) => c.name === inputs.universityCity));
    city = chosen?.name ?? reference.living.defaultCity;
    const perMonth = chosen?.perMonth ?? reference.living.perMonth;
    const livingRate = rateOf(reference.currencyCode);
    const { living } = reference;
    if (livingRate) {
      const amount = Math.round(perMonth * months);
      lines.push({
        kind: 'living',
        label: `${living.label}: ${city}, ${months} ${months === 1 ? 'month' : 'months'}`,
        amount,
        currencyCode: reference.currencyCode,
        amountInr: toInr(amount, livingRate),
        rate: livingRate,
        source: living.source,
        sourceUrl: living.sourceUrl,
        asPublished: living.asPublished,
        checkedOn: living.checkedOn,
        estimate: living.estimate,
        note: living.note,
      });
    }
    for (const item of reference.oneOff) {
      const code = item.currencyCode ?? reference.currencyCode;
      const rate = rateOf(code);
      if (!rate) continue;
      lines.push({
        kind: item.kind,
        label: item.label,
        amount: item.amount,
        currencyCode: code,
        amountInr: toInr(item.amount, rate),
        rate,
        source: item.source,
        sourceUrl: item.sourceUrl,
        asPublished: item.asPublished,
        checkedOn: item.checkedOn,
        estimate: item.estimate,
        note: item.note,
      });
    }
    notIncluded.push(...reference.notIncluded);
  }

  const subtotal = lines.reduce((sum, line) => sum + line.amountInr, 0);
  if (scholarship > 0 && tuitionRate) {
    // Never below zero: a scholarship larger than the whole year's cost leaves nothing to pay.
    const inr = Math.min(toInr(scholarship, tuitionRate), subtotal);
    lines.push({
      kind: 'scholarship',
      label: 'Scholarship (your figure)',
      amount: -scholarship,
      currencyCode: tuition.currencyCode,
      amountInr: -inr,
      rate: tuitionRate,
      source: 'Entered by you',
      sourceUrl: null,
      asPublished: null,
      checkedOn: options.today,
      estimate: false,
      note: inr < toInr(scholarship, tuitionRate) ? 'Capped at the year’s total' : null,
    });
  }

  return {
    courseId: inputs.courseId,
    months,
    city,
    cities,
    scholarship,
    lines,
    totalInr: lines.reduce((sum, line) => sum + line.amountInr, 0),
    includesEstimates: lines.some((line) => line.estimate),
    notIncluded,
  };
}

/** Course ids from a `/compare?courses=` URL: the valid ones, in order, duplicates dropped. */
export function parseCompareIds(text: string | null | undefined): number[] {
  if (!text) return [];
  const ids = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number)
    .filter(isIdValue);
  return [...new Set(ids)];
}

/**
 * The date of the oldest reference rate among `lines` not in rupees: a rupee total is as current as
 * its oldest conversion, so that is the date written beside it. Null when every line is in rupees.
 */
export function oldestRateDate(lines: Pick<CostLine, 'currencyCode' | 'rate'>[]): string | null {
  // YYYY-MM-DD sorts as text in date order.
  const dates = lines.filter((line) => line.currencyCode !== 'INR').map((line) => line.rate.date);
  return dates.sort()[0] ?? null;
}
