import type { StaffDataExport } from '@edupath/contract/data-export';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authUser } from '../../../test/fixtures/users';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { StudentDataExports } from './student-data-exports';

const admin = authUser({ userId: 1, role: 'admin', name: 'Admin' });

describe("the console's view of a student's data exports (docs/privacy.md#export)", () => {
  it('shows each one’s state and times, and no way to download', async () => {
    const exports: StaffDataExport[] = [
      {
        exportId: 3,
        status: 'ready',
        requestedAt: '2026-11-27T05:00:00.000Z',
        readyAt: '2026-11-27T05:01:00.000Z',
        expiresAt: '2026-11-28T12:00:00.000Z',
        byteSize: 5120,
        downloadedAt: '2026-11-27T12:00:00.000Z',
      },
      {
        exportId: 2,
        status: 'expired',
        requestedAt: '2026-11-20T05:00:00.000Z',
        readyAt: '2026-11-20T05:01:00.000Z',
        expiresAt: '2026-11-21T05:01:00.000Z',
        byteSize: 4096,
        downloadedAt: null,
      },
    ];
    mockApi({ 'GET staff/students/7/data-exports': () => ({ body: { data: exports } }) });
    renderPage(<StudentDataExports userId={7} />, { user: admin });
    const list = await screen.findByTestId('student-data-exports');
    expect(list).toHaveTextContent('Ready');
    expect(list).toHaveTextContent(/until Nov 28, 2026/);
    expect(list).toHaveTextContent(/downloaded Nov 27, 2026/);
    expect(list).toHaveTextContent('Expired (file deleted)');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Only the student can download her file.')).toBeInTheDocument();
  });

  it('says when she never asked', async () => {
    mockApi({ 'GET staff/students/7/data-exports': () => ({ body: { data: [] } }) });
    renderPage(<StudentDataExports userId={7} />, { user: admin });
    expect(await screen.findByText('She has not asked for a copy of her data.')).toBeInTheDocument();
  });
});
