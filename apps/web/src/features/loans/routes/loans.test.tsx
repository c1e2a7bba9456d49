import {
  type CostInputs,
  computeTrueCost,
  courseCostSchema,
  type Lender,
  lendersAnswerSchema,
} from '@edupath/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import LoansPage from './loans';

// docs/money-and-visas.md#education-loans
const bank: Lender = {
  id: 'test-bank',
  name: 'Test Public Bank',
  product: 'Scholar',
  type: 'public-bank',
  lenderUrl: 'https://bank.example/loans',
  sourceUrl: 'https://bank.example/loans/terms',
  sourceName: 'Test Public Bank: terms',
  // Checked today: fresh.
  checkedOn: new Date().toISOString().slice(0, 10),
  currencyCode: 'INR',
  interestType: 'floating',
  rateMinPercent: 9.5,
  rateMaxPercent: 11,
  rateNote: null,
  maxLoanMinor: 8_000_000_000,
  collateralFreeUpToMinor: null,
  collateralNote: null,
  marginNote: 'None on loans up to ₹4 lakh.',
  processingFeeNote: null,
  moratoriumMonthsAfterCourse: 12,
  moratoriumNote: null,
  maxTenureYears: 15,
  coSignerRequired: null,
  section80E: 'bank',
  notes: [],
  otherSources: [],
};
const dollarLender: Lender = {
  ...bank,
  id: 'test-intl',
  name: 'Test Global Lender',
  type: 'international',
  currencyCode: 'USD',
  // Checked long ago: its source line says so.
  checkedOn: '2024-01-10',
  rateMinPercent: null,
  rateMaxPercent: null,
  maxLoanMinor: null,
  coSignerRequired: false,
  section80E: 'ask',
};
const lenders = lendersAnswerSchema.parse({
  lenders: [bank, dollarLender],
  rates: { USD: { inrPerUnit: 85.7, date: '2025-06-30', source: 'Test rates' } },
});

const inputs: CostInputs = {
  courseId: 5,
  countryName: 'United States',
  tuition: {
    amount: 30000,
    currencyCode: 'USD',
    source: 'Catalogue fee',
    checkedOn: '2026-05-17',
    estimate: true,
  },
  reference: null,
  universityCity: null,
  rates: { USD: { inrPerUnit: 85.7, date: '2025-06-30', source: 'Test rates' } },
};
const cost = courseCostSchema.parse({
  inputs,
  cost: computeTrueCost(inputs, { months: 12, city: null, scholarship: 0, today: '2026-11-27' }),
});

describe('/loans', () => {
  it('starts at the course total less savings and scholarships, computes the EMI, and shows each term or "not published"', async () => {
    const api = mockApi({
      'GET loans/lenders': () => ({ body: { data: lenders } }),
      'GET courses/5/cost': () => ({ body: { data: cost } }),
    });
    renderPage(<LoansPage />, { route: '/loans', path: '/loans?courseId=5', user: null });

    expect(await screen.findByTestId('no-lead')).toHaveTextContent(
      'EduPath never shares your data with a lender',
    );
    const amount = await screen.findByLabelText('Loan amount (₹)');
    // US$30,000 at ₹85.70 = ₹25,71,000.
    expect(amount).toHaveValue(2_571_000);
    fireEvent.change(screen.getByLabelText('Your savings (₹)'), { target: { value: '71000' } });
    fireEvent.change(screen.getByLabelText('Scholarships (₹)'), { target: { value: '500000' } });
    expect(amount).toHaveValue(2_000_000);

    // ₹20,00,000 at 0 % over 10 years, no moratorium: ₹16,666.67 a month (the last one absorbs the paise).
    fireEvent.change(screen.getByLabelText('Interest rate (% a year)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Course length (months)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Months after the course before repaying'), {
      target: { value: '0' },
    });
    expect(screen.getByTestId('loan-emi')).toHaveTextContent('₹16,666.67');
    expect(screen.getByTestId('loan-total-repaid')).toHaveTextContent('₹20,00,000');
    fireEvent.change(screen.getByLabelText('Expected monthly take-home pay (₹)'), {
      target: { value: '100000' },
    });
    expect(screen.getByTestId('loan-salary-share')).toHaveTextContent('16.7%');

    const [first, second] = screen.getAllByTestId('lender-card');
    expect(within(first!).getByRole('link', { name: /Test Public Bank’s own page/ })).toHaveAttribute(
      'href',
      'https://bank.example/loans',
    );
    expect(first).toHaveTextContent('9.5–11% a year');
    expect(within(first!).getByTestId('fact-source')).not.toHaveTextContent('may be out of date');
    expect(second).toHaveTextContent('not published');
    expect(within(second!).getByTestId('fact-source')).toHaveTextContent('may be out of date');
    // Only the two reads: nothing the student typed was sent.
    expect(api.calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
      'GET courses/5/cost',
      'GET loans/lenders',
    ]);
  });

  it('for a dollar loan, says in words what a 10 % fall of the rupee does to the EMI', async () => {
    mockApi({ 'GET loans/lenders': () => ({ body: { data: lenders } }) });
    renderPage(<LoansPage />, { route: '/loans', path: '/loans', user: null });
    fireEvent.change(await screen.findByLabelText('Lent in'), { target: { value: 'USD' } });
    fireEvent.change(screen.getByLabelText('Loan amount (USD)'), { target: { value: '60000' } });
    fireEvent.change(screen.getByLabelText('Interest rate (% a year)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Course length (months)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Months after the course before repaying'), {
      target: { value: '0' },
    });
    // US$60,000 over 120 months = US$500 a month = ₹42,850 at ₹85.70; 10 % dearer: ₹47,135, ₹4,285 more.
    const risk = screen.getByTestId('loan-fx-risk');
    expect(risk).toHaveTextContent('about ₹42,850');
    expect(risk).toHaveTextContent('If the rupee falls 10%, your EMI in rupees rises by ₹4,285, to ₹47,135');
    expect(within(risk).getByTestId('rate-out-of-date')).toBeInTheDocument();
  });
});
