import {
  type FactCheckQueue,
  factCheckMarkSchema,
  factCheckQueueSchema,
} from '@edupath/contract/fact-checks';
import { verificationPageSchema } from '@edupath/contract/provenance';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN, TEST_ADVISOR } from '../../../test/fixtures/console';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import FactChecksRoute from './fact-checks';

// docs/money-and-visas.md#freshness
const rates = {
  kind: 'reference-rate',
  id: '2025-06-30',
  label: 'Reference exchange rates to the rupee (143 currencies) of 2025-06-30',
  sourceUrl: null,
  checkedOn: '2025-06-30',
};
const scholarship = {
  kind: 'scholarship',
  id: 'old-award',
  label: 'An old award (Its provider)',
  sourceUrl: 'https://provider.example/award',
  checkedOn: '2019-09-19',
};

describe('Facts to re-check', () => {
  it('lists stale records oldest first with their source, and marks one checked', async () => {
    let queue: FactCheckQueue = factCheckQueueSchema.parse({
      today: '2026-11-27',
      items: [scholarship, rates],
    });
    const api = mockApi({
      'GET staff/fact-checks': () => ({ body: { data: queue } }),
      'POST staff/fact-checks': ({ body }) => {
        queue = { ...queue, items: queue.items.filter((i) => i.id !== (body as { id: string }).id) };
        return {
          body: {
            data: factCheckMarkSchema.parse({
              ...(body as object),
              checkedOn: '2026-11-27',
              checkedBy: { userId: TEST_ADVISOR.userId, name: TEST_ADVISOR.name },
            }),
          },
        };
      },
    });
    renderPage(<FactChecksRoute />, { user: TEST_ADVISOR });

    const rows = await screen.findAllByTestId('fact-check-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('checked 19 Sept 2019'),
      expect.stringContaining('checked 30 Jun 2025'),
    ]);
    expect(within(rows[0]!).getByRole('link', { name: /Open source/ })).toHaveAttribute(
      'href',
      'https://provider.example/award',
    );
    // The rates are refreshed from their source, not marked checked.
    expect(within(rows[1]!).queryByRole('button', { name: 'Mark checked' })).toBeNull();

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Mark checked' }));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'scholarship',
      id: 'old-award',
    });
    await screen.findByText('1 record checked over 12 months ago');
    expect(screen.getAllByTestId('fact-check-row')).toHaveLength(1);
  });

  it('offers an admin "Edit" beside a curated fact, to its record in the console; not beside the rates', async () => {
    const lenderPage = { ...scholarship, kind: 'lender', id: 'avanse:fees', label: 'Avanse: fees' };
    mockApi({
      'GET staff/fact-checks': () => ({
        body: {
          data: factCheckQueueSchema.parse({ today: '2026-11-27', items: [scholarship, lenderPage, rates] }),
        },
      }),
      'GET staff/catalogue/verification': () => ({
        body: {
          data: verificationPageSchema.parse({
            items: [],
            total: 0,
            page: 1,
            pageSize: 20,
            totalPages: 0,
            counts: { sample: 0, unverified: 0, stale: 0 },
          }),
        },
      }),
    });
    renderPage(<FactChecksRoute />, { user: TEST_ADMIN });
    const rows = await screen.findAllByTestId('fact-check-row');
    expect(within(rows[0]!).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/admin/curated/scholarship/old-award',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/admin/curated/lender/avanse',
    );
    expect(within(rows[2]!).queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('shows an advisor no Edit: only admins edit curated records', async () => {
    mockApi({
      'GET staff/fact-checks': () => ({
        body: { data: factCheckQueueSchema.parse({ today: '2026-11-27', items: [scholarship] }) },
      }),
    });
    renderPage(<FactChecksRoute />, { user: TEST_ADVISOR });
    await screen.findAllByTestId('fact-check-row');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});
