import type { StaffApplicationDetail } from '@edupath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyProfile, staffApplicationDetail, TEST_ADVISOR } from '../../../../test/fixtures/console';
import { makeChecklist } from '../../../../test/fixtures/documents';
import { mockApi } from '../../../../test/mock-api';
import { renderPage } from '../../../../test/render-page';
import ApplicationRoute from './application';

/** The checklist the page asks for beside the application. */
const documents = {
  'GET staff/applications/41/documents': () => ({ body: { data: makeChecklist() } }),
  'GET staff/applications/41/post-offer': () => ({ body: { data: null } }),
};

const route = '/admin/applications/:applicationId';
const open = () =>
  renderPage(<ApplicationRoute />, { route, path: '/admin/applications/41', user: TEST_ADVISOR });

const underReview = (remark: string | null): StaffApplicationDetail => {
  const pending = staffApplicationDetail();
  return {
    ...pending,
    status: 'Under Review',
    remark,
    updatedAt: '2026-03-05T11:00:00.000Z',
    history: [
      ...pending.history,
      {
        historyId: 2,
        fromStatus: 'Pending',
        toStatus: 'Under Review',
        remark,
        changedBy: { userId: TEST_ADVISOR.userId, name: TEST_ADVISOR.name },
        createdAt: '2026-03-05T11:00:00.000Z',
      },
    ],
  };
};

describe('/admin/applications/{id}', () => {
  it('offers no move for a withdrawn application, and says why', async () => {
    mockApi({
      ...documents,
      'GET staff/applications/41': () => ({
        body: { data: { ...staffApplicationDetail(), status: 'Withdrawn' } },
      }),
    });
    open();
    expect(
      await screen.findByText('The student withdrew this application; it cannot change any more'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('status-pill').map((p) => p.textContent)).toContain('Withdrawn');
  });

  it('shows the student’s whole profile, the course and the history', async () => {
    mockApi({
      ...documents,
      'GET staff/applications/41': () => ({ body: { data: staffApplicationDetail() } }),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Asha Rao · MSc Data Science' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Asha Rao' })).toHaveAttribute(
      'src',
      expect.stringContaining('uploads/asha.webp'),
    );
    expect(screen.getByText('Delhi Public School')).toBeInTheDocument();
    expect(screen.getByText('BSc Statistics · Undergraduate')).toBeInTheDocument();
    expect(screen.getByText('Analyst, Infosys')).toBeInTheDocument();
    expect(screen.getByText('7.5 / 9')).toBeInTheDocument();
    expect(screen.getByText('Technical University of Munich, Munich, Germany')).toBeInTheDocument();
    expect(screen.getByText('€24,000')).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Status history' });
    expect(within(history).getByText('Submitted as')).toBeInTheDocument();
    expect(within(history).getByText(/^Asha Rao · /)).toBeInTheDocument();
  });

  it('says what the student has not filled in yet', async () => {
    mockApi({
      ...documents,
      'GET staff/applications/41': () => ({
        body: { data: staffApplicationDetail({ profile: emptyProfile() }) },
      }),
    });
    open();
    expect(
      await screen.findByText('The student has not filled in their basic details yet.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No test scores added.')).toBeInTheDocument();
  });

  it('offers only the moves the workflow allows, confirms, and shows the new status and history', async () => {
    const api = mockApi({
      ...documents,
      'GET staff/applications/41': () => ({ body: { data: staffApplicationDetail() } }),
      'PATCH staff/applications/41/status': () => ({
        body: { data: underReview('We are checking your documents'), message: 'Application status updated' },
      }),
    });
    open();
    const moves = await screen.findByRole('group', { name: 'Move to' });
    expect(
      within(moves)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['Under Review', 'Rejected']);

    await userEvent.click(within(moves).getByRole('radio', { name: 'Under Review' }));
    await userEvent.type(
      screen.getByLabelText('Note to the student (optional)'),
      'We are checking your documents',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      "Move Asha Rao's application from Pending to Under Review? They will be notified with your note.",
    );
    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Under Review' }));

    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        status: 'Under Review',
        remark: 'We are checking your documents',
      }),
    );
    expect(await screen.findByText('Status changed to Under Review')).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Status history' });
    expect(within(history).getAllByTestId('history-entry')).toHaveLength(2);
    expect(within(history).getByText('“We are checking your documents”')).toBeInTheDocument();
    expect(within(history).getByText(/^Meera Iyer · /)).toBeInTheDocument();
    // From Under Review the workflow allows a decision or a step back.
    expect(
      within(screen.getByRole('group', { name: 'Move to' }))
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['Accepted', 'Rejected', 'Pending']);
    expect(screen.getByLabelText('Note to the student (optional)')).toHaveValue('');
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const api = mockApi({
      ...documents,
      'GET staff/applications/41': () => ({ body: { data: staffApplicationDetail() } }),
    });
    open();
    await userEvent.click(await screen.findByRole('radio', { name: 'Rejected' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Only the page's loads (the application and its documents): nothing was sent.
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('shows the server’s refusal when someone else moved the application first (409)', async () => {
    mockApi({
      ...documents,
      'GET staff/applications/41': () => ({ body: { data: staffApplicationDetail() } }),
      'PATCH staff/applications/41/status': () => ({
        status: 409,
        body: {
          message: 'An application that is Accepted cannot move to Rejected: it can go to Under Review',
        },
      }),
    });
    open();
    await userEvent.click(await screen.findByRole('radio', { name: 'Rejected' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Move to Rejected' }),
    );
    expect(await screen.findByText(/cannot move to Rejected/)).toHaveAttribute('role', 'alert');
  });

  it('asks for a status before anything else', async () => {
    const api = mockApi({
      ...documents,
      'GET staff/applications/41': () => ({ body: { data: staffApplicationDetail() } }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Change status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose the new status.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('says so for an application that is not there (or not this advisor’s)', async () => {
    mockApi({
      ...documents,
      'GET staff/applications/41': () => ({ status: 404, body: { message: 'Application not found' } }),
    });
    open();
    expect(await screen.findByText('Application not found.')).toBeInTheDocument();
  });
});
