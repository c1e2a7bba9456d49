import { fromMinorUnits, toMinorUnits } from './money';
import type { FactSource } from './sourced-fact';
import type { CourseProofOfFunds, MoneyRule, MoneyRuleVersion, VisaRoute } from './visa-routes';

/**
 * The proof-of-funds sum (docs/money-and-visas.md#proof-of-funds-and-visa-steps), apart from the
 * zod schemas so the course page bundles only this plain code: the server sends the inputs, the
 * browser runs the sum with the student's own application date, and both agree by construction.
 */

/** The seven routes, by the destination's ISO 3166 code. */
export const VISA_ROUTE_CODES = ['US', 'GB', 'CA', 'DE', 'AU', 'IE', 'NZ'] as const;
export type VisaRouteCode = (typeof VISA_ROUTE_CODES)[number];

/** The post-offer steps, in the order a student meets them; a route uses those that apply. */
export const POST_OFFER_STEP_KEYS = [
  'deposit',
  'admission-document',
  'funds',
  'visa-appointment',
  'biometrics',
  'medicals',
  'insurance',
  'accommodation',
  'travel',
] as const;
export type PostOfferStepKey = (typeof POST_OFFER_STEP_KEYS)[number];

/** A version with no stated start date was in force before any dated one. */
const startOf = (version: MoneyRuleVersion) => version.effectiveFrom ?? '0000-01-01';

/** The version in force on `today`: the latest whose effectiveFrom is not after it, or null. */
export function currentVersion(rule: MoneyRule, today: string): MoneyRuleVersion | null {
  let current: MoneyRuleVersion | null = null;
  for (const version of rule.versions) {
    if (startOf(version) <= today && (!current || startOf(version) >= startOf(current))) {
      current = version;
    }
  }
  return current;
}

/** The version that `current` replaced, for "from <date>, was <amount>"; null when there is none. */
export function previousVersion(rule: MoneyRule, today: string): MoneyRuleVersion | null {
  const current = currentVersion(rule, today);
  if (!current) return null;
  let previous: MoneyRuleVersion | null = null;
  for (const version of rule.versions) {
    if (startOf(version) < startOf(current) && (!previous || startOf(version) > startOf(previous))) {
      previous = version;
    }
  }
  return previous;
}

/** The version announced for a day after `today`, if any (a fee that rises next month). */
export function upcomingVersion(rule: MoneyRule, today: string): MoneyRuleVersion | null {
  return (
    rule.versions
      .filter((version) => startOf(version) > today)
      .sort((a, b) => startOf(a).localeCompare(startOf(b)))[0] ?? null
  );
}

/** YYYY-MM-DD plus `days` (negative: before), in calendar days. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

export interface ProofOfFundsLine {
  label: string;
  /** Minor units of the answer's currency. */
  amountMinor: number;
  /** How the amount was reached: '£1,483 × 9 months'. */
  working: string | null;
  /** The official source of the figure; null for the course's own tuition. */
  source: (FactSource & { effectiveFrom: string | null }) | null;
}

export interface ProofOfFunds {
  countryCode: string;
  currencyCode: string;
  lines: ProofOfFundsLine[];
  totalMinor: number;
  /** Whole rupees at `rate`; null when there is no reference rate for the currency. */
  totalInr: number | null;
  rate: { inrPerUnit: number; date: string; source: string } | null;
  /** Null when the route sets no holding period. */
  hold: {
    days: number;
    /** The money must be in the account by this day and stay there `days` days. */
    depositBy: string;
    /** The held period must end on or after this day (within the window before applying). */
    periodEndsOnOrAfter: string;
    applyOn: string;
  } | null;
  whatCounts: string[];
  /** Parts the sum could not include, in words ('the course has no fee in the catalogue'). */
  missing: string[];
  note: string | null;
}

export interface ProofOfFundsOptions {
  /** YYYY-MM-DD: the day the student means to apply for the visa. */
  applyOn: string;
  /** YYYY-MM-DD: which version of each rule is in force (the day the visa is applied for). */
  today: string;
}

const ruleOf = (route: VisaRoute, id: string | null) =>
  id === null ? null : (route.fees.find((rule) => rule.id === id) ?? null);

/** Minor units of one currency in another, through both currencies' rupee rates. */
function convertMinor(
  amountMinor: number,
  from: string,
  to: string,
  rates: CourseProofOfFunds['rates'],
): number | null {
  if (from === to) return amountMinor;
  const fromRate = rates[from];
  const toRate = rates[to];
  if (!fromRate || !toRate) return null;
  const inr = fromMinorUnits(amountMinor, from) * fromRate.inrPerUnit;
  return toMinorUnits(inr / toRate.inrPerUnit, to);
}

/**
 * For this course, the money the route asks the student to show: first-year tuition (where the
 * route counts it) plus the route's living amount, in the route's currency, with the rupee estimate
 * at the reference rate and, where the route has one, the holding period before applying.
 */
export function computeProofOfFunds(inputs: CourseProofOfFunds, options: ProofOfFundsOptions): ProofOfFunds {
  const { route, tuition, rates } = inputs;
  const { funds } = route;
  const day = options.today;
  const missing: string[] = [];
  const lines: ProofOfFundsLine[] = [];

  const livingRule = inputs.inLondon
    ? (ruleOf(route, funds.londonRuleId) ?? ruleOf(route, funds.livingRuleId))
    : ruleOf(route, funds.livingRuleId);
  const living = livingRule ? currentVersion(livingRule, day) : null;
  const currencyCode = living?.currencyCode ?? tuition.currencyCode;

  if (funds.includesTuition) {
    const tuitionMinor =
      tuition.amountMinor === null
        ? null
        : convertMinor(tuition.amountMinor, tuition.currencyCode, currencyCode, rates);
    if (tuitionMinor === null) {
      missing.push('The first year’s tuition: this course has no fee in the catalogue, so add it yourself.');
    } else {
      lines.push({
        label: 'First-year tuition still to pay',
        amountMinor: tuitionMinor,
        working:
          tuition.currencyCode === currencyCode
            ? null
            : `converted from ${tuition.currencyCode} at the reference rates`,
        source: null,
      });
    }
  }

  if (livingRule && living) {
    const months = livingRule.per === 'month' ? (funds.monthsCounted ?? 12) : null;
    lines.push({
      label: livingRule.label,
      amountMinor: months === null ? living.amountMinor : living.amountMinor * months,
      working: months === null ? null : `${months} months`,
      source: {
        sourceUrl: living.sourceUrl,
        sourceName: living.sourceName,
        checkedOn: living.checkedOn,
        effectiveFrom: living.effectiveFrom,
      },
    });
  } else if (funds.livingRuleId === null) {
    missing.push('Living costs: the route sets no fixed amount; the university states it.');
  } else {
    missing.push('Living costs: no version of the rule is in force on this date.');
  }

  const totalMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const rate = rates[currencyCode] ?? null;
  const totalInr = rate ? Math.round(fromMinorUnits(totalMinor, currencyCode) * rate.inrPerUnit) : null;
  const hold =
    funds.holdDays === null
      ? null
      : {
          days: funds.holdDays,
          depositBy: addDays(options.applyOn, -funds.holdDays),
          periodEndsOnOrAfter: addDays(options.applyOn, -(funds.holdEndsWithinDays ?? 0)),
          applyOn: options.applyOn,
        };

  return {
    countryCode: route.countryCode,
    currencyCode,
    lines,
    totalMinor,
    totalInr,
    rate,
    hold,
    whatCounts: funds.whatCounts,
    missing,
    note: funds.note,
  };
}
