/**
 * The loan calculator (docs/money-and-visas.md#education-loans): pure functions over integer minor
 * units (paise for a rupee loan, cents for a dollar loan), so the page and the tests agree to the
 * paisa. Lenders round their own schedules (and adjust the last instalment); these are estimates.
 */

/** What happens to the simple interest that runs during the course and the months after it. */
export type MoratoriumInterest = 'added' | 'paid';

export interface LoanInput {
  /** The amount borrowed, in minor units. */
  principalMinor: number;
  /** % a year, e.g. 10.5. */
  annualRatePercent: number;
  /** Number of monthly instalments once repayment starts. */
  tenureMonths: number;
  /** Months from the first disbursement to the first instalment: the course plus the grace months. */
  moratoriumMonths: number;
  /** 'added' to the principal when repayment starts (usual), or 'paid' month by month meanwhile. */
  moratoriumInterest: MoratoriumInterest;
}

export interface LoanResult {
  /** Simple interest over the moratorium: principal × rate × months / 12. */
  moratoriumInterestMinor: number;
  /** When interest is paid during the moratorium: the monthly payment (principal × rate / 12). */
  moratoriumMonthlyMinor: number;
  /** What the instalments repay: the principal, plus the moratorium interest when it is added. */
  repaymentPrincipalMinor: number;
  emiMinor: number;
  /** The final instalment, which absorbs the rounding of the others. */
  lastInstalmentMinor: number;
  /** Everything paid beyond the amount borrowed, moratorium interest included. */
  totalInterestMinor: number;
  /** Everything paid: principal plus total interest. */
  totalRepaidMinor: number;
}

/** The equated monthly instalment, rounded to the minor unit; at 0 % it is the principal split evenly. */
export function emiMinor(principalMinor: number, annualRatePercent: number, months: number): number {
  if (months <= 0) throw new RangeError('months must be at least 1');
  if (principalMinor <= 0) return 0;
  const r = annualRatePercent / 12 / 100;
  if (r === 0) return Math.round(principalMinor / months);
  const growth = (1 + r) ** months;
  return Math.round((principalMinor * r * growth) / (growth - 1));
}

/** Simple (not compound) interest for `months` months, rounded to the minor unit. */
export function simpleInterestMinor(
  principalMinor: number,
  annualRatePercent: number,
  months: number,
): number {
  return Math.round((principalMinor * annualRatePercent * months) / 12 / 100);
}

export function computeLoan(input: LoanInput): LoanResult {
  const { principalMinor, annualRatePercent, tenureMonths, moratoriumMonths, moratoriumInterest } = input;
  const moratoriumInterestMinor = simpleInterestMinor(principalMinor, annualRatePercent, moratoriumMonths);
  const moratoriumMonthlyMinor =
    moratoriumMonths > 0 && moratoriumInterest === 'paid'
      ? simpleInterestMinor(principalMinor, annualRatePercent, 1)
      : 0;
  const repaymentPrincipalMinor =
    moratoriumInterest === 'added' ? principalMinor + moratoriumInterestMinor : principalMinor;
  const emi = emiMinor(repaymentPrincipalMinor, annualRatePercent, tenureMonths);
  const { instalmentsMinor, lastInstalmentMinor } = repaySchedule(
    repaymentPrincipalMinor,
    annualRatePercent,
    tenureMonths,
    emi,
  );
  // Paid during the moratorium: the monthly interest, month by month; added: inside the instalments.
  const paidMeanwhile = moratoriumInterest === 'paid' ? moratoriumMonthlyMinor * moratoriumMonths : 0;
  const totalRepaidMinor = instalmentsMinor + paidMeanwhile;
  return {
    moratoriumInterestMinor,
    moratoriumMonthlyMinor,
    repaymentPrincipalMinor,
    emiMinor: emi,
    lastInstalmentMinor,
    totalInterestMinor: totalRepaidMinor - principalMinor,
    totalRepaidMinor,
  };
}

/**
 * Month by month: each month's interest on the balance, rounded to the minor unit, and the EMI;
 * the last instalment clears what is left, so the rounding of the EMI never leaves a paisa owing
 * or overpaid.
 */
function repaySchedule(principalMinor: number, annualRatePercent: number, months: number, emi: number) {
  const r = annualRatePercent / 12 / 100;
  let balance = principalMinor;
  let paid = 0;
  for (let month = 1; month < months; month += 1) {
    balance += Math.round(balance * r) - emi;
    paid += emi;
  }
  const lastInstalmentMinor = balance + Math.round(balance * r);
  return { instalmentsMinor: paid + lastInstalmentMinor, lastInstalmentMinor };
}

/** The EMI as a % of a monthly take-home salary (one decimal), or null without a salary. */
export function emiShareOfSalary(emi: number, monthlySalary: number): number | null {
  if (!(monthlySalary > 0)) return null;
  return Math.round((emi / monthlySalary) * 1000) / 10;
}

/** The rupee's fall the page spells out for a foreign-currency loan. */
export const FX_FALL_PERCENT = 10;

export interface FxRisk {
  /** Whole rupees of one EMI at today's reference rate and after the fall. */
  emiInrNow: number;
  emiInrAfterFall: number;
  riseInr: number;
  inrPerUnitNow: number;
  inrPerUnitAfterFall: number;
}

/**
 * A foreign-currency EMI in rupees today and if the rupee falls `fallPercent` % (one unit of the
 * loan's currency then costs that much more in rupees).
 */
export function fxRisk(
  emiForeignMinor: number,
  minorDigits: number,
  inrPerUnit: number,
  fallPercent = FX_FALL_PERCENT,
): FxRisk {
  const units = emiForeignMinor / 10 ** minorDigits;
  const inrPerUnitAfterFall = inrPerUnit * (1 + fallPercent / 100);
  const emiInrNow = Math.round(units * inrPerUnit);
  const emiInrAfterFall = Math.round(units * inrPerUnitAfterFall);
  return {
    emiInrNow,
    emiInrAfterFall,
    riseInr: emiInrAfterFall - emiInrNow,
    inrPerUnitNow: inrPerUnit,
    inrPerUnitAfterFall,
  };
}
