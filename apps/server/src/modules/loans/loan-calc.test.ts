import { computeLoan, emiMinor, emiShareOfSalary, fxRisk, simpleInterestMinor } from '@edupath/contract';
import { describe, expect, it } from 'vitest';

// docs/money-and-visas.md#education-loans — every figure below is worked by hand in its comment.
describe('the loan calculator', () => {
  it('at 0 % the EMI is the principal split evenly and nothing is paid on top', () => {
    // ₹12,00,000 over 120 months = ₹10,000 a month; total ₹12,00,000, interest ₹0.
    const result = computeLoan({
      principalMinor: 120_000_000,
      annualRatePercent: 0,
      tenureMonths: 120,
      moratoriumMonths: 0,
      moratoriumInterest: 'added',
    });
    expect(result.emiMinor).toBe(1_000_000);
    expect(result.totalInterestMinor).toBe(0);
    expect(result.totalRepaidMinor).toBe(120_000_000);
  });

  it('12 % a year on ₹1,00,000 over 12 months: EMI ₹8,884.88', () => {
    // r = 1 % a month; (1.01)^12 = 1.1268250; EMI = 1,00,000 × 0.01 × 1.1268250 / 0.1268250 = 8,884.879 → ₹8,884.88.
    expect(emiMinor(10_000_000, 12, 12)).toBe(888_488);
    const result = computeLoan({
      principalMinor: 10_000_000,
      annualRatePercent: 12,
      tenureMonths: 12,
      moratoriumMonths: 0,
      moratoriumInterest: 'added',
    });
    // Each month's interest is rounded to the paisa; the 12th instalment clears the balance:
    // 11 × ₹8,884.88 + ₹8,884.85 = ₹1,06,618.53, so ₹6,618.53 of interest.
    expect(result.lastInstalmentMinor).toBe(888_485);
    expect(result.totalRepaidMinor).toBe(10_661_853);
    expect(result.totalInterestMinor).toBe(661_853);
  });

  it('simple interest during the moratorium is added to the principal', () => {
    // ₹10,00,000 at 10 % for 24 months (course + grace): 10,00,000 × 0.10 × 24/12 = ₹2,00,000.
    expect(simpleInterestMinor(100_000_000, 10, 24)).toBe(20_000_000);
    const result = computeLoan({
      principalMinor: 100_000_000,
      annualRatePercent: 10,
      tenureMonths: 120,
      moratoriumMonths: 24,
      moratoriumInterest: 'added',
    });
    // Repayment starts on ₹12,00,000: r = 0.10/12, (1+r)^120 = 2.7070415;
    // EMI = 12,00,000 × 0.0083333 × 2.7070415 / 1.7070415 = ₹15,858.09.
    expect(result.repaymentPrincipalMinor).toBe(120_000_000);
    expect(result.emiMinor).toBe(1_585_809);
    expect(result.totalInterestMinor).toBe(result.totalRepaidMinor - 100_000_000);
    // Interest on the moratorium's interest makes adding it dearer than paying it as it runs.
    const paid = computeLoan({
      principalMinor: 100_000_000,
      annualRatePercent: 10,
      tenureMonths: 120,
      moratoriumMonths: 24,
      moratoriumInterest: 'paid',
    });
    expect(paid.totalInterestMinor).toBeLessThan(result.totalInterestMinor);
  });

  it('paid during the moratorium: a monthly interest payment rounded to the paisa', () => {
    // ₹10,00,000 × 10 % / 12 = ₹8,333.333… → ₹8,333.33 a month; 24 of them = ₹1,99,999.92 (8 paise of rounding).
    const result = computeLoan({
      principalMinor: 100_000_000,
      annualRatePercent: 10,
      tenureMonths: 120,
      moratoriumMonths: 24,
      moratoriumInterest: 'paid',
    });
    expect(result.moratoriumMonthlyMinor).toBe(833_333);
    expect(result.repaymentPrincipalMinor).toBe(100_000_000);
    // EMI on ₹10,00,000 at 10 % over 120 months = 10,00,000 × 0.0083333 × 2.7070415 / 1.7070415 = ₹13,215.07.
    expect(result.emiMinor).toBe(1_321_507);
    const withoutMoratorium = computeLoan({
      principalMinor: 100_000_000,
      annualRatePercent: 10,
      tenureMonths: 120,
      moratoriumMonths: 0,
      moratoriumInterest: 'paid',
    });
    expect(result.totalRepaidMinor).toBe(withoutMoratorium.totalRepaidMinor + 19_999_992);
  });

  it('rounding in paise never loses or adds a paisa overall', () => {
    // ₹1.00 over 3 months at 0 %: 33 + 33 + 34 paise.
    const result = computeLoan({
      principalMinor: 100,
      annualRatePercent: 0,
      tenureMonths: 3,
      moratoriumMonths: 0,
      moratoriumInterest: 'added',
    });
    expect(result.emiMinor).toBe(33);
    expect(result.lastInstalmentMinor).toBe(34);
    expect(result.totalRepaidMinor).toBe(100);
  });

  it('the EMI as a share of a salary the student types', () => {
    // ₹8,884.88 of ₹50,000 = 17.77 % → 17.8 %.
    expect(emiShareOfSalary(888_488, 5_000_000)).toBe(17.8);
    expect(emiShareOfSalary(888_488, 0)).toBeNull();
  });

  it('a dollar EMI in rupees, and what a 10 % fall of the rupee adds', () => {
    // US$500.00 at ₹85.70 = ₹42,850; at ₹94.27 (10 % more) = ₹47,135; a rise of ₹4,285.
    expect(fxRisk(50_000, 2, 85.7)).toEqual(
      expect.objectContaining({ emiInrNow: 42_850, emiInrAfterFall: 47_135, riseInr: 4_285 }),
    );
  });
});
