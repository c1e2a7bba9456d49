import { todayIso } from '@edupath/contract/money';
import {
  type VerificationItem,
  type VerificationPage,
  verificationCheckSchema,
  verificationPageSchema,
} from '@edupath/contract/provenance';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../../../../lib/format';
import { TEST_ADMIN } from '../../../../test/fixtures/console';
import { mockApi } from '../../../../test/mock-api';
import { renderPage } from '../../../../test/render-page';
import { CatalogueVerification } from './catalogue-verification';

// docs/catalogue.md#verification-queue
const item = (overrides: Partial<VerificationItem>): VerificationItem => ({
  recordType: 'course',
  recordId: 11,
  recordName: 'MSc Data Science',
  universityName: 'University 1',
  group: 'fees',
  state: 'sample',
  checkedOn: '2026-02-16',
  sourceUrl: null,
  applicationCount: 4,
  ...overrides,
});

describe('Catalogue facts to verify', () => {
  it('lists the facts most-applied-to first; "Checked today, still right" needs the page read and clears the fact', async () => {
    let items = [
      item({}),
      item({ group: 'description', applicationCount: 4 }),
      item({
        recordType: 'university',
        recordId: 3,
        recordName: 'University 3',
        universityName: null,
        group: 'identity',
        state: 'stale',
        checkedOn: '2024-05-01',
        sourceUrl: 'https://old.example.org',
        applicationCount: 0,
      }),
    ];
    const answer = (): VerificationPage =>
      verificationPageSchema.parse({
        items,
        total: items.length,
        page: 1,
        pageSize: 20,
        totalPages: 1,
        counts: {
          sample: items.filter((i) => i.state === 'sample').length,
          unverified: 0,
          stale: items.filter((i) => i.state === 'stale').length,
        },
      });
    const api = mockApi({
      'GET staff/catalogue/verification': () => ({ body: { data: answer() } }),
      'POST staff/catalogue/verification/check': ({ body }) => {
        const input = verificationCheckSchema.parse(body);
        items = items.filter(
          (i) =>
            !(i.recordType === input.recordType && i.recordId === input.recordId && i.group === input.group),
        );
        return {
          body: {
            data: {
              kind: 'university_page',
              sourceName: 'example.edu',
              sourceUrl: input.sourceUrl,
              checkedOn: todayIso(),
              checkedBy: TEST_ADMIN.userId,
            },
          },
        };
      },
    });
    renderPage(<CatalogueVerification />, { user: TEST_ADMIN });

    const rows = await screen.findAllByTestId('verification-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Fee · MSc Data Science'),
      expect.stringContaining('Description · MSc Data Science'),
      expect.stringContaining('Name and details · University 3'),
    ]);
    expect(rows[2]).toHaveTextContent('Checked over 12 months ago (1 May 2024)');
    expect(within(rows[0]!).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/admin/catalogue/courses/11',
    );
    expect(screen.getByRole('button', { name: 'All (3)' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Checked today, still right' }));
    const submit = within(rows[0]!).getByRole('button', { name: `Checked ${formatDay(todayIso())}` });
    await user.click(submit);
    // The address is required: nothing is sent without it.
    const checks = () =>
      api.calls.filter((c) => c.method === 'POST' && c.path === 'staff/catalogue/verification/check');
    expect(checks()).toHaveLength(0);
    await user.type(
      within(rows[0]!).getByLabelText('The page you checked it against'),
      'https://www.example.edu/fees',
    );
    await user.click(submit);

    await screen.findByRole('button', { name: 'All (2)' });
    expect(checks()[0]!.body).toEqual({
      recordType: 'course',
      recordId: 11,
      group: 'fees',
      sourceUrl: 'https://www.example.edu/fees',
    });
    expect(screen.queryByText('Fee · MSc Data Science')).toBeNull();
  });
});
