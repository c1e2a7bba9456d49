import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { ukRoute } from '../test-fixtures';
import { ProofOfFunds } from './proof-of-funds';

const inputs = {
  courseId: 7,
  route: ukRoute,
  tuition: { amountMinor: 3_000_000, currencyCode: 'GBP' },
  inLondon: true,
  rates: { GBP: { inrPerUnit: 110, date: '2025-06-30', source: 'Test rates' } },
};

describe('ProofOfFunds', () => {
  it('answers in rupees and pounds, with the 28 days, for the date the student applies', async () => {
    const api = mockApi({ 'GET courses/7/proof-of-funds': () => ({ body: { data: inputs } }) });
    renderPage(<ProofOfFunds courseId={7} />, { user: null });

    const answer = await screen.findByTestId('proof-of-funds-answer');
    fireEvent.change(screen.getByLabelText('I plan to apply for the visa on'), {
      target: { value: '2026-01-01' },
    });
    // £30,000 + 9 × £1,483 = £43,347; × ₹110 = ₹47,68,170
    expect(answer).toHaveTextContent('about ₹47,68,170 (£43,347)');
    expect(answer).toHaveTextContent('in your account by 4 Dec 2025 and kept there for 28 days in a row');
    expect(answer).toHaveTextContent('must end on or after 1 Dec 2025');
    expect(screen.getByText(/1 GBP = ₹110.00/)).toBeInTheDocument();
    expect(screen.getByTestId('rate-out-of-date')).toBeInTheDocument();

    const section = screen.getByTestId('proof-of-funds');
    expect(within(section).getByRole('link', { name: 'Test official page' })).toHaveAttribute(
      'href',
      'https://example.gov.uk/student-visa/money',
    );

    // Before 2 January 2025 the older £1,334 a month applied: £30,000 + £12,006 = £42,006.
    fireEvent.change(screen.getByLabelText('I plan to apply for the visa on'), {
      target: { value: '2024-12-01' },
    });
    expect(answer).toHaveTextContent('(£42,006)');
    expect(screen.getByTestId('post-study-work')).toHaveTextContent('Graduate route: 2 years');
    expect(api.calls).toHaveLength(1);
  });

  it('shows nothing for a course whose country has no route', async () => {
    const api = mockApi({ 'GET courses/8/proof-of-funds': () => ({ body: { data: null } }) });
    renderPage(<ProofOfFunds courseId={8} />, { user: null });
    await expect.poll(() => api.calls.length).toBe(1);
    expect(screen.queryByTestId('proof-of-funds')).not.toBeInTheDocument();
  });
});
