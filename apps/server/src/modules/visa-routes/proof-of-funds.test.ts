import {
  type CourseProofOfFunds,
  computeProofOfFunds,
  currentVersion,
  previousVersion,
  upcomingVersion,
  type VisaRoute,
} from '@edupath/contract';
import { describe, expect, it } from 'vitest';
import { readVisaRoutes } from './visa-routes-file';

/** The proof-of-funds sum, worked by hand (docs/money-and-visas.md#proof-of-funds-and-visa-steps). */

const file = readVisaRoutes();
const route = (code: string) => file.routes.find((r) => r.countryCode === code) as VisaRoute;
const rates = {
  GBP: { inrPerUnit: 110, date: '2025-06-30', source: 'test' },
  USD: { inrPerUnit: 85, date: '2025-06-30', source: 'test' },
  CAD: { inrPerUnit: 62, date: '2025-06-30', source: 'test' },
  EUR: { inrPerUnit: 100, date: '2025-06-30', source: 'test' },
};
const inputs = (
  code: string,
  tuitionMinor: number | null,
  currencyCode: string,
  inLondon = false,
): CourseProofOfFunds => ({
  courseId: 1,
  route: route(code),
  tuition: { amountMinor: tuitionMinor, currencyCode },
  inLondon,
  rates,
});

describe('UK Student visa', () => {
  it('London: first-year tuition + 9 × £1,483, held 28 days ending within 31 days of applying', () => {
    const answer = computeProofOfFunds(inputs('GB', 3_000_000, 'GBP', true), {
      applyOn: '2026-01-01',
      today: '2026-01-01',
    });
    // £30,000 + £1,483 × 9 = £30,000 + £13,347 = £43,347
    expect(answer.lines.map((line) => line.amountMinor)).toEqual([3_000_000, 1_334_700]);
    expect(answer.totalMinor).toBe(4_334_700);
    expect(answer.currencyCode).toBe('GBP');
    // £43,347 × ₹110 = ₹4,768,170
    expect(answer.totalInr).toBe(4_768_170);
    expect(answer.rate?.date).toBe('2025-06-30');
    // Applying on 1 January: the 28 days may end as early as 1 December (31 days before), and
    // money put in later than 4 December cannot have been held 28 days by the day of applying.
    expect(answer.hold).toEqual({
      days: 28,
      depositBy: '2025-12-04',
      periodEndsOnOrAfter: '2025-12-01',
      applyOn: '2026-01-01',
    });
  });

  it('outside London uses £1,136 a month; before 2 January 2025 the older £1,023', () => {
    const now = computeProofOfFunds(inputs('GB', 2_000_000, 'GBP'), {
      applyOn: '2025-03-01',
      today: '2025-03-01',
    });
    expect(now.totalMinor).toBe(2_000_000 + 113_600 * 9); // £20,000 + £10,224
    const before = computeProofOfFunds(inputs('GB', 2_000_000, 'GBP'), {
      applyOn: '2025-01-01',
      today: '2025-01-01',
    });
    expect(before.totalMinor).toBe(2_000_000 + 102_300 * 9); // £20,000 + £9,207
  });

  it('a fee in another currency is converted through the rupee rates', () => {
    // $1,100 × ₹85 = ₹93,500 ÷ ₹110 = £850.00
    const answer = computeProofOfFunds(inputs('GB', 110_000, 'USD'), {
      applyOn: '2026-01-01',
      today: '2026-01-01',
    });
    expect(answer.lines[0]?.amountMinor).toBe(85_000);
  });
});

describe('Canada study permit', () => {
  it('tuition + cost of living, by the day the rule is in force', () => {
    const at = (today: string) =>
      computeProofOfFunds(inputs('CA', 2_500_000, 'CAD'), { applyOn: today, today }).totalMinor;
    expect(at('2025-09-01')).toBe(2_500_000 + 2_289_500); // CA$25,000 + CA$22,895 = CA$47,895
    expect(at('2025-08-31')).toBe(2_500_000 + 2_063_500); // CA$25,000 + CA$20,635 = CA$45,635
    expect(at('2023-12-31')).toBe(2_500_000 + 1_000_000); // the CA$10,000 of before 2024
    expect(
      computeProofOfFunds(inputs('CA', 2_500_000, 'CAD'), { applyOn: '2026-01-01', today: '2026-01-01' })
        .hold,
    ).toBeNull();
  });

  it('a course without a fee says so and sums the living costs only', () => {
    const answer = computeProofOfFunds(inputs('CA', null, 'CAD'), {
      applyOn: '2026-01-01',
      today: '2026-01-01',
    });
    expect(answer.totalMinor).toBe(2_289_500);
    expect(answer.missing).toHaveLength(1);
    expect(answer.missing[0]).toMatch(/tuition/i);
  });
});

describe('Germany and the US', () => {
  it('Germany: the blocked account only, €11,904 from 1 September 2024', () => {
    const after = computeProofOfFunds(inputs('DE', 150_000, 'EUR'), {
      applyOn: '2024-09-01',
      today: '2024-09-01',
    });
    expect(after.lines).toHaveLength(1);
    expect(after.totalMinor).toBe(1_190_400);
    expect(after.totalInr).toBe(1_190_400); // €11,904 × ₹100
    const before = computeProofOfFunds(inputs('DE', 150_000, 'EUR'), {
      applyOn: '2024-08-31',
      today: '2024-08-31',
    });
    expect(before.totalMinor).toBe(1_120_800);
  });

  it('US: the I-20 amount is the school’s; the sum shows the tuition and says living costs are missing', () => {
    const answer = computeProofOfFunds(inputs('US', 4_000_050, 'USD'), {
      applyOn: '2026-01-01',
      today: '2026-01-01',
    });
    expect(answer.totalMinor).toBe(4_000_050);
    expect(answer.totalInr).toBe(3_400_043); // $40,000.50 × ₹85 = ₹3,400,042.5, rounded half up
    expect(answer.missing.join(' ')).toMatch(/living/i);
  });
});

describe('versions', () => {
  const fee = route('AU').fees.find((rule) => rule.id === 'visa-fee')!;
  it('Australia’s visa fee: AUD 710 → 1,600 → 2,000', () => {
    expect(currentVersion(fee, '2024-06-30')?.amountMinor).toBe(71_000);
    expect(currentVersion(fee, '2024-07-01')?.amountMinor).toBe(160_000);
    expect(currentVersion(fee, '2025-07-01')?.amountMinor).toBe(200_000);
    expect(previousVersion(fee, '2025-07-01')?.amountMinor).toBe(160_000);
    expect(upcomingVersion(fee, '2025-01-01')?.amountMinor).toBe(200_000);
    expect(upcomingVersion(fee, '2026-01-01')).toBeNull();
  });
});
