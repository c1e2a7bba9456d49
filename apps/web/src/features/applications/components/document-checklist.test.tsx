import { documentChecklistSchema } from '@edupath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeApplication } from '../../../test/fixtures/applications';
import { makeChecklist, uploadedSop } from '../../../test/fixtures/documents';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import ApplicationRoute from '../routes/application';

const route = '/applications/:applicationId';
const open = () => renderPage(<ApplicationRoute />, { path: '/applications/41', route });

describe('the documents of /applications/{id}', () => {
  it('fixtures match the contract', () => {
    expect(() => documentChecklistSchema.parse(makeChecklist({ sop: uploadedSop }))).not.toThrow();
  });

  it("names a document in lower case but keeps an abbreviation's capitals: 'Upload CV'", async () => {
    mockApi({
      'GET admission/41': () => ({ body: { data: makeApplication() } }),
      'GET admission/41/documents': () => ({ body: { data: makeChecklist() } }),
    });
    open();
    expect(
      await within(await screen.findByTestId('document-cv')).findByText('Upload CV'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('document-passport')).getByText('Upload passport')).toBeInTheDocument();
  });

  it('says what to do next, lists each document with its state and the reviewer’s note', async () => {
    mockApi({
      'GET admission/41': () => ({ body: { data: makeApplication() } }),
      'GET admission/41/documents': () => ({
        body: {
          data: makeChecklist(
            {
              sop: {
                ...uploadedSop,
                status: 'changes_requested',
                reviewNote: 'Name the course you apply to.',
                reviewedBy: { userId: 7, name: 'Priya Advisor' },
              },
              cv: { ...uploadedSop, status: 'accepted', file: { ...uploadedSop.file, fileName: 'cv.pdf' } },
            },
            { nextStep: 'Upload a new version of your SOP — due in 12 days' },
          ),
        },
      }),
    });
    open();
    expect(await screen.findByTestId('next-step')).toHaveTextContent(
      'Upload a new version of your SOP — due in 12 days',
    );
    const sop = screen.getByTestId('document-sop');
    expect(within(sop).getByText('Needs changes')).toBeInTheDocument();
    expect(within(sop).getByTestId('review-note')).toHaveTextContent(
      'Note from Priya Advisor: Name the course you apply to.',
    );
    expect(within(sop).getByRole('link', { name: 'sop.pdf' })).toHaveAttribute(
      'href',
      '/api/v1/admission/41/documents/sop/file',
    );
    expect(within(sop).getByLabelText(/Upload new version statement of purpose/)).toBeInTheDocument();
    // An accepted document offers no upload; a missing one does.
    const cv = screen.getByTestId('document-cv');
    expect(within(cv).getByText('Accepted')).toBeInTheDocument();
    expect(within(cv).queryByLabelText(/Upload|Replace/)).toBeNull();
    expect(within(screen.getByTestId('document-passport')).getByText('Missing')).toBeInTheDocument();
    // The status explained in plain words.
    expect(screen.getByTestId('status-explanation')).toHaveTextContent(
      'Your application has been received and is waiting for your advisor.',
    );
  });

  it('uploads a file for an item and shows the new state; a refusal shows beside the item', async () => {
    const api = mockApi({
      'GET admission/41': () => ({ body: { data: makeApplication() } }),
      'GET admission/41/documents': () => ({ body: { data: makeChecklist() } }),
      'POST admission/41/documents/sop': () => ({
        body: {
          data: makeChecklist(
            { sop: uploadedSop },
            { nextStep: 'Upload your first recommendation letter — due in 12 days' },
          ),
        },
      }),
      'POST admission/41/documents/passport': () => ({
        status: 415,
        body: { message: 'This file is not a PDF: its content is image/png' },
      }),
    });
    open();
    const user = userEvent.setup();
    const sop = await screen.findByTestId('document-sop');
    const file = new File(['%PDF-1.4'], 'sop.pdf', { type: 'application/pdf' });
    await user.upload(within(sop).getByLabelText(/Upload statement of purpose/), file);

    await waitFor(() =>
      expect(screen.getByTestId('next-step')).toHaveTextContent(
        'Upload your first recommendation letter — due in 12 days',
      ),
    );
    expect(within(screen.getByTestId('document-sop')).getByText('Waiting for review')).toBeInTheDocument();
    const sent = api.calls.find((c) => c.method === 'POST')!.body as FormData;
    expect((sent.get('file') as File).name).toBe('sop.pdf');

    const passport = screen.getByTestId('document-passport');
    await user.upload(within(passport).getByLabelText(/Upload passport/), file);
    expect(await within(passport).findByRole('alert')).toHaveTextContent(
      'This file is not a PDF: its content is image/png',
    );
  });

  it('shows the fallback when the checklist cannot be loaded', async () => {
    mockApi({
      'GET admission/41': () => ({ body: { data: makeApplication() } }),
      'GET admission/41/documents': () => ({ status: 500, body: {} }),
    });
    open();
    expect(
      await screen.findByText('Failed to load your documents. Please try again later.'),
    ).toBeInTheDocument();
  });
});
