import { z } from 'zod';
import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';
import { formatMoney, fromMinorUnits } from './money';
import { factSourceSchema } from './sourced-fact';

/**
 * Scholarships an Indian student can hold abroad: curated records in a committed file, each with
 * its source and checked date, and the rule-by-rule match of a student against an award's
 * eligibility (docs/money-and-visas.md#scholarships). Pure, so the server and the web judge alike.
 */

const isoDate = z.iso.date();

export const SCHOLARSHIP_PROVIDER_TYPES = [
  'indian-government',
  'foreign-government',
  'foundation',
  'university',
] as const;
export type ScholarshipProviderType = (typeof SCHOLARSHIP_PROVIDER_TYPES)[number];
export const SCHOLARSHIP_PROVIDER_TYPE_LABELS: Record<ScholarshipProviderType, string> = {
  'indian-government': 'Government of India',
  'foreign-government': 'Destination government',
  foundation: 'Foundation or trust',
  university: 'University',
};

export const SCHOLARSHIP_LEVELS = ['bachelor', 'master', 'doctorate'] as const;
export type ScholarshipLevel = (typeof SCHOLARSHIP_LEVELS)[number];
export const SCHOLARSHIP_LEVEL_LABELS: Record<ScholarshipLevel, string> = {
  bachelor: "Bachelor's",
  master: "Master's",
  doctorate: 'PhD / doctorate',
};

/** How the money comes: a grant is never repaid; the others are, in whole or in part. */
export const SCHOLARSHIP_KINDS = ['grant', 'loan-scholarship', 'part-loan', 'interest-subsidy'] as const;
export type ScholarshipKind = (typeof SCHOLARSHIP_KINDS)[number];
export const SCHOLARSHIP_KIND_LABELS: Record<ScholarshipKind, string> = {
  grant: 'Grant (not repaid)',
  'loan-scholarship': 'Loan scholarship (repaid, no interest)',
  'part-loan': 'Part grant, part loan',
  'interest-subsidy': 'Interest subsidy on an education loan',
};

/** The reserved categories an Indian award may be limited to, as a student says hers. */
export const SOCIAL_CATEGORIES = ['general', 'ews', 'obc', 'sc', 'st', 'dnt'] as const;
export type SocialCategory = (typeof SOCIAL_CATEGORIES)[number];
export const SOCIAL_CATEGORY_LABELS: Record<SocialCategory, string> = {
  general: 'General',
  ews: 'EWS',
  obc: 'OBC',
  sc: 'SC',
  st: 'ST',
  dnt: 'Denotified, nomadic or semi-nomadic tribe',
};

export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** A published figure: an integer in minor units (paise, cents, pence) with its ISO 4217 code. */
export const scholarshipAmountSchema = z.object({
  amountMinor: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  per: z.enum(['month', 'year', 'total']),
  /** "up to": the most an award gives, many holders get less. */
  upTo: z.boolean(),
});
export type ScholarshipAmount = z.infer<typeof scholarshipAmountSchema>;

/** One published closing date and the intake or selection year it belongs to. */
export const scholarshipDeadlineSchema = z.object({
  date: isoDate,
  /** '2026-27', 'September 2026 entry' */
  cycle: z.string().min(1).max(60),
});

/**
 * Eligibility as data: a rule the provider does not publish is null (never guessed); what we
 * cannot check from a profile goes into `otherConditions`, which makes the verdict "check".
 */
export const scholarshipEligibilitySchema = z.object({
  indianCitizen: z.boolean(),
  maxAge: z.number().int().min(15).max(70).nullable(),
  /** When the provider counts age ("on 1 April of the selection year"). */
  ageOn: z.string().max(120).nullable(),
  maxFamilyIncomeInr: z.number().int().positive().nullable(),
  categories: z.array(z.enum(SOCIAL_CATEGORIES)).nullable(),
  minMarksPercent: z.number().min(0).max(100).nullable(),
  minWorkMonths: z.number().int().min(0).nullable(),
  /** An offer of admission is needed before the award (or its payment). */
  admissionRequired: z.boolean().nullable(),
  gender: z.enum(GENDERS).nullable(),
  otherConditions: z.array(z.string().min(1).max(300)),
});
export type ScholarshipEligibility = z.infer<typeof scholarshipEligibilitySchema>;

