import { z } from 'zod';
import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';
import { idParam } from './fields';
import { versionedFactSourceSchema } from './sourced-fact';
import { POST_OFFER_STEP_KEYS, VISA_ROUTE_CODES } from './visa-routes-calc';

/**
 * Student visa routes (docs/money-and-visas.md#proof-of-funds-and-visa-steps): the committed file
 * apps/server/reference-data/visa-routes.json, one route per destination, each rule versioned by
 * the day it takes effect and carrying its official source and the day we checked it. The
 * proof-of-funds sum over these is plain code in visa-routes-calc.ts, shared with the browser.
 */

const isoDate = z.iso.date();
const currencyCode = z.string().regex(/^[A-Z]{3}$/, { error: 'an ISO 4217 code' });

/**
 * When a rule took effect. Null where the official page states the rule without a start date: the
 * page then says "in force when checked" instead of inventing a date (docs/money-and-visas.md#freshness).
 */
const effectiveFrom = isoDate.nullable();

/** One version of a fee or an amount, in minor units of its currency (pence, cents). */
export const moneyRuleVersionSchema = versionedFactSourceSchema.extend({
  effectiveFrom,
  amountMinor: z.number().int().nonnegative(),
  currencyCode,
  note: z.string().nullable().default(null),
});
export type MoneyRuleVersion = z.infer<typeof moneyRuleVersionSchema>;

export const moneyRuleSchema = z.object({
  /** Unique within the route: 'visa-fee', 'living-london'. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  label: z.string().min(1),
  per: z.enum(['once', 'month', 'year']),
  /** Oldest first; the current one is the latest whose effectiveFrom is not after today. */
  versions: z.array(moneyRuleVersionSchema).min(1),
});
export type MoneyRule = z.infer<typeof moneyRuleSchema>;

/** A rule in words (the 28-day rule, APS certificate, Genuine Student requirement), dated like a fee. */
export const requirementSchema = versionedFactSourceSchema.extend({
  effectiveFrom,
  id: z.string().regex(/^[a-z0-9-]+$/),
  label: z.string().min(1),
  text: z.string().min(1),
});
export type Requirement = z.infer<typeof requirementSchema>;

export const postStudyWorkSchema = versionedFactSourceSchema.extend({
  effectiveFrom,
  name: z.string().min(1),
  /** '2 years', '18 months': as the source words it. */
  length: z.string().min(1),
  conditions: z.array(z.string().min(1)).min(1),
});
export type PostStudyWork = z.infer<typeof postStudyWorkSchema>;

/** What the proof-of-funds sum adds up for the route (visa-routes-calc.ts computes it). */
export const fundsRuleSchema = z.object({
  /** First-year tuition still to pay counts towards the funds. */
  includesTuition: z.boolean(),
  /** The money rule for living costs; null when the route sets no fixed amount (the school does). */
  livingRuleId: z.string().nullable(),
  /** A second living rule for study in London (the UK only). */
  londonRuleId: z.string().nullable().default(null),
  /** Months of a per-month living rule that count (the UK: up to 9). */
  monthsCounted: z.number().int().min(1).max(12).nullable().default(null),
  /** Consecutive days the money must be held; null when the route sets none. */
  holdDays: z.number().int().positive().nullable().default(null),
  /** The holding period must end within this many days before applying. */
  holdEndsWithinDays: z.number().int().positive().nullable().default(null),
  /** The requirement id whose source backs the holding rule. */
  holdRequirementId: z.string().nullable().default(null),
  /** What counts as funds, in words. */
  whatCounts: z.array(z.string().min(1)).min(1),
  /** The route's own words on what is left to the school or the officer. */
  note: z.string().nullable().default(null),
});
export type FundsRule = z.infer<typeof fundsRuleSchema>;

export const postOfferStepSchema = z.object({
  key: z.enum(POST_OFFER_STEP_KEYS),
  title: z.string().min(1),
  detail: z.string().min(1),
  /** What to upload or keep, in words. */
  documents: z.array(z.string().min(1)),
  /** Days after the offer is accepted by which to aim to finish this step (a reminder date). */
  dueAfterDays: z.number().int().nonnegative(),
});
export type PostOfferStep = z.infer<typeof postOfferStepSchema>;

export const visaRouteSchema = z.object({
  countryCode: z.enum(VISA_ROUTE_CODES),
  countryName: z.string().min(1),
  visaName: z.string().min(1),
  /** The official page that describes the route as a whole. */
  overview: versionedFactSourceSchema.omit({ effectiveFrom: true }),
  /** The document the university issues after an offer: 'CAS', 'Form I-20', 'Letter of acceptance'. */
  admissionDocument: z.string().min(1),
  fees: z.array(moneyRuleSchema),
  requirements: z.array(requirementSchema),
  funds: fundsRuleSchema,
  postStudyWork: z.array(postStudyWorkSchema),
  steps: z.array(postOfferStepSchema).min(1),
});
export type VisaRoute = z.infer<typeof visaRouteSchema>;

