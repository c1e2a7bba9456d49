import { z } from 'zod';
import { idParam } from './fields';

/**
 * A course's first-year cost in rupees (docs/planning.md#true-cost): tuition, living costs and
 * one-off costs, each converted at the catalogue's reference rate. `computeTrueCost` is the one
 * function that adds them up; the server answers with it and the course page's calculator runs it
 * in the browser on the same inputs, so both always agree.
 */

export const COST_MONTHS_MAX = 12;
export const COST_SCHOLARSHIP_MAX = 100_000_000;
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export const COST_LINE_KINDS = ['tuition', 'living', 'visa', 'health', 'other', 'scholarship'] as const;
export type CostLineKind = (typeof COST_LINE_KINDS)[number];

const isoDate = z.iso.date();
const rateSchema = z.object({ inrPerUnit: z.number().positive(), date: isoDate, source: z.string() });
export type InrRate = z.infer<typeof rateSchema>;

/** Where a reference figure comes from, shared by every figure in the reference file. */
const provenanceFields = {
  source: z.string().min(1),
  sourceUrl: z.url().nullable(),
  /** 'April 2025': the month of the published figure this entry records. */
  asPublished: z.string().min(1),
  /** The day the entry was last recorded against its source. */
  checkedOn: isoDate,
  /** True where EduPath estimated the figure rather than copying a published amount. */
  estimate: z.boolean(),
  note: z.string().nullable().default(null),
};

export const livingCityCostSchema = z.object({
  name: z.string().min(1),
  perMonth: z.number().positive(),
  /** Words that, found in a university's name or location, place it in this city. */
  match: z.array(z.string().min(1)).default([]),
});

/** One country's figures in the reference file (apps/server/src/db/seed/catalogue/sources/study-costs.json). */
export const countryCostReferenceSchema = z.object({
  currencyCode: z.string().length(3),
  living: z.object({
    label: z.string().min(1),
    /** What the default (no city) figure stands for: 'Outside London', 'Anywhere in Canada'. */
    defaultCity: z.string().min(1),
    perMonth: z.number().positive(),
    cities: z.array(livingCityCostSchema).default([]),
    ...provenanceFields,
  }),
  oneOff: z.array(
    z.object({
      kind: z.enum(['visa', 'health', 'other']),
      label: z.string().min(1),
      amount: z.number().positive(),
      /** When the fee is charged in another currency than the country's. */
      currencyCode: z.string().length(3).optional(),
      ...provenanceFields,
    }),
  ),
  /** What a student should budget for that the file leaves out ('Health cover varies by province'). */
  notIncluded: z.array(z.string()).default([]),
});
export type CountryCostReference = z.infer<typeof countryCostReferenceSchema>;

export const studyCostReferenceFileSchema = z.object({
  version: z.number().int().positive(),
  about: z.string(),
  method: z.string(),
  countries: z.record(z.string().regex(/^[A-Z]{2}$/), countryCostReferenceSchema),
});
export type StudyCostReferenceFile = z.infer<typeof studyCostReferenceFileSchema>;

/** Everything the sum needs: the server sends these with its answer so the browser can re-run it. */
export const costInputsSchema = z.object({
  courseId: z.number().int().positive(),
  countryName: z.string(),
  tuition: z.object({
    /** The course's yearly fee in whole units; null when the catalogue has none. */
    amount: z.number().nonnegative().nullable(),
    currencyCode: z.string().length(3),
    source: z.string(),
    checkedOn: isoDate,
    estimate: z.boolean(),
  }),
  /** Null: no living or visa figures for the country yet (the total is tuition only). */
  reference: countryCostReferenceSchema.nullable(),
  /** The city the university's name or location places it in, or null (the country's default). */
  universityCity: z.string().nullable(),
  rates: z.record(z.string(), rateSchema),
});
export type CostInputs = z.infer<typeof costInputsSchema>;

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

export const costLineSchema = z.object({
  kind: z.enum(COST_LINE_KINDS),
  label: z.string(),
  /** Whole units of `currencyCode`; negative for a scholarship. */
  amount: z.number(),
  currencyCode: z.string().length(3),
  /** Whole rupees at `rate`; the total is the sum of these. */
  amountInr: z.number().int(),
  rate: rateSchema,
  source: z.string(),
  sourceUrl: z.string().nullable(),
  asPublished: z.string().nullable(),
  checkedOn: isoDate,
  estimate: z.boolean(),
  note: z.string().nullable(),
});
export type CostLine = z.infer<typeof costLineSchema>;

export const trueCostSchema = z.object({
  courseId: z.number().int().positive(),
  months: z.number().int(),
  /** The city whose living figure was used (the default's name when none). */
  city: z.string().nullable(),
  /** Cities the student may choose between, the default first; empty when the country has no figures. */
  cities: z.array(z.string()),
  scholarship: z.number().nonnegative(),
  lines: z.array(costLineSchema),
  totalInr: z.number().int().nonnegative(),
  /** True when any line is an estimate. */
  includesEstimates: z.boolean(),
  /** Costs the total leaves out, in words. */
  notIncluded: z.array(z.string()),
});
export type TrueCost = z.infer<typeof trueCostSchema>;

export const courseCostSchema = z.object({ inputs: costInputsSchema, cost: trueCostSchema });
export type CourseCost = z.infer<typeof courseCostSchema>;

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number<number | string>({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(max, { error: `${name} must be at most ${max}` });

export const courseCostQuerySchema = z.strictObject(
  {
    months: wholeNumber('months', 1, COST_MONTHS_MAX).default(COST_MONTHS_MAX),
    city: z.string({ error: 'city must be text' }).trim().max(80, { error: 'city is too long' }).optional(),
    scholarship: wholeNumber('scholarship', 0, COST_SCHOLARSHIP_MAX).default(0),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown parameter: ${issue.keys.join(', ')}` : undefined,
  },
);
export type CourseCostQuery = z.input<typeof courseCostQuerySchema>;
export const courseCostParamsSchema = z.object({ courseId: idParam('courseId') });

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