export const scholarshipSchema = factSourceSchema.extend({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1).max(160),
  provider: z.string().min(1).max(160),
  providerType: z.enum(SCHOLARSHIP_PROVIDER_TYPES),
  kind: z.enum(SCHOLARSHIP_KINDS),
  /** Null when no figure is published or none could be confirmed. */
  amount: scholarshipAmountSchema.nullable(),
  coversTuition: z.boolean().nullable(),
  /** What the award pays for, in words. */
  covers: z.string().min(1).max(400),
  levels: z.array(z.enum(SCHOLARSHIP_LEVELS)).min(1),
  /** Empty: any field. */
  fields: z.array(z.string().min(1).max(80)),
  /** Catalogue country names; empty: any country. */
  destinations: z.array(z.string().min(1).max(80)),
  /** Empty: any university in the destinations. */
  universities: z.array(z.string().min(1).max(120)),
  eligibility: scholarshipEligibilitySchema,
  deadlines: z.array(scholarshipDeadlineSchema),
  /** When no date is published: "Each university sets its own", "Opens in January". */
  deadlineNote: z.string().max(300).nullable(),
  howToApply: z.string().min(1).max(500),
  /** What a student should know that is no rule we judge: quotas, preferences, other places it is held. */
  notes: z.string().max(500).nullable(),
  /** A rule that changed on a date (an amount from a new year's rate). */
  effectiveFrom: isoDate.optional(),
});
export type Scholarship = z.infer<typeof scholarshipSchema>;

export const scholarshipFileSchema = z.object({
  about: z.string(),
  scholarships: z.array(scholarshipSchema),
});
export type ScholarshipFile = z.infer<typeof scholarshipFileSchema>;

// ---------------------------------------------------------------- what a student tells us

/** The few facts scholarships ask for that a study profile does not hold; all optional. */
export const scholarshipDetailsSchema = z.object({
  indianCitizen: z.boolean().nullable(),
  dateOfBirth: isoDate.nullable(),
  familyIncomeInr: z.number().int().min(0).max(1_000_000_000).nullable(),
  category: z.enum(SOCIAL_CATEGORIES).nullable(),
  gender: z.enum(GENDERS).nullable(),
});
export type ScholarshipDetails = z.infer<typeof scholarshipDetailsSchema>;

/** Everything the match reads, gathered by the server from the profile, the details and the applications. */
export interface ScholarshipStudent extends ScholarshipDetails {
  /**
   * Her marks as a percentage in each qualification (proportional conversion from CGPA/GPA:
   * docs/fit-and-chances.md, "Grade conversion"); null where the profile has none.
   */
  marks: { school: number | null; bachelor: number | null; master: number | null };
  /** Months of work in her profile; null: none recorded. */
  workMonths: number | null;
  /** The countries of her accepted applications, one entry per application. */
  acceptedCountries: string[];
}

export type RuleStatus = 'met' | 'notMet' | 'unknown';
export interface ScholarshipRuleLine {
  rule: 'nationality' | 'age' | 'income' | 'category' | 'marks' | 'work' | 'admission' | 'gender' | 'other';
  status: RuleStatus;
  /** "Family income ₹6 L ≤ ₹8 L ✓" */
  reason: string;
}
export type ScholarshipVerdict = 'eligible' | 'notEligible' | 'check';
export interface ScholarshipMatch {
  verdict: ScholarshipVerdict;
  lines: ScholarshipRuleLine[];
}

/** ₹6 L, ₹8.5 L, ₹1.2 Cr, ₹75,000: incomes as Indians say them. */
export function lakhs(inr: number): string {
  if (inr >= 10_000_000) return `₹${trim(inr / 10_000_000)} Cr`;
  if (inr >= 100_000) return `₹${trim(inr / 100_000)} L`;
  return `₹${inr.toLocaleString('en-IN')}`;
}
const trim = (n: number) => String(Math.round(n * 100) / 100);

