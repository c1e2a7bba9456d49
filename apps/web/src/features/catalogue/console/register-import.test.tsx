import type { RegisterImportReport } from '@edupath/contract/register-imports';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../../test/fixtures/console';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import RegisterImportScreen from './register-import';

const report = (overrides: Partial<RegisterImportReport> = {}): RegisterImportReport => ({
  register: 'scorecard',
  dryRun: true,
  fileDate: '2026-11-30',
  rows: 5,
  changes: {
    universities: { create: 0, update: 1 },
    courses: { create: 0, update: 0 },
    reportedProgrammes: { create: 3, update: 0, remove: 0 },
  },
  universities: 1,
  skipped: [],
  skippedCount: 0,
  skippedByCause: { expired: 0, noCourseType: 0 },
  unmatched: [
    {
      unitId: '999999',
      institutionName: 'Nowhere College',
      rows: 1,
      reason: 'No university in the United States has this name',
    },
  ],
  unmatchedCount: 1,
  errors: [],
  errorCount: 0,
  ...overrides,
});

const csv = (name: string) => new File(['UNITID,INSTNM\n'], name, { type: 'text/csv' });

describe('the register import screen', () => {
  it('checks the Scorecard file with its date, lists the unmatched institutions, then imports', async () => {
    const api = mockApi({
      'POST staff/catalogue/registers/scorecard': ({ url }) =>
        url.searchParams.get('dryRun') === 'true'
          ? { body: { data: report(), message: 'The files are clean: nothing was imported yet' } }
          : {
              body: {
                data: report({ dryRun: false }),
                message: 'Imported: 3 reported programmes created',
              },
            },
    });
    renderPage(<RegisterImportScreen />, { user: TEST_ADMIN });
    const importButtons = screen.getAllByRole('button', { name: 'Import' });
    await userEvent.upload(screen.getByLabelText('Field of study file'), csv('fos.csv'));
    const checks = screen.getAllByRole('button', { name: 'Check the files' });
    expect(checks[1]).toBeDisabled(); // no date yet
    await userEvent.type(screen.getAllByLabelText(/The file's date/)[1]!, '2026-11-30');
    await userEvent.click(checks[1]!);
    expect(await screen.findByText(/Nowhere College \(999999, 1 rows\)/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'All 5 rows are ready to import: 3 reported programmes to create, 0 to update, 0 to remove; 1 university matched (1 to link); 1 institution unmatched. Nothing has been imported yet.',
      ),
    ).toBeInTheDocument();
    const sent = api.calls[0]!;
    expect(sent.url.searchParams.get('fileDate')).toBe('2026-11-30');
    expect((sent.body as FormData).get('file')).toBeInstanceOf(File);
    await userEvent.click(importButtons[1]!);
    expect(
      await screen.findByText(
        'Imported: 3 reported programmes created, 0 updated, 0 removed; 1 university matched (1 linked); 1 institution unmatched.',
      ),
    ).toBeInTheDocument();
    expect(api.calls[1]!.url.searchParams.get('dryRun')).toBe('false');
  });

  it('says what a clean CRICOS dry run would create, update and skip', async () => {
    mockApi({
      'POST staff/catalogue/registers/cricos': () => ({
        body: {
          data: report({
            register: 'cricos',
            rows: 17,
            changes: {
              universities: { create: 1, update: 1 },
              courses: { create: 12, update: 3 },
              reportedProgrammes: { create: 0, update: 0, remove: 0 },
            },
            universities: 2,
            skippedCount: 2,
            skippedByCause: { expired: 2, noCourseType: 0 },
            unmatched: [],
            unmatchedCount: 0,
          }),
        },
      }),
    });
    renderPage(<RegisterImportScreen />, { user: TEST_ADMIN });
    await userEvent.upload(screen.getByLabelText('Courses file'), csv('c.csv'));
    await userEvent.upload(screen.getByLabelText('Institutions file'), csv('i.csv'));
    await userEvent.upload(screen.getByLabelText('Course locations file'), csv('l.csv'));
    await userEvent.type(screen.getAllByLabelText(/The file's date/)[0]!, '2026-11-30');
    await userEvent.click(screen.getAllByRole('button', { name: 'Check the files' })[0]!);
    expect(
      await screen.findByText(
        'All 17 rows are ready to import: 12 courses to create, 3 to update; 2 expired skipped; 1 university to create, 1 to update. Nothing has been imported yet.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Import' })[0]).toBeEnabled();
  });

  it('lists the rows to fix by file and line, and keeps Import off', async () => {
    mockApi({
      'POST staff/catalogue/registers/cricos': () => ({
        body: {
          data: report({
            register: 'cricos',
            errors: [
              {
                file: 'courses',
                line: 7,
                errors: {
                  'CRICOS Provider Code':
                    'Unknown institution: provider 00999X is not in the institutions file',
                },
              },
            ],
            errorCount: 1,
            unmatched: [],
            unmatchedCount: 0,
          }),
        },
      }),
    });
    renderPage(<RegisterImportScreen />, { user: TEST_ADMIN });
    await userEvent.upload(screen.getByLabelText('Courses file'), csv('c.csv'));
    await userEvent.upload(screen.getByLabelText('Institutions file'), csv('i.csv'));
    await userEvent.upload(screen.getByLabelText('Course locations file'), csv('l.csv'));
    await userEvent.type(screen.getAllByLabelText(/The file's date/)[0]!, '2026-11-30');
    await userEvent.click(screen.getAllByRole('button', { name: 'Check the files' })[0]!);
    await waitFor(() =>
      expect(screen.getByTestId('register-errors')).toHaveTextContent('Unknown institution: provider 00999X'),
    );
    expect(screen.getAllByRole('button', { name: 'Import' })[0]).toBeDisabled();
  });
});
