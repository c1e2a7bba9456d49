import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeApplication, noOutcomes } from '../../../test/fixtures/applications';
import { makeChecklist } from '../../../test/fixtures/documents';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { applicationsQueryKey } from '../api/keys';
import ApplicationRoute from './application';

/** The checklist the page asks for beside the application, and a decided one's outcome (none). */
const documents = {
  'GET admission/41/documents': () => ({ body: { data: makeChecklist() } }),
  // Not accepted: no post-offer checklist (docs/money-and-visas.md#proof-of-funds-and-visa-steps).
  'GET admission/41/post-offer': () => ({ body: { data: null } }),
  'GET outcomes': () => ({ body: { data: noOutcomes() } }),
};

const route = '/applications/:applicationId';

describe('/applications/{applicationId}', () => {
  it('shows the course, the university, the decision timeline and the additional information', async () => {
    mockApi({
      ...documents,
      'GET admission/41': () => ({
        body: {
          data: makeApplication({
            status: 'Accepted',
            remark: 'Welcome aboard',
            updatedAt: '2026-03-20T15:05:00.000Z',
          }),
        },
      }),
    });
    renderPage(<ApplicationRoute />, { path: '/applications/41', route });

    const timeline = await screen.findByTestId('application-timeline');
    expect(within(timeline).getByText('Application Submitted')).toBeInTheDocument();
    expect(within(timeline).getByText('Application Accepted')).toBeInTheDocument();
    expect(within(timeline).getAllByText(/^Mar (2|20), 2026 at \d{1,2}:\d{2} (AM|PM)$/)).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'MSc Data Science' })).toBeInTheDocument();
    expect(screen.getByText('€24,000')).toBeInTheDocument();
    expect(screen.getByText('#41')).toBeInTheDocument();
    expect(screen.getByText('Mar 20, 2026')).toBeInTheDocument();
    expect(screen.getByText('Welcome aboard')).toBeInTheDocument();
    expect(screen.getByTestId('status-badge')).toHaveAttribute('data-colour', 'green');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/applications');
  });

  it("shows the intake applied to and its deadline, not the course's current one (docs/applications-and-timeline.md#applying)", async () => {
    mockApi({
      ...documents,
      'GET admission/41': () => ({
        body: {
          data: makeApplication({
            intake: { label: 'January 2028', start: '2028-01-10', deadline: '2027-10-18' },
          }),
        },
      }),
    });
    renderPage(<ApplicationRoute />, { path: '/applications/41', route });
    const intake = (await screen.findByText('Intake')).parentElement!;
    expect(intake).toHaveTextContent('January 2028');
    expect(screen.getByText('Application deadline').parentElement).toHaveTextContent('Oct 18, 2027');
  });

  it("shows Under Review as itself, with the advisor's note, in the badge, the status card and the timeline", async () => {
    mockApi({
      ...documents,
      'GET admission/41': () => ({
        body: {
          data: makeApplication({
            status: 'Under Review',
            remark: 'Please upload your IELTS certificate.',
            updatedAt: '2026-03-20T15:05:00.000Z',
          }),
        },
      }),
    });
    renderPage(<ApplicationRoute />, { path: '/applications/41', route });

    const badge = await screen.findByTestId('status-badge');
    expect(badge).toHaveTextContent('Under Review');
    expect(badge).toHaveAttribute('data-colour', 'yellow');
    expect(screen.getByRole('heading', { name: 'Status: Under Review' })).toBeInTheDocument();
    expect(screen.getByTestId('status-explanation')).toHaveTextContent(
      'Your advisor is reviewing your application and documents.',
    );
    expect(screen.getByTestId('advisor-note')).toHaveTextContent(
      'Note from your advisor: Please upload your IELTS certificate.',
    );
    const timeline = screen.getByTestId('application-timeline');
    expect(within(timeline).getByText('Application Under Review')).toBeInTheDocument();
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(2);
    // Under Review can still be withdrawn.
    expect(screen.getByRole('button', { name: 'Withdraw application' })).toBeInTheDocument();
  });

  it("takes the new status and the advisor's note in place when the status notification arrives", async () => {
    let current = makeApplication();
    mockApi({ ...documents, 'GET admission/41': () => ({ body: { data: current } }) });
    const { queryClient } = renderPage(<ApplicationRoute />, { path: '/applications/41', route });
    expect(await screen.findByTestId('status-badge')).toHaveTextContent('Pending');
    expect(screen.queryByTestId('advisor-note')).not.toBeInTheDocument();

    current = makeApplication({ status: 'Under Review', remark: 'Please upload your IELTS certificate.' });
    // An application.status notification refreshes the applications' root (app/notification-refreshes.ts,
    // tested in app/realtime-provider.test.tsx); the note comes in the same answer as the status.
    await act(() => queryClient.invalidateQueries({ queryKey: applicationsQueryKey }));
    expect(await screen.findByTestId('advisor-note')).toHaveTextContent(
      'Please upload your IELTS certificate.',
    );
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Under Review');
  });

  it('shows only the submission while the application is pending', async () => {
    mockApi({
      ...documents,
      'GET admission/41': () => ({ body: { data: makeApplication() } }),
    });
    renderPage(<ApplicationRoute />, { path: '/applications/41', route });
    const timeline = await screen.findByTestId('application-timeline');
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByTestId('status-badge')).toHaveAttribute('data-colour', 'yellow');
  });

  it('shows the not-found state for a 404 and for an id that is not a number', async () => {
    mockApi({
      ...documents,
      'GET admission/99': () => ({ status: 404, body: { message: 'Application not found' } }),
    });
    const { unmount } = renderPage(<ApplicationRoute />, { path: '/applications/99', route });
    expect(await screen.findByRole('heading', { name: 'Application not found' })).toBeInTheDocument();
    expect(
      screen.getByText("The application you're looking for doesn't exist or has been removed"),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Applications' })).toHaveAttribute(
      'href',
      '/applications',
    );
    unmount();

    renderPage(<ApplicationRoute />, { path: '/applications/abc', route });
    expect(screen.getByRole('heading', { name: 'Application not found' })).toBeInTheDocument();
  });

  it('shows the error fallback for any other failure', async () => {
    mockApi({
      ...documents,
      'GET admission/41': () => ({ status: 403, body: { message: 'Forbidden' } }),
    });
    renderPage(<ApplicationRoute />, { path: '/applications/41', route });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load application details. Please try again later.',
    );
  });

  it('shows the error fallback for a server failure without a message', async () => {
    mockApi({
      ...documents,
      'GET admission/41': () => ({ status: 500, body: { success: false } }),
    });
    renderPage(<ApplicationRoute />, { path: '/applications/41', route });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to load application details\. Please try again later\.$/,
    );
    expect(screen.queryByText(/Request failed/)).toBeNull();
  });
});