/** Whole years between a birth date and a day, both YYYY-MM-DD. */
function yearsOld(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const ok = (rule: ScholarshipRuleLine['rule'], reason: string): ScholarshipRuleLine => ({
  rule,
  status: 'met',
  reason: `${reason} ✓`,
});
const no = (rule: ScholarshipRuleLine['rule'], reason: string): ScholarshipRuleLine => ({
  rule,
  status: 'notMet',
  reason: `${reason} ✗`,
});
const ask = (rule: ScholarshipRuleLine['rule'], reason: string): ScholarshipRuleLine => ({
  rule,
  status: 'unknown',
  reason: `Check with the provider: ${reason}`,
});

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The qualification an award's marks rule reads: the one before its lowest level (class 12 for a
 * bachelor's award, the bachelor's for a master's, the master's — else the bachelor's — for a PhD).
 */
function qualifyingMarks(
  award: Scholarship,
  student: ScholarshipStudent,
): { name: string; percent: number | null } {
  if (award.levels.includes('bachelor')) return { name: 'class 12', percent: student.marks.school };
  if (award.levels.includes('master')) return { name: "bachelor's", percent: student.marks.bachelor };
  if (student.marks.master !== null) return { name: "master's", percent: student.marks.master };
  return { name: "bachelor's", percent: student.marks.bachelor };
}

const months = (n: number) => (n % 12 === 0 ? `${n / 12} year${n === 12 ? '' : 's'}` : `${n} months`);
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Each published rule of `award` against what we know of `student` on `today`, in the order the
 * file lists them, and the verdict (docs/money-and-visas.md#scholarships): any rule not met → not
 * eligible; else any rule we cannot judge, or any condition we cannot check → check with the
 * provider; else eligible.
 */
export function matchScholarship(
  award: Scholarship,
  student: ScholarshipStudent,
  today: string,
): ScholarshipMatch {
  const e = award.eligibility;
  const lines: ScholarshipRuleLine[] = [];

  if (e.indianCitizen) {
    if (student.indianCitizen === true) lines.push(ok('nationality', 'Indian citizen'));
    else if (student.indianCitizen === false) lines.push(no('nationality', 'For Indian citizens only'));
    else lines.push(ask('nationality', "for Indian citizens; you haven't told us your citizenship"));
  }

  if (e.maxAge !== null) {
    const when = e.ageOn ? ` (counted ${e.ageOn})` : '';
    if (student.dateOfBirth === null)
      lines.push(ask('age', `age limit ${e.maxAge}${when}; we don't know your date of birth`));
    else {
      const age = yearsOld(student.dateOfBirth, today);
      lines.push(
        age <= e.maxAge
          ? ok('age', `Age ${age} ≤ ${e.maxAge}${when}`)
          : no('age', `Age ${age} > ${e.maxAge}${when}`),
      );
    }
  }

  if (e.maxFamilyIncomeInr !== null) {
    const limit = lakhs(e.maxFamilyIncomeInr);
    if (student.familyIncomeInr === null)
      lines.push(ask('income', `family income up to ${limit} a year; we don't know your family income`));
    else
      lines.push(
        student.familyIncomeInr <= e.maxFamilyIncomeInr
          ? ok('income', `Family income ${lakhs(student.familyIncomeInr)} ≤ ${limit}`)
          : no('income', `Family income ${lakhs(student.familyIncomeInr)} > ${limit}`),
      );
  }

  if (e.categories !== null) {
    const names = e.categories.map((c) => SOCIAL_CATEGORY_LABELS[c]).join(', ');
    if (student.category === null)
      lines.push(ask('category', `for ${names} candidates; we don't know your category`));
    else
      lines.push(
        e.categories.includes(student.category)
          ? ok('category', `Category ${SOCIAL_CATEGORY_LABELS[student.category]} is one of ${names}`)
          : no('category', `For ${names} candidates; yours is ${SOCIAL_CATEGORY_LABELS[student.category]}`),
      );
  }

  if (e.minMarksPercent !== null) {
    const { name, percent } = qualifyingMarks(award, student);
    if (percent === null)
      lines.push(
        ask('marks', `at least ${e.minMarksPercent}% in your ${name}; your profile has no marks for it yet`),
      );
    else
      lines.push(
        percent >= e.minMarksPercent
          ? ok('marks', `${capital(name)} marks ${percent}% ≥ ${e.minMarksPercent}%`)
          : no('marks', `${capital(name)} marks ${percent}% < ${e.minMarksPercent}%`),
      );
  }

  if (e.minWorkMonths !== null && e.minWorkMonths > 0) {
    const need = months(e.minWorkMonths);
    if (student.workMonths === null)
      lines.push(ask('work', `${need} of work experience; your profile records no work`));
    else
      lines.push(
        student.workMonths >= e.minWorkMonths
          ? ok('work', `Work experience ${months(student.workMonths)} ≥ ${need}`)
          : no('work', `Work experience ${months(student.workMonths)} < ${need}`),
      );
  }

  if (e.admissionRequired) {
    const inDestination =
      award.destinations.length === 0
        ? student.acceptedCountries
        : student.acceptedCountries.filter((c) => award.destinations.includes(c));
    const where = award.destinations.length === 0 ? '' : ` in ${award.destinations.join(', ')}`;
    lines.push(
      inDestination.length > 0
        ? ok(
            'admission',
            `Needs an admit first — you have ${plural(inDestination.length, 'accepted application')}${where}`,
          )
        : ask('admission', `it needs an admit first; you have no accepted application${where} yet`),
    );
  }

  if (e.gender !== null) {
    if (student.gender === null)
      lines.push(ask('gender', `for ${e.gender} candidates; we don't know your gender`));
    else
      lines.push(
        student.gender === e.gender
          ? ok('gender', `For ${e.gender} candidates`)
          : no('gender', `For ${e.gender} candidates only`),
      );
  }

  for (const condition of e.otherConditions) lines.push(ask('other', condition));

  const verdict: ScholarshipVerdict = lines.some((l) => l.status === 'notMet')
    ? 'notEligible'
    : lines.some((l) => l.status === 'unknown')
      ? 'check'
      : 'eligible';
  return { verdict, lines };
}

export const SCHOLARSHIP_VERDICT_LABELS: Record<ScholarshipVerdict, string> = {
  eligible: 'Eligible',
  notEligible: 'Not eligible',
  check: 'Check with the provider',
};

/** The first published deadline on or after `today`, or null when none is (the next cycle is not out). */
export function nextScholarshipDeadline(
  award: Pick<Scholarship, 'deadlines'>,
  today: string,
): { date: string; cycle: string } | null {
  return (
    [...award.deadlines].sort((a, b) => a.date.localeCompare(b.date)).find((d) => d.date >= today) ?? null
  );
}

/** "€1,400 a month", "up to ₹10,00,000 in total": an amount as the page writes it. */
export function describeAmount(amount: ScholarshipAmount): string {
  const value = fromMinorUnits(amount.amountMinor, amount.currency);
  const money =
    amount.currency === 'INR' ? `₹${value.toLocaleString('en-IN')}` : formatMoney(value, amount.currency);
  const per = amount.per === 'total' ? 'in total' : `a ${amount.per}`;
  return `${amount.upTo ? 'up to ' : ''}${money} ${per}`;
}

// ---------------------------------------------------------------- the API

const listFilter = (value: unknown) => (value === '' || value === null ? undefined : value);

export const scholarshipQuerySchema = z.object({
  country: z.preprocess(listFilter, z.string().max(80).optional()),
  level: z.preprocess(listFilter, z.enum(SCHOLARSHIP_LEVELS).optional()),
  field: z.preprocess(listFilter, z.string().max(80).optional()),
  providerType: z.preprocess(listFilter, z.enum(SCHOLARSHIP_PROVIDER_TYPES).optional()),
  /** Only awards with a published deadline on or after this day. */
  deadlineAfter: z.preprocess(listFilter, isoDate.optional()),
  university: z.preprocess(listFilter, z.string().max(160).optional()),
  q: z.preprocess(listFilter, z.string().max(100).optional()),
});
export type ScholarshipQuery = z.infer<typeof scholarshipQuerySchema>;

const nextDeadlineSchema = z.object({ date: isoDate, cycle: z.string() }).nullable();

export const scholarshipListItemSchema = scholarshipSchema.extend({ nextDeadline: nextDeadlineSchema });
export type ScholarshipListItem = z.infer<typeof scholarshipListItemSchema>;

const matchSchema = z.object({
  verdict: z.enum(['eligible', 'notEligible', 'check']),
  lines: z.array(
    z.object({
      rule: z.enum([
        'nationality',
        'age',
        'income',
        'category',
        'marks',
        'work',
        'admission',
        'gender',
        'other',
      ]),
      status: z.enum(['met', 'notMet', 'unknown']),
      reason: z.string(),
    }),
  ),
});

/** A signed-in student's view of one award: her verdict with its reasons and whether she saved it. */
export const scholarshipMatchItemSchema = z.object({
  id: z.string(),
  match: matchSchema,
  saved: z.boolean(),
});
export type ScholarshipMatchItem = z.infer<typeof scholarshipMatchItemSchema>;

export const savedScholarshipSchema = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.string(),
  nextDeadline: nextDeadlineSchema,
  daysLeft: z.number().int().nullable(),
  savedAt: z.string(),
});
export type SavedScholarship = z.infer<typeof savedScholarshipSchema>;

