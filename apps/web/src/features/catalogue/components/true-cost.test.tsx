import { type CostInputs, computeTrueCost, courseCostSchema } from '@edupath/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../../lib/format';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { TrueCost } from './true-cost';

const figure = {
  source: 'GOV.UK test page',
  sourceUrl: 'https://www.gov.uk/student-visa/money',
  asPublished: 'January 2025',
  checkedOn: '2026-11-25',
  estimate: false,
  note: null,
};

const inputs: CostInputs = {
  courseId: 7,
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
    living: {
      label: 'Living costs',
      defaultCity: 'Outside London',
      perMonth: 1136,
      cities: [{ name: 'London', perMonth: 1483, match: ['London'] }],
      ...figure,
    },
    oneOff: [{ kind: 'visa', label: 'Student visa application fee', amount: 524, ...figure }],
    notIncluded: ['Flights to the UK'],
  },
  universityCity: null,
  rates: { GBP: { inrPerUnit: 117.397, date: '2025-06-30', source: 'Test rates' } },
};

const base = computeTrueCost(inputs, { months: 12, city: null, scholarship: 0, today: '2026-11-25' });

describe('TrueCost calculator', () => {
  it('recomputes the total locally as the student changes scholarship, city and months', async () => {
    const answer = courseCostSchema.parse({ inputs, cost: base });
    const api = mockApi({
      'GET courses/7/cost': () => ({ body: { data: answer } }),
      'GET scholarships': () => ({ body: { data: [] } }),
    });
    renderPage(<TrueCost courseId={7} />, { user: null });

    const total = await screen.findByTestId('true-cost-total');
    expect(total).toHaveTextContent(formatRupees(base.totalInr));
    // Under the total, in the text: the date of the rate it converts at, over a year old here.
    expect(total.parentElement!).toHaveTextContent('rate from 30 Jun 2025 may be out of date');
    expect(screen.getAllByTestId('cost-line')).toHaveLength(3);
    const living = screen.getAllByTestId('cost-line')[1]!;
    expect(within(living).getByRole('link', { name: /GOV.UK test page/ })).toHaveAttribute(
      'href',
      'https://www.gov.uk/student-visa/money',
    );
    expect(living).toHaveTextContent('as published in January 2025');
    expect(living).toHaveTextContent('recorded 25 Nov 2026');
    expect(living).toHaveTextContent('1 GBP = ₹117.40, reference rate of 30 Jun 2025');
    expect(screen.getByText('Estimate')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Scholarship (GBP)'), { target: { value: '5000' } });
    expect(total).toHaveTextContent(formatRupees(base.totalInr - Math.round(5000 * 117.397)));

    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'London' } });
    fireEvent.change(screen.getByLabelText('Months of living costs'), { target: { value: '9' } });
    const expected = computeTrueCost(inputs, {
      months: 9,
      city: 'London',
      scholarship: 5000,
      today: '2026-11-25',
    });
    expect(total).toHaveTextContent(formatRupees(expected.totalInr));
    expect(screen.getByText('Living costs: London, 9 months')).toBeInTheDocument();
    // One cost request: the settings never go back to the server (the other is the scholarships link).
    expect(api.calls.filter((c) => c.path === 'courses/7/cost')).toHaveLength(1);
  });
});
