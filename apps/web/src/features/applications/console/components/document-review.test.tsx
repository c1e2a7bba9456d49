import { DOCUMENT_MESSAGES } from '@edupath/contract/documents-constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { staffApplicationDetail, TEST_ADVISOR } from '../../../../test/fixtures/console';
import { makeChecklist, uploadedSop } from '../../../../test/fixtures/documents';
import { mockApi } from '../../../../test/mock-api';
import { renderPage } from '../../../../test/render-page';
import ApplicationRoute from '../routes/application';

/** Stands in for the app's one Socket.IO client, so a test can push server events. */
const fake = await vi.hoisted(async () => {
  const { fakeSocket } = await import('../../../../test/fake-socket');
  return { socket: fakeSocket() };
});
vi.mock('../../../../lib/realtime', () => ({ useRealtimeSocket: () => fake.socket }));

const route = '/admin/applications/:applicationId';
const open = () =>
  renderPage(<ApplicationRoute />, { route, path: '/admin/applications/41', user: TEST_ADVISOR });

describe('reviewing documents on /admin/applications/{id}', () => {
  it('accepts a document and asks for changes with a note', async () => {
    const api = mockApi({
      'GET staff/applications/41': () => ({ body: { data: staffApplicationDetail() } }),
      'GET staff/applications/41/documents': () => ({
        body: { data: makeChecklist({ sop: uploadedSop, cv: uploadedSop }) },
      }),
      'PATCH staff/applications/41/documents/sop': (request) => {
        const body = request.body as { decision: string; note: string | null };
        if (body.decision === 'changes_requested' && !body.note)
          return {
            status: 400,
            body: { message: 'Invalid input', errors: { note: DOCUMENT_MESSAGES.noteRequired } },
          };
        return {
          body: {
            data: makeChecklist({
              sop: { ...uploadedSop, status: 'changes_requested', reviewNote: body.note },
              cv: uploadedSop,
            }),
          },
        };
      },
      'PATCH staff/applications/41/documents/cv': () => ({
        body: { data: makeChecklist({ sop: uploadedSop, cv: { ...uploadedSop, status: 'accepted' } }) },
      }),
    });
    open();
    const user = userEvent.setup();

    const cv = await screen.findByTestId('review-cv');
    expect(within(cv).getByRole('link', { name: 'Open sop.pdf' })).toHaveAttribute(
      'href',
      '/api/v1/staff/applications/41/documents/cv/file',
    );
    // A missing document has nothing to review.
    expect(within(screen.getByTestId('review-passport')).queryByRole('button')).toBeNull();

    await user.click(within(cv).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('review-cv')).getByText('Accepted')).toBeInTheDocument(),
    );
    expect(within(screen.getByTestId('review-cv')).queryByRole('button', { name: 'Accept' })).toBeNull();

    const sop = screen.getByTestId('review-sop');
    await user.click(within(sop).getByRole('button', { name: 'Ask for changes' }));
    await user.click(within(sop).getByRole('button', { name: 'Send to the student' }));
    expect(await within(sop).findByText(DOCUMENT_MESSAGES.noteRequired)).toBeInTheDocument();

    await user.type(within(sop).getByLabelText(/What should change/), 'Name the course you apply to.');
    await user.click(within(sop).getByRole('button', { name: 'Send to the student' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('review-sop')).getByText('Needs changes')).toBeInTheDocument(),
    );
    expect(screen.getByText('Note: Name the course you apply to.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.body])).toEqual([
      ['staff/applications/41/documents/cv', { decision: 'accepted', note: null }],
      ['staff/applications/41/documents/sop', { decision: 'changes_requested', note: null }],
      [
        'staff/applications/41/documents/sop',
        { decision: 'changes_requested', note: 'Name the course you apply to.' },
      ],
    ]);
  });

  it('fetches the documents again when the student uploads one, and only for this application', async () => {
    let uploaded = false;
    const api = mockApi({
      'GET staff/applications/41': () => ({ body: { data: staffApplicationDetail() } }),
      'GET staff/applications/41/documents': () => ({
        body: { data: makeChecklist(uploaded ? { sop: uploadedSop } : {}) },
      }),
    });
    open();
    const sop = await screen.findByTestId('review-sop');
    expect(within(sop).queryByRole('button', { name: 'Accept' })).toBeNull();
    const reads = () => api.calls.filter((c) => c.path === 'staff/applications/41/documents').length;
    expect(reads()).toBe(1);

    act(() => fake.socket.fire('applicationDocumentsChanged', { admissionApplicationId: 99, kind: 'sop' }));
    uploaded = true;
    act(() => fake.socket.fire('applicationDocumentsChanged', { admissionApplicationId: 41, kind: 'sop' }));
    expect(
      await within(await screen.findByTestId('review-sop')).findByRole('button', { name: 'Accept' }),
    ).toBeInTheDocument();
    expect(reads()).toBe(2);
  });
});