export const visaRoutesFileSchema = z.object({
  version: z.number().int().positive(),
  about: z.string(),
  routes: z.array(visaRouteSchema).length(VISA_ROUTE_CODES.length),
});
export type VisaRoutesFile = z.infer<typeof visaRoutesFileSchema>;

const rateSchema = z.object({ inrPerUnit: z.number().positive(), date: isoDate, source: z.string() });

/** A course's proof-of-funds inputs: the server sends them so the browser can re-run the sum. */
export const courseProofOfFundsSchema = z.object({
  courseId: z.number().int().positive(),
  route: visaRouteSchema,
  tuition: z.object({ amountMinor: z.number().int().nonnegative().nullable(), currencyCode }),
  /** True when the university's name or place puts it in London (the UK's higher amount). */
  inLondon: z.boolean(),
  rates: z.record(z.string(), rateSchema),
});
export type CourseProofOfFunds = z.infer<typeof courseProofOfFundsSchema>;

export const visaRouteParamsSchema = z.object({
  countryCode: z
    .string()
    .transform((code) => code.toUpperCase())
    .pipe(z.enum(VISA_ROUTE_CODES, { error: `countryCode must be one of ${VISA_ROUTE_CODES.join(', ')}` })),
});

export const visaRouteEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/visa-routes',
    access: 'public',
    summary: 'The seven student visa routes with their dated rules',
    answer: envelopeSchema(z.array(visaRouteSchema)),
  }),
  one: endpoint({
    method: 'GET',
    path: '/visa-routes/:countryCode',
    access: 'public',
    params: visaRouteParamsSchema,
    answer: envelopeSchema(visaRouteSchema),
  }),
  courseFunds: endpoint({
    method: 'GET',
    path: '/courses/:courseId/proof-of-funds',
    access: 'public',
    summary: "A course's proof-of-funds inputs; null data when its country has no route",
    params: z.object({ courseId: idParam('courseId') }),
    answer: envelopeSchema(courseProofOfFundsSchema.nullable()),
  }),
};

/** One step of an accepted application's checklist: the route's step, its target day and the tick. */
export const postOfferChecklistStepSchema = postOfferStepSchema.extend({
  /** YYYY-MM-DD: the accepted day plus the step's dueAfterDays; it goes into the reminders. */
  dueOn: isoDate,
  done: z.boolean(),
  doneAt: z.string().nullable(),
});
export type PostOfferChecklistStep = z.infer<typeof postOfferChecklistStepSchema>;

/**
 * The post-offer checklist of an accepted application (docs/money-and-visas.md#proof-of-funds-and-visa-steps);
 * null while the application is not Accepted or its country has no route.
 */
export const postOfferChecklistSchema = z.object({
  admissionApplicationId: z.number().int().positive(),
  countryCode: z.enum(VISA_ROUTE_CODES),
  visaName: z.string(),
  acceptedOn: isoDate,
  steps: z.array(postOfferChecklistStepSchema),
});
export type PostOfferChecklist = z.infer<typeof postOfferChecklistSchema>;

const applicationParams = z.object({ admissionApplicationId: idParam('admissionApplicationId') });
const checklistAnswer = envelopeSchema(postOfferChecklistSchema.nullable());

export const postOfferEndpoints = {
  /** The student's own application. */
  mine: endpoint({
    method: 'GET',
    path: '/admission/:admissionApplicationId/post-offer',
    access: 'student',
    params: applicationParams,
    answer: checklistAnswer,
  }),
  /** The student ticks or unticks a step; their advisor's open page follows live. */
  tick: endpoint({
    method: 'PUT',
    path: '/admission/:admissionApplicationId/post-offer/:stepKey',
    access: 'student',
    params: applicationParams.extend({
      stepKey: z.enum(POST_OFFER_STEP_KEYS, {
        error: `stepKey must be one of ${POST_OFFER_STEP_KEYS.join(', ')}`,
      }),
    }),
    body: z.strictObject({ done: z.boolean({ error: 'done must be true or false' }) }),
    answer: envelopeSchema(postOfferChecklistSchema),
  }),
  /** The advisor in scope, or an admin. */
  staff: endpoint({
    method: 'GET',
    path: '/staff/applications/:admissionApplicationId/post-offer',
    access: 'staff',
    params: applicationParams,
    answer: checklistAnswer,
  }),
};
