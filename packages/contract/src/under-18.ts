import { z } from 'zod';
import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';
import { emailField, idParam } from './fields';

/**
 * Under-18s (docs/accounts.md#under-18): sign-up asks the age; a child's account stays limited
 * (browse, shortlist) until a parent or guardian confirms by a link sent to their email, and a
 * child cannot turn on any optional consent.
 */

export const ADULT_AGE = 18;
/** How long the parent's link works, in days. */
export const PARENT_LINK_DAYS = 7;

export const UNDER_18_MESSAGES = {
  ageRequired: 'Tick "I am 18 or older", or give your date of birth',
  dateOfBirthInvalid: 'Enter your date of birth',
  dateOfBirthInFuture: 'Your date of birth cannot be in the future',
  dateOfBirthTooOld: 'Check your date of birth: the year looks wrong',
  adultButDateSaysChild: 'Your date of birth says you are under 18: untick "I am 18 or older"',
  parentEmailRequired: "Under 18, we need your parent's or guardian's email to ask them to confirm",
  parentEmailInvalid: "Enter your parent's or guardian's email, like name@example.com",
  parentEmailIsYours: 'This must be the email of your parent or guardian, not your own',
  childOptionalRefused: 'Under 18, this choice stays off: we do not use your data for it',
  limited: 'A parent or guardian must confirm your account first',
  notAChild: 'Your account does not need a parent’s confirmation',
  alreadyConfirmed: 'Your parent or guardian has already confirmed your account',
  linkSent: "We have sent the confirmation link to your parent's or guardian's email",
  confirmed: 'Thank you: the account is confirmed',
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
} as const;

/** 403 code of an action a child may take only once a parent has confirmed. */
export const PARENT_CONFIRMATION_REQUIRED = 'PARENT_CONFIRMATION_REQUIRED';

/** Age in whole years on `today` (both YYYY-MM-DD): the birthday counts from its own day. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** Today's date in India, where the service and the law are (YYYY-MM-DD). */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

export const isChildBy = (dateOfBirth: string, today = todayInIndia()) =>
  ageOn(dateOfBirth, today) < ADULT_AGE;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const parentEmailField = z.preprocess(
  blankToUndefined,
  emailField(UNDER_18_MESSAGES.parentEmailRequired, UNDER_18_MESSAGES.parentEmailInvalid).optional(),
);

/**
 * The age question: the "I am 18 or older" tick, or a date of birth (under 18 on the day of
 * sign-up makes a child, who must then give a parent's email). Blank fields count as not given.
 */
export const ageAnswerSchema = z
  .object({
    adult: z.boolean({ error: 'Must be yes or no' }).default(false),
    dateOfBirth: z.preprocess(
      blankToUndefined,
      z.iso.date({ error: UNDER_18_MESSAGES.dateOfBirthInvalid }).optional(),
    ),
    parentEmail: parentEmailField,
  })
  .superRefine((value, ctx) => {
    const today = todayInIndia();
    if (!value.adult && !value.dateOfBirth) {
      ctx.addIssue({ code: 'custom', path: ['adult'], message: UNDER_18_MESSAGES.ageRequired });
      return;
    }
    if (!value.dateOfBirth) return;
    if (value.dateOfBirth > today) {
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: UNDER_18_MESSAGES.dateOfBirthInFuture });
      return;
    }
    if (ageOn(value.dateOfBirth, today) > 120) {
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: UNDER_18_MESSAGES.dateOfBirthTooOld });
      return;
    }
    if (!isChildBy(value.dateOfBirth, today)) return;
    if (value.adult) {
      ctx.addIssue({ code: 'custom', path: ['adult'], message: UNDER_18_MESSAGES.adultButDateSaysChild });
    } else if (!value.parentEmail) {
      ctx.addIssue({ code: 'custom', path: ['parentEmail'], message: UNDER_18_MESSAGES.parentEmailRequired });
    }
  });
export type AgeAnswer = z.input<typeof ageAnswerSchema>;

/** A child answer: under 18 on the day of the answer (the tick means adult). */
export const isChildAnswer = (age: z.output<typeof ageAnswerSchema>) =>
  !age.adult && age.dateOfBirth !== undefined && isChildBy(age.dateOfBirth);

/**
 * Where an account stands: adult (ticked, or 18 or older by the date), unknown (never asked: an
 * account older than the question), waiting for the parent, or confirmed by the parent.
 */
export const PARENTAL_STATES = ['adult', 'unknown', 'waiting', 'confirmed'] as const;
export type ParentalState = (typeof PARENTAL_STATES)[number];

export const parentalStatusSchema = z.object({
  state: z.enum(PARENTAL_STATES),
  /** The parent's address as the student gave it (her own view) or masked (staff's view). */
  parentEmail: z.string().nullable(),
  /** When the latest link was sent, and until when it works. */
  linkSentAt: z.string().nullable(),
  linkExpiresAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type ParentalStatus = z.infer<typeof parentalStatusSchema>;

export const parentEmailSchema = z.object({
  parentEmail: emailField(UNDER_18_MESSAGES.parentEmailRequired, UNDER_18_MESSAGES.parentEmailInvalid),
});
export type ParentEmailInput = z.input<typeof parentEmailSchema>;

export const parentLinkSchema = z.object({
  token: z.string({ error: 'The link is incomplete' }).min(1, { error: 'The link is incomplete' }).max(200),
});

/** What the parent's page shows before the button: whose account, and whether the link still works. */
export const parentLinkStatusSchema = z.object({
  status: z.enum(['usable', 'used', 'expired', 'invalid']),
  /** The child's first name, only while the link works. */
  studentName: z.string().nullable(),
});
export type ParentLinkStatus = z.infer<typeof parentLinkStatusSchema>;

const studentParamsSchema = z.object({ userId: idParam('userId') });

export const under18Endpoints = {
  mine: endpoint({
    method: 'GET',
    path: '/account/parental-consent',
    access: 'student',
    summary: "Whether the student's account waits for a parent's confirmation",
    answer: envelopeSchema(parentalStatusSchema),
  }),
  /** Sends the link again, to the same or a corrected address; the older link stops working. */
  send: endpoint({
    method: 'POST',
    path: '/account/parental-consent/link',
    access: 'student',
    summary: "Sends the parent's confirmation link (again, or to a corrected address)",
    body: parentEmailSchema,
    answer: envelopeSchema(parentalStatusSchema),
  }),
  linkStatus: endpoint({
    method: 'POST',
    path: '/parental-consent/status',
    access: 'public',
    summary: "What a parent's confirmation link can still do",
    body: parentLinkSchema,
    answer: envelopeSchema(parentLinkStatusSchema),
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/parental-consent/confirm',
    access: 'public',
    summary: "The parent confirms the child's account (recorded in the consent ledger)",
    body: parentLinkSchema,
    answer: envelopeSchema(parentLinkStatusSchema),
  }),
  ofStudent: endpoint({
    method: 'GET',
    path: '/staff/students/:userId/parental-consent',
    access: 'staff',
    summary: "A student's age state (staff): adult, waiting for the parent, or confirmed",
    params: studentParamsSchema,
    answer: envelopeSchema(parentalStatusSchema),
  }),
};
