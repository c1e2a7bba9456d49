import {
  describeAmount,
  lakhs,
  matchScholarship,
  nextScholarshipDeadline,
  type Scholarship,
  type ScholarshipStudent,
} from '@edupath/contract';
import { describe, expect, it } from 'vitest';

// docs/money-and-visas.md#scholarships: each rule met, not met or unknown, and the verdict.
const TODAY = '2026-11-27';

const award = (
  eligibility: Partial<Scholarship['eligibility']> = {},
  extra: Partial<Scholarship> = {},
): Scholarship => ({
  id: 'test-award',
  name: 'Test Award',
  provider: 'Test Trust',
  providerType: 'foundation',
  kind: 'grant',
  amount: null,
  coversTuition: null,
  covers: 'Tuition',
  levels: ['master'],
  fields: [],
  destinations: [],
  universities: [],
  eligibility: {
    indianCitizen: false,
    maxAge: null,
    ageOn: null,
    maxFamilyIncomeInr: null,
    categories: null,
    minMarksPercent: null,
    minWorkMonths: null,
    admissionRequired: null,
    gender: null,
    otherConditions: [],
    ...eligibility,
  },
  deadlines: [],
  deadlineNote: null,
  howToApply: 'Online',
  notes: null,
  sourceUrl: 'https://example.org/award',
  sourceName: 'Example',
  checkedOn: TODAY,
  ...extra,
});

const nobody: ScholarshipStudent = {
  indianCitizen: null,
  dateOfBirth: null,
  familyIncomeInr: null,
  category: null,
  gender: null,
  marks: { school: null, bachelor: null, master: null },
  workMonths: null,
  acceptedCountries: [],
};
const priya: ScholarshipStudent = {
  indianCitizen: true,
  dateOfBirth: '1998-05-10', // 28 on 2026-11-27
  familyIncomeInr: 600_000,
  category: 'sc',
  gender: 'female',
  marks: { school: 91, bachelor: 72.5, master: null },
  workMonths: 36,
  acceptedCountries: ['United Kingdom'],
};

