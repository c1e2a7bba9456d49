import { z } from 'zod';
import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';
import { factSourceSchema } from './sourced-fact';

/**
 * Education loans compared (docs/money-and-visas.md#education-loans): each lender's published
 * terms, read from its own page and dated. A term the lender does not publish is null and the page
 * says "not published": nothing here is estimated. EduPath sends no lead to any lender.
 */

export const LENDER_TYPES = ['public-bank', 'private-bank', 'nbfc', 'international'] as const;
export type LenderType = (typeof LENDER_TYPES)[number];
export const LENDER_TYPE_LABELS: Record<LenderType, string> = {
  'public-bank': 'Public-sector bank',
  'private-bank': 'Private bank',
  nbfc: 'Non-bank lender (NBFC)',
  international: 'International lender',
};

/**
 * Section 80E of the Income-tax Act, 1961 deducts the interest paid on a higher-education loan from
 * a bank, a financial institution the Government has notified, or an approved charitable
 * institution. 'stated': the lender's own page says its loan qualifies. 'bank': the lender is a
 * bank, which the section covers. 'ask': a non-bank lender qualifies only if it has been notified —
 * ask the lender for the notification before counting on it.
 */
export const SECTION_80E = ['stated', 'bank', 'ask'] as const;
export type Section80E = (typeof SECTION_80E)[number];

const minor = z.number().int().nonnegative();
const percent = z.number().min(0).max(100);

/** A second page of the same lender that some of the figures come from. */
export const extraFactSourceSchema = factSourceSchema.extend({
  /** Which figures this page gave: 'repayment term', 'fees'. */
  covers: z.string().min(1),
});

export const lenderSchema = factSourceSchema.extend({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  /** The scheme compared: 'Global Ed-Vantage'. */
  product: z.string().min(1),
  type: z.enum(LENDER_TYPES),
  /** The lender's own page for the student to apply on: EduPath only links to it. */
  lenderUrl: z.url(),
  /** ISO 4217: the currency the loan is lent and repaid in. */
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
  interestType: z.enum(['floating', 'fixed']).nullable(),
  /** The published range in % a year; either end null when the lender does not publish it. */
  rateMinPercent: percent.nullable(),
  rateMaxPercent: percent.nullable(),
  /** What the published rate depends on, in the lender's terms. */
  rateNote: z.string().nullable(),
  /** Largest loan, in minor units of `currencyCode`. */
  maxLoanMinor: minor.nullable(),
  /** Lent without collateral up to this amount (minor units), where published. */
  collateralFreeUpToMinor: minor.nullable(),
  collateralNote: z.string().nullable(),
  /** The student's own share ("margin") as published. */
  marginNote: z.string().nullable(),
  processingFeeNote: z.string().nullable(),
  /** Repayment starts this many months after the course ends, where published. */
  moratoriumMonthsAfterCourse: z.number().int().min(0).max(36).nullable(),
  moratoriumNote: z.string().nullable(),
  maxTenureYears: z.number().int().min(1).max(30).nullable(),
  /** False: lends on the student's own profile, without a co-signer; null: not published. */
  coSignerRequired: z.boolean().nullable(),
  section80E: z.enum(SECTION_80E),
  /** Other published terms worth knowing, one sentence each. */
  notes: z.array(z.string().min(1)).default([]),
  otherSources: z.array(extraFactSourceSchema).default([]),
});
export type Lender = z.infer<typeof lenderSchema>;

/** apps/server/reference-data/lenders.json */
export const lendersFileSchema = z.object({
  version: z.number().int().positive(),
  about: z.string(),
  lenders: z.array(lenderSchema).min(8),
});
export type LendersFile = z.infer<typeof lendersFileSchema>;

const isoDate = z.iso.date();
export const loanRateSchema = z.object({
  inrPerUnit: z.number().positive(),
  date: isoDate,
  source: z.string(),
});

export const lendersAnswerSchema = z.object({
  lenders: z.array(lenderSchema),
  /** The reference rate to the rupee of each foreign loan currency, with its date. */
  rates: z.record(z.string(), loanRateSchema),
});
export type LendersAnswer = z.infer<typeof lendersAnswerSchema>;

export const loanEndpoints = {
  lenders: endpoint({
    method: 'GET',
    path: '/loans/lenders',
    access: 'public',
    summary: 'Education lenders and their published, dated terms (no data goes to any lender)',
    answer: envelopeSchema(lendersAnswerSchema),
  }),
};
