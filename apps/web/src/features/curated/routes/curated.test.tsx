import { CURATED_MESSAGES, curatedItemSchema } from '@edupath/contract/curated';
import { LENDER_TYPE_LABELS, type Lender, lenderSchema } from '@edupath/contract/loans';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../../test/fixtures/console';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import CuratedRoutes from './curated-routes';

// docs/money-and-visas.md#curated-records
const lender: Lender = lenderSchema.parse({
  id: 'test-bank',
  name: 'Test Bank',
  product: 'Study Abroad Loan',
  type: 'public-bank',
  lenderUrl: 'https://bank.example/loan',
  currencyCode: 'INR',
  interestType: 'floating',
  rateMinPercent: 9,
  rateMaxPercent: 11,
  rateNote: null,
  maxLoanMinor: null,
  collateralFreeUpToMinor: null,
  collateralNote: null,
  marginNote: null,
  processingFeeNote: null,
  moratoriumMonthsAfterCourse: null,
  moratoriumNote: null,
  maxTenureYears: 15,
  coSignerRequired: null,
  section80E: 'bank',
  notes: ['One note'],
  otherSources: [],
  sourceUrl: 'https://bank.example/terms',
  sourceName: 'Test Bank',
  checkedOn: '2025-01-10',
});
const item = (record: Lender, version = 0) =>
  curatedItemSchema(lenderSchema).parse({
    key: record.id,
    record,
    origin: version === 0 ? 'file' : 'edited',
    version,
    updatedBy: version === 0 ? null : { userId: TEST_ADMIN.userId, name: TEST_ADMIN.name },
    updatedAt: version === 0 ? null : '2026-12-01T10:00:00.000Z',
    overtakenByFile: false,
  });

describe('the curated records console', () => {
  it('lists a kind with its description’s columns and where each record comes from', async () => {
    mockApi({ 'GET staff/curated/lender': () => ({ body: { data: [item(lender)] } }) });
    renderPage(<CuratedRoutes />, {
      path: '/admin/curated/lender',
      route: '/admin/curated/*',
      user: TEST_ADMIN,
    });
    const [row] = await screen.findAllByTestId('curated-row');
    expect(row).toHaveTextContent('Test Bank');
    expect(row).toHaveTextContent('Study Abroad Loan');
    expect(row).toHaveTextContent('From the file');
    // A chosen option reads as the form names it, not as its stored value.
    expect(row).toHaveTextContent(LENDER_TYPE_LABELS['public-bank']);
    expect(row).not.toHaveTextContent('public-bank');
    expect(within(row!).getByRole('link', { name: 'Test Bank' })).toHaveAttribute(
      'href',
      '/admin/curated/lender/test-bank',
    );
    expect(screen.getByRole('link', { name: 'Add lender' })).toHaveAttribute(
      'href',
      '/admin/curated/lender/new',
    );
  });

  it('edits a record: the server’s field errors show beside their fields, and the save names the version read', async () => {
    let saved: unknown;
    const api = mockApi({
      'GET staff/curated/lender/test-bank': () => ({ body: { data: item(lender) } }),
      'PUT staff/curated/lender/test-bank': ({ body }) => {
        const sent = body as { record: Lender };
        if (!sent.record.sourceUrl.startsWith('https://')) {
          return {
            status: 400,
            body: {
              message: CURATED_MESSAGES.httpsSource,
              errors: { 'record.sourceUrl': CURATED_MESSAGES.httpsSource },
            },
          };
        }
        saved = body;
        return { body: { data: item(sent.record, 1) } };
      },
      'GET staff/curated/lender': () => ({ body: { data: [item(lender, 1)] } }),
    });
    const user = userEvent.setup();
    renderPage(<CuratedRoutes />, {
      path: '/admin/curated/lender/test-bank',
      route: '/admin/curated/*',
      user: TEST_ADMIN,
    });
    const rate = await screen.findByLabelText('Lowest rate (% a year)');
    expect(rate).toHaveValue('9');
    await user.clear(rate);
    await user.type(rate, '9.25');
    await user.selectOptions(screen.getByLabelText('Co-signer required'), 'no');
    const url = screen.getByLabelText('Source address (https)');
    await user.clear(url);
    await user.type(url, 'http://bank.example/terms');
    await user.click(screen.getByLabelText('I checked this today against the source'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByLabelText('Source address (https)')).toHaveAccessibleDescription(
      CURATED_MESSAGES.httpsSource,
    );
    await user.clear(screen.getByLabelText('Source address (https)'));
    await user.type(screen.getByLabelText('Source address (https)'), 'https://bank.example/new-terms');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Lender saved');
    expect(saved).toEqual({
      version: 0,
      checkedToday: true,
      record: expect.objectContaining({
        rateMinPercent: 9.25,
        coSignerRequired: false,
        rateNote: null,
        notes: ['One note'],
        sourceUrl: 'https://bank.example/new-terms',
        checkedOn: new Date().toISOString().slice(0, 10),
      }),
    });
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
  });

  it('refuses JSON that does not parse before sending anything', async () => {
    const api = mockApi({ 'GET staff/curated/lender/test-bank': () => ({ body: { data: item(lender) } }) });
    const user = userEvent.setup();
    renderPage(<CuratedRoutes />, {
      path: '/admin/curated/lender/test-bank',
      route: '/admin/curated/*',
      user: TEST_ADMIN,
    });
    const other = await screen.findByLabelText('Other pages (JSON)');
    await user.clear(other);
    await user.type(other, 'not json');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This is not valid JSON')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('a save over a newer version is refused; "Load the latest version" shows what the other admin saved', async () => {
    let current = item(lender);
    mockApi({
      'GET staff/curated/lender/test-bank': () => ({ body: { data: current } }),
      'PUT staff/curated/lender/test-bank': () => {
        current = item({ ...lender, product: 'Renamed by someone else' }, 1);
        return {
          status: 409,
          body: { message: CURATED_MESSAGES.stale, errors: { version: CURATED_MESSAGES.stale } },
        };
      },
    });
    const user = userEvent.setup();
    renderPage(<CuratedRoutes />, {
      path: '/admin/curated/lender/test-bank',
      route: '/admin/curated/*',
      user: TEST_ADMIN,
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CURATED_MESSAGES.stale)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load the latest version' }));
    expect(await screen.findByDisplayValue('Renamed by someone else')).toBeInTheDocument();
    expect(screen.getByText(/Last edited in the console by/)).toBeInTheDocument();
  });
});