describe('matchScholarship', () => {
  it('an award with no published rule is eligible with no lines', () => {
    expect(matchScholarship(award(), nobody, TODAY)).toEqual({ verdict: 'eligible', lines: [] });
  });

  it('National Overseas Scholarship shape: income, age, category, marks, all met', () => {
    const nos = award({
      maxAge: 35,
      maxFamilyIncomeInr: 800_000,
      categories: ['sc', 'dnt'],
      minMarksPercent: 60,
    });
    const { verdict, lines } = matchScholarship(nos, priya, TODAY);
    expect(verdict).toBe('eligible');
    expect(lines.map((l) => l.reason)).toEqual([
      'Age 28 ≤ 35 ✓',
      'Family income ₹6 L ≤ ₹8 L ✓',
      'Category SC is one of SC, Denotified, nomadic or semi-nomadic tribe ✓',
      "Bachelor's marks 72.5% ≥ 60% ✓",
    ]);
  });

  it('one rule not met makes it not eligible, whatever else is unknown', () => {
    const older = { ...priya, dateOfBirth: '1990-01-15', familyIncomeInr: null }; // 36
    const { verdict, lines } = matchScholarship(
      award({ maxAge: 35, maxFamilyIncomeInr: 800_000 }),
      older,
      TODAY,
    );
    expect(verdict).toBe('notEligible');
    expect(lines[0]).toEqual({ rule: 'age', status: 'notMet', reason: 'Age 36 > 35 ✗' });
    expect(lines[1]!.status).toBe('unknown');
    expect(lines[1]!.reason).toBe(
      "Check with the provider: family income up to ₹8 L a year; we don't know your family income",
    );
  });

  it('age counts whole years: the day before the birthday is a year less', () => {
    const rule = award({ maxAge: 27 });
    expect(matchScholarship(rule, { ...priya, dateOfBirth: '1999-11-28' }, TODAY).lines[0]!.reason).toBe(
      'Age 26 ≤ 27 ✓',
    );
    expect(matchScholarship(rule, { ...priya, dateOfBirth: '1999-11-27' }, TODAY).lines[0]!.reason).toBe(
      'Age 27 ≤ 27 ✓',
    );
    expect(matchScholarship(rule, { ...priya, dateOfBirth: '1998-11-27' }, TODAY).verdict).toBe(
      'notEligible',
    );
  });

  it('income exactly at the ceiling is within it; a rupee more is not', () => {
    const rule = award({ maxFamilyIncomeInr: 800_000 });
    expect(matchScholarship(rule, { ...priya, familyIncomeInr: 800_000 }, TODAY).verdict).toBe('eligible');
    const above = matchScholarship(rule, { ...priya, familyIncomeInr: 850_000 }, TODAY);
    expect(above.lines[0]!.reason).toBe('Family income ₹8.5 L > ₹8 L ✗');
  });

  it('an unknown value makes it "check with the provider", saying what we do not know', () => {
    const { verdict, lines } = matchScholarship(
      award({ indianCitizen: true, maxAge: 30, categories: ['st'], minWorkMonths: 24 }),
      nobody,
      TODAY,
    );
    expect(verdict).toBe('check');
    expect(lines.map((l) => l.status)).toEqual(['unknown', 'unknown', 'unknown', 'unknown']);
    expect(lines[1]!.reason).toBe("Check with the provider: age limit 30; we don't know your date of birth");
    expect(lines[3]!.reason).toBe(
      'Check with the provider: 2 years of work experience; your profile records no work',
    );
  });

  it('marks read the qualification before the lowest level', () => {
    const rule = (levels: Scholarship['levels']) => award({ minMarksPercent: 80 }, { levels });
    expect(matchScholarship(rule(['bachelor', 'master']), priya, TODAY).lines[0]!.reason).toBe(
      'Class 12 marks 91% ≥ 80% ✓',
    );
    expect(matchScholarship(rule(['master']), priya, TODAY).lines[0]!.reason).toBe(
      "Bachelor's marks 72.5% < 80% ✗",
    );
    // A PhD award without a master's grade falls back to the bachelor's.
    expect(matchScholarship(rule(['doctorate']), priya, TODAY).lines[0]!.reason).toBe(
      "Bachelor's marks 72.5% < 80% ✗",
    );
  });

  it('work experience is compared in months and written in years', () => {
    const rule = award({ minWorkMonths: 36 });
    expect(matchScholarship(rule, priya, TODAY).lines[0]!.reason).toBe('Work experience 3 years ≥ 3 years ✓');
    expect(matchScholarship(rule, { ...priya, workMonths: 24 }, TODAY).lines[0]!.reason).toBe(
      'Work experience 2 years < 3 years ✗',
    );
  });

  it('an admit first: an accepted application in a destination counts, elsewhere it does not', () => {
    const uk = award({ admissionRequired: true }, { destinations: ['United Kingdom'] });
    expect(matchScholarship(uk, priya, TODAY).lines[0]!.reason).toBe(
      'Needs an admit first — you have 1 accepted application in United Kingdom ✓',
    );
    const ireland = award({ admissionRequired: true }, { destinations: ['Ireland'] });
    const { verdict, lines } = matchScholarship(ireland, priya, TODAY);
    expect(verdict).toBe('check');
    expect(lines[0]!.reason).toBe(
      'Check with the provider: it needs an admit first; you have no accepted application in Ireland yet',
    );
  });

  it('a category or nationality outside the rule is not eligible', () => {
    expect(matchScholarship(award({ categories: ['st'] }), priya, TODAY).lines[0]!.reason).toBe(
      'For ST candidates; yours is SC ✗',
    );
    expect(
      matchScholarship(award({ indianCitizen: true }), { ...priya, indianCitizen: false }, TODAY).verdict,
    ).toBe('notEligible');
  });

  it('a condition we cannot check from a profile always asks the provider', () => {
    const { verdict, lines } = matchScholarship(award({ otherConditions: ['Financial need'] }), priya, TODAY);
    expect(verdict).toBe('check');
    expect(lines).toEqual([
      { rule: 'other', status: 'unknown', reason: 'Check with the provider: Financial need' },
    ]);
  });
});

describe('deadlines and amounts', () => {
  it('the next deadline is the first on or after today; none once all have passed', () => {
    const deadlines = [
      { date: '2027-03-12', cycle: '2027-28' },
      { date: '2026-11-27', cycle: '2026-27' },
      { date: '2026-01-15', cycle: '2025-26' },
    ];
    expect(nextScholarshipDeadline({ deadlines }, TODAY)).toEqual({ date: '2026-11-27', cycle: '2026-27' });
    expect(nextScholarshipDeadline({ deadlines }, '2026-11-28')).toEqual({
      date: '2027-03-12',
      cycle: '2027-28',
    });
    expect(nextScholarshipDeadline({ deadlines }, '2027-03-13')).toBeNull();
  });

  it('amounts are written from minor units', () => {
    expect(describeAmount({ amountMinor: 140_000, currency: 'EUR', per: 'month', upTo: false })).toBe(
      '€1,400 a month',
    );
    expect(describeAmount({ amountMinor: 144_000, currency: 'JPY', per: 'month', upTo: false })).toBe(
      '¥144,000 a month',
    );
    expect(describeAmount({ amountMinor: 100_000_000, currency: 'INR', per: 'total', upTo: true })).toBe(
      'up to ₹10,00,000 in total',
    );
    expect(lakhs(75_000)).toBe('₹75,000');
    expect(lakhs(12_000_000)).toBe('₹1.2 Cr');
  });
});
