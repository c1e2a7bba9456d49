import {
  type SavedScholarship,
  type ScholarshipListItem,
  type ScholarshipMatchItem,
  savedScholarshipSchema,
  scholarshipListItemSchema,
  scholarshipMatchItemSchema,
} from '@edupath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderPage } from '../../test/render-page';
import { SavedScholarshipDeadlines } from './components/saved-scholarships';
import ScholarshipsPage from './routes/scholarships';

// docs/money-and-visas.md#scholarships. Fixtures go through the contract's schemas.
const award = (id: string, extra: Partial<ScholarshipListItem> = {}): ScholarshipListItem =>
  scholarshipListItemSchema.parse({
    id,
    name: `Award ${id}`,
    provider: 'Test Trust',
    providerType: 'foundation',
    kind: 'grant',
    amount: { amountMinor: 140_000, currency: 'EUR', per: 'month', upTo: false },
    coversTuition: null,
    covers: 'Living costs',
    levels: ['master'],
    fields: [],
    destinations: ['Germany'],
    universities: [],
    eligibility: {
      indianCitizen: true,
      maxAge: 35,
      ageOn: null,
      maxFamilyIncomeInr: 800000,
      categories: null,
      minMarksPercent: null,
      minWorkMonths: null,
      admissionRequired: null,
      gender: null,
      otherConditions: [],
    },
    deadlines: [{ date: '2027-03-12', cycle: '2027-28' }],
    deadlineNote: null,
    howToApply: 'Online',
    notes: null,
    sourceUrl: 'https://example.org/award',
    sourceName: 'Test Trust',
    checkedOn: '2026-11-27',
    nextDeadline: { date: '2027-03-12', cycle: '2027-28' },
    ...extra,
  });

const match = (id: string, saved = false): ScholarshipMatchItem =>
  scholarshipMatchItemSchema.parse({
    id,
    saved,
    match: {
      verdict: 'check',
      lines: [
        { rule: 'age', status: 'met', reason: 'Age 28 ≤ 35 ✓' },
        {
          rule: 'income',
          status: 'unknown',
          reason:
            "Check with the provider: family income up to ₹8 L a year; we don't know your family income",
        },
      ],
    },
  });

const details = {
  indianCitizen: null,
  dateOfBirth: null,
  familyIncomeInr: null,
  category: null,
  gender: null,
};

describe('/scholarships', () => {
  it('a visitor browses with sources and filters without signing in; no verdict is asked for', async () => {
    const api = mockApi({
      'GET scholarships': ({ url }) => ({
        body: {
          data: url.searchParams.get('country') === 'Germany' ? [award('a')] : [award('a'), award('b')],
        },
      }),
    });
    renderPage(<ScholarshipsPage />, { user: null });
    expect(await screen.findAllByTestId('scholarship-card')).toHaveLength(2);
    expect(screen.getAllByTestId('fact-source')[0]).toHaveTextContent('Source: Test Trust');
    expect(screen.getAllByTestId('scholarship-amount')[0]).toHaveTextContent('€1,400 a month');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Germany');
    await waitFor(() => expect(screen.getAllByTestId('scholarship-card')).toHaveLength(1));
    expect(api.calls.some((c) => c.path === 'scholarship-matches')).toBe(false);
    expect(screen.queryByTestId('scholarship-verdict')).not.toBeInTheDocument();
  });

  it('a student sees her verdict rule by rule and saves an award', async () => {
    let saved: SavedScholarship[] = [];
    const api = mockApi({
      'GET scholarships': () => ({ body: { data: [award('a')] } }),
      'GET scholarship-matches': () => ({ body: { data: [match('a', saved.length > 0)] } }),
      'GET scholarship-details': () => ({ body: { data: details } }),
      'PUT saved-scholarships/a': () => {
        saved = [
          savedScholarshipSchema.parse({
            id: 'a',
            name: 'Award a',
            provider: 'Test Trust',
            nextDeadline: { date: '2027-03-12', cycle: '2027-28' },
            daysLeft: 105,
            savedAt: '2026-11-27T10:00:00.000Z',
          }),
        ];
        return { body: { data: saved } };
      },
    });
    renderPage(<ScholarshipsPage />);
    const card = (await screen.findAllByTestId('scholarship-card'))[0]!;
    await waitFor(() =>
      expect(within(card).getByTestId('scholarship-verdict')).toHaveTextContent('Check with the provider'),
    );
    expect(
      within(card)
        .getAllByTestId('scholarship-reason')
        .map((li) => li.textContent),
    ).toEqual([
      'Age 28 ≤ 35 ✓',
      "Check with the provider: family income up to ₹8 L a year; we don't know your family income",
    ]);
    await userEvent.click(within(card).getByRole('button', { name: 'Save Award a' }));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Saved: Award a' })).toBeInTheDocument(),
    );
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['saved-scholarships/a']);
  });

  it('the timeline lists saved awards with their next deadline, or says it is not announced', async () => {
    mockApi({
      'GET saved-scholarships': () => ({
        body: {
          data: [
            {
              id: 'a',
              name: 'Award a',
              provider: 'T',
              nextDeadline: { date: '2027-03-12', cycle: '2027-28' },
              daysLeft: 105,
              savedAt: '2026-11-27T10:00:00.000Z',
            },
            {
              id: 'b',
              name: 'Award b',
              provider: 'T',
              nextDeadline: null,
              daysLeft: null,
              savedAt: '2026-11-27T10:00:00.000Z',
            },
          ].map((s) => savedScholarshipSchema.parse(s)),
        },
      }),
    });
    renderPage(<SavedScholarshipDeadlines />);
    const rows = await screen.findAllByTestId('saved-scholarship');
    expect(rows[0]).toHaveTextContent('2027-28');
    expect(rows[0]).toHaveTextContent('105 days left');
    expect(rows[1]).toHaveTextContent('Next deadline not announced yet');
  });
});
