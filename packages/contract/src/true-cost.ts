import { z } from 'zod';
import { idParam } from './fields';
import { COST_LINE_KINDS, COST_MONTHS_MAX, COST_SCHOLARSHIP_MAX } from './true-cost-calc';

/**
 * A course's first-year cost in rupees (docs/planning.md#true-cost): tuition, living costs and
 * one-off costs, each converted at the catalogue's reference rate. The schemas of the answer and of
 * the reference file; the sum itself is `computeTrueCost` in true-cost-calc.ts.
 */

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

/** One country's figures in the reference file (apps/server/reference-data/study-costs.json). */
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
