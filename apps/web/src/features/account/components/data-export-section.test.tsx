import { DATA_EXPORT_MESSAGES, type DataExport, type MyDataExport } from '@edupath/contract/data-export';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { DataExportSection } from './data-export-section';

/** /account's "Your data" (docs/privacy.md#export). */

const exportOf = (over: Partial<DataExport>): MyDataExport => ({
  latest: {
    exportId: 7,
    status: 'preparing',
    requestedAt: '2026-11-27T05:00:00.000Z',
    readyAt: null,
    expiresAt: null,
    byteSize: null,
    downloadedAt: null,
    downloadPath: null,
    ...over,
  },
});
const ready = exportOf({
  status: 'ready',
  readyAt: new Date(Date.now() - 60_000).toISOString(),
  // A day from now, so the link is live whenever the test runs.
  expiresAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
  byteSize: 5120,
  downloadPath: '/account/data-export/7/file',
});

describe('Your data on /account', () => {
  it('starts an export with one click and shows that the file is being prepared', async () => {
    const api = mockApi({
      'GET account/data-export': () => ({ body: { data: { latest: null } satisfies MyDataExport } }),
      'POST account/data-export': () => ({
        status: 201,
        body: { data: exportOf({}) satisfies MyDataExport, message: DATA_EXPORT_MESSAGES.started },
      }),
    });
    renderPage(<DataExportSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Preparing your file…')).toBeInTheDocument();
    expect(screen.getByText(/We will notify you when it is ready/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download my data' })).toBeNull();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('offers the ZIP with the time it stays available', async () => {
    mockApi({ 'GET account/data-export': () => ({ body: { data: ready satisfies MyDataExport } }) });
    renderPage(<DataExportSection />);
    const until = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(ready.latest!.expiresAt!));
    const link = await screen.findByRole('link', {
      name: new RegExp(`Download \\(available until ${until}`),
    });
    expect(link).toHaveAttribute('href', '/api/v1/account/data-export/7/file');
  });

  it('says when the last copy was deleted, and lets her ask again', async () => {
    mockApi({
      'GET account/data-export': () => ({
        body: {
          data: exportOf({
            ...ready.latest,
            status: 'expired',
            expiresAt: '2026-11-28T12:00:00.000Z',
            downloadPath: null,
          }),
        },
      }),
    });
    renderPage(<DataExportSection />);
    expect(await screen.findByText(/Your last copy was deleted on Nov 28, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('shows a copy whose time passed while the page was open as expired, not as a link', async () => {
    mockApi({
      'GET account/data-export': () => ({
        body: { data: exportOf({ ...ready.latest, expiresAt: '2020-01-02T12:00:00.000Z' }) },
      }),
    });
    renderPage(<DataExportSection />);
    expect(await screen.findByText(/Your last copy was deleted on Jan 2, 2020/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });

  it("shows the server's reason when it refuses (one a time, a few a day)", async () => {
    mockApi({
      'GET account/data-export': () => ({ body: { data: { latest: null } } }),
      'POST account/data-export': () => ({ status: 429, body: { message: DATA_EXPORT_MESSAGES.tooMany } }),
    });
    renderPage(<DataExportSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(DATA_EXPORT_MESSAGES.tooMany)).toBeInTheDocument();
  });
});
