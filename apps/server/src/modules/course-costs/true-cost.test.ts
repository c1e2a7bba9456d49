import {
  type CostInputs,
  type CountryCostReference,
  cityOfUniversity,
  computeTrueCost,
  parseCompareIds,
} from '@edupath/contract';
import { describe, expect, it } from 'vitest';
import { readReferenceRates } from '../../db/reference-rates';
import { readStudyCosts } from './study-costs';

/** The pure sum the server and the course page's calculator share (docs/planning.md#true-cost). */

const provenance = {
  source: 'Test source',
  sourceUrl: null,
  asPublished: 'January 2025',
  checkedOn: '2026-11-25',
  estimate: false,
  note: null,
};

const reference: CountryCostReference = {
  currencyCode: 'GBP',
  living: {
    label: 'Living costs',
    defaultCity: 'Outside London',
    perMonth: 1000,
    cities: [{ name: 'London', perMonth: 1500, match: ['London'] }],
    ...provenance,
  },
  oneOff: [
    { kind: 'visa', label: 'Visa', amount: 500, ...provenance },
    { kind: 'health', label: 'Health', amount: 700.5, ...provenance, estimate: true },
    { kind: 'other', label: 'Levy', amount: 10, currencyCode: 'USD', ...provenance },
  ],
  notIncluded: ['Flights'],
};

const rates = {
  GBP: { inrPerUnit: 110.333, date: '2025-06-30', source: 'Test rates' },
  USD: { inrPerUnit: 85.7, date: '2025-06-30', source: 'Test rates' },
};

const inputs = (overrides: Partial<CostInputs> = {}): CostInputs => ({
  courseId: 7,
  countryName: 'Testland',
  tuition: {
    amount: 20000,
    currencyCode: 'GBP',
    source: 'Catalogue',
    checkedOn: '2026-01-02',
    estimate: false,
  },
  reference,
  universityCity: null,
  rates,
  ...overrides,
});

const options = { months: 12, city: null, scholarship: 0, today: '2026-11-25' };
const sum = (lines: { amountInr: number }[]) => lines.reduce((total, line) => total + line.amountInr, 0);

describe('computeTrueCost', () => {
  it('converts every line at its own currency’s rate and totals the rounded lines', () => {
    const cost = computeTrueCost(inputs(), options);
    expect(cost.lines.map((l) => [l.kind, l.amount, l.currencyCode, l.amountInr])).toEqual([
      ['tuition', 20000, 'GBP', Math.round(20000 * 110.333)],
      ['living', 12000, 'GBP', Math.round(12000 * 110.333)],
      ['visa', 500, 'GBP', Math.round(500 * 110.333)],
      ['health', 700.5, 'GBP', Math.round(700.5 * 110.333)],
      ['other', 10, 'USD', 857],
    ]);
    expect(cost.totalInr).toBe(sum(cost.lines));
    expect(cost.city).toBe('Outside London');
    expect(cost.cities).toEqual(['Outside London', 'London']);
    expect(cost.includesEstimates).toBe(true);
    expect(cost.notIncluded).toEqual(['Flights']);
    for (const line of cost.lines) {
      expect(line.source).toBeTruthy();
      expect(line.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(line.rate.date).toBe('2025-06-30');
    }
  });

  it('uses the chosen city and months, and the university’s city by default', () => {
    const london = computeTrueCost(inputs(), { ...options, city: 'London', months: 9 });
    const living = london.lines.find((l) => l.kind === 'living')!;
    expect(living.amount).toBe(13500);
    expect(living.label).toBe('Living costs: London, 9 months');

    const placed = computeTrueCost(inputs({ universityCity: 'London' }), options);
    expect(placed.city).toBe('London');
    // Choosing the default city overrides where the university is.
    const outside = computeTrueCost(inputs({ universityCity: 'London' }), {
      ...options,
      city: 'Outside London',
    });
    expect(outside.city).toBe('Outside London');
    expect(outside.totalInr).toBeLessThan(placed.totalInr);
  });

  it('keeps months between 1 and 12', () => {
    expect(computeTrueCost(inputs(), { ...options, months: 40 }).months).toBe(12);
    expect(computeTrueCost(inputs(), { ...options, months: 0 }).months).toBe(1);
  });

  it('takes a scholarship off in the course’s currency, never below zero', () => {
    const full = computeTrueCost(inputs(), options);
    const helped = computeTrueCost(inputs(), { ...options, scholarship: 5000 });
    const line = helped.lines.at(-1)!;
    expect(line).toMatchObject({
      kind: 'scholarship',
      amount: -5000,
      currencyCode: 'GBP',
      source: 'Entered by you',
    });
    expect(line.checkedOn).toBe('2026-11-25');
    expect(helped.totalInr).toBe(full.totalInr - Math.round(5000 * 110.333));
    expect(helped.totalInr).toBe(sum(helped.lines));

    const huge = computeTrueCost(inputs(), { ...options, scholarship: 10_000_000 });
    expect(huge.totalInr).toBe(0);
    expect(huge.lines.at(-1)!.note).toMatch(/Capped/);
  });

  it('says what is missing: no fee, no figures for the country', () => {
    const bare = computeTrueCost(
      inputs({ reference: null, tuition: { ...inputs().tuition, amount: null } }),
      options,
    );
    expect(bare.lines).toEqual([]);
    expect(bare.totalInr).toBe(0);
    expect(bare.cities).toEqual([]);
    expect(bare.notIncluded.join(' ')).toMatch(/no fee.*no reference figures for Testland/);
  });

  it('places a university in a city by its name or location, whole words only', () => {
    expect(cityOfUniversity(reference, { universityName: 'Imperial College London', location: null })).toBe(
      'London',
    );
    expect(cityOfUniversity(reference, { universityName: 'X', location: 'London, United Kingdom' })).toBe(
      'London',
    );
    expect(cityOfUniversity(reference, { universityName: 'Londonderry College', location: null })).toBeNull();
  });
});

describe('the committed study-cost file', () => {
  it('is valid, and every currency in it has a reference rate', () => {
    const file = readStudyCosts();
    const known = readReferenceRates();
    expect(Object.keys(file.countries)).toEqual(expect.arrayContaining(['GB', 'US', 'CA', 'AU', 'DE']));
    for (const [code, country] of Object.entries(file.countries)) {
      expect(known.has(country.currencyCode), code).toBe(true);
      for (const item of country.oneOff)
        expect(known.has(item.currencyCode ?? country.currencyCode)).toBe(true);
      // Figures written from memory must say which month they are from.
      expect(country.living.asPublished).toBeTruthy();
    }
  });
});

describe('parseCompareIds', () => {
  it('keeps valid ids in order without repeats', () => {
    expect(parseCompareIds('3, 1,x,3,-2,0,7')).toEqual([3, 1, 7]);
    expect(parseCompareIds(null)).toEqual([]);
  });
});
