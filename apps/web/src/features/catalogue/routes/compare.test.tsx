import { type CompareItem, type CostInputs, compareResultSchema, computeTrueCost } from '@edupath/contract';
import { oldestRateDate } from '@edupath/contract/true-cost-calc';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDay, formatRupees } from '../../../lib/format';
import { daysFromToday } from '../../../test/fixtures/catalogue';
import { courseDetail } from '../../../test/fixtures/course-page';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import CompareRoute from './compare';

const figure = {
  source: 'GOV.UK test page',
  sourceUrl: 'https://www.gov.uk/student-visa/money',
  asPublished: 'January 2025',
  checkedOn: '2026-11-25',
  estimate: false,
  note: null,
};

/** A UK course whose pounds convert at a rate of `rateDate`: tuition, 12 months' living and a visa. */
function item(courseId: number, rateDate: string): CompareItem {
  const inputs: CostInputs = {
    courseId,
    countryName: 'United Kingdom',
    tuition: {
      amount: 20000,
      currencyCode: 'GBP',
      source: 'Catalogue fee',
      checkedOn: '2026-05-17',
      estimate: true,
    },
    reference: {
      currencyCode: 'GBP',
      living: { label: 'Living costs', defaultCity: 'Outside London', perMonth: 1136, cities: [], ...figure },
      oneOff: [{ kind: 'visa', label: 'Student visa application fee', amount: 524, ...figure }],
      notIncluded: [],
    },
    universityCity: null,
    rates: { GBP: { inrPerUnit: 117.397, date: rateDate, source: 'Test rates' } },
  };
  const cost = computeTrueCost(inputs, { months: 12, city: null, scholarship: 0, today: '2026-11-25' });
  const inrRate = { inrPerUnit: 117.397, date: rateDate, source: 'Test rates' };
  return {
    course: courseDetail(courseId, { fee: 20000, currencyCode: 'GBP', feeInr: 2_347_940, inrRate }),
    cost,
  };
}

const renderCompare = (items: CompareItem[]) => {
  mockApi({
    'GET courses/compare': () => ({ body: { data: compareResultSchema.parse({ courses: items }) } }),
  });
  return renderPage(<CompareRoute />, {
    user: null,
    path: `/compare?courses=${items.map((i) => i.course.courseId).join(',')}`,
    route: '/compare',
  });
};

const cellsOf = (label: string) => {
  const row = screen.getByRole('rowheader', { name: new RegExp(`^${label}`) }).closest('tr')!;
  return within(row).getAllByRole('cell');
};

describe('compare', () => {
  it("writes each ≈ ₹ estimate's rate date beside it: the fee, the living costs and the first-year total", async () => {
    const recent = daysFromToday(-10);
    const items = [item(1, '2025-06-30'), item(2, recent)];
    renderCompare(items);
    await screen.findByTestId('compare-table');

    const [oldFee, newFee] = cellsOf('Tuition \\(yearly\\)');
    expect(within(oldFee!).getByTestId('compare-fee-inr')).toHaveTextContent(
      '≈ ₹23,47,940rate from 30 Jun 2025 may be out of date',
    );
    expect(within(newFee!).getByTestId('compare-fee-inr')).toHaveTextContent(
      `≈ ₹23,47,940rate of ${formatDay(recent)}`,
    );
    expect(within(newFee!).queryByTestId('rate-out-of-date')).toBeNull();

    const [oldLiving] = cellsOf('Estimated living cost');
    expect(within(oldLiving!).getByTestId('rate-date')).toHaveTextContent('rate from 30 Jun 2025');

    const [oldTotal, newTotal] = cellsOf('First-year total');
    expect(within(oldTotal!).getByTestId('compare-total')).toHaveTextContent(
      formatRupees(items[0]!.cost.totalInr),
    );
    expect(within(oldTotal!).getByTestId('rate-date')).toHaveTextContent('rate from 30 Jun 2025');
    expect(within(newTotal!).getByTestId('rate-date')).toHaveTextContent(`rate of ${formatDay(recent)}`);
  });
});

describe('oldestRateDate', () => {
  const rate = (date: string) => ({ inrPerUnit: 1, date, source: 'Test rates' });
  it('is the oldest rate of the lines not in rupees, or null when all are in rupees', () => {
    expect(
      oldestRateDate([
        { currencyCode: 'GBP', rate: rate('2025-06-30') },
        { currencyCode: 'INR', rate: rate('2020-01-01') },
        { currencyCode: 'USD', rate: rate('2025-03-31') },
      ]),
    ).toBe('2025-03-31');
    expect(oldestRateDate([{ currencyCode: 'INR', rate: rate('2020-01-01') }])).toBeNull();
  });
});