export const scholarshipParamsSchema = z.object({ scholarshipId: z.string().regex(/^[a-z0-9-]{1,80}$/) });

export const scholarshipEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/scholarships',
    access: 'public',
    summary: 'Curated scholarships Indian students can hold abroad, filtered',
    query: scholarshipQuerySchema,
    answer: envelopeSchema(z.array(scholarshipListItemSchema)),
  }),
  one: endpoint({
    method: 'GET',
    path: '/scholarships/:scholarshipId',
    access: 'public',
    params: scholarshipParamsSchema,
    answer: envelopeSchema(scholarshipListItemSchema),
  }),
  /** Her verdict for every award, rule by rule, and which she saved. */
  matches: endpoint({
    method: 'GET',
    path: '/scholarship-matches',
    access: 'student',
    answer: envelopeSchema(z.array(scholarshipMatchItemSchema)),
  }),
  details: endpoint({
    method: 'GET',
    path: '/scholarship-details',
    access: 'student',
    answer: envelopeSchema(scholarshipDetailsSchema),
  }),
  saveDetails: endpoint({
    method: 'PUT',
    path: '/scholarship-details',
    access: 'student',
    body: scholarshipDetailsSchema,
    answer: envelopeSchema(scholarshipDetailsSchema),
  }),
  saved: endpoint({
    method: 'GET',
    path: '/saved-scholarships',
    access: 'student',
    answer: envelopeSchema(z.array(savedScholarshipSchema)),
  }),
  save: endpoint({
    method: 'PUT',
    path: '/saved-scholarships/:scholarshipId',
    access: 'student',
    params: scholarshipParamsSchema,
    answer: envelopeSchema(z.array(savedScholarshipSchema)),
  }),
  unsave: endpoint({
    method: 'DELETE',
    path: '/saved-scholarships/:scholarshipId',
    access: 'student',
    params: scholarshipParamsSchema,
    answer: envelopeSchema(z.array(savedScholarshipSchema)),
  }),
};

/** The reminder's words, in-app and in the email (docs/money-and-visas.md#scholarships). */
export function scholarshipReminderMessage(
  name: string,
  provider: string,
  daysLeft: number,
  deadline: string,
  cycle: string,
) {
  const when = daysLeft <= 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
  return `Applications for ${name} (${provider}, ${cycle}) close ${when} (on ${deadline}).`;
}
