import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { makeApplication, noOutcomes as noOutcomesAnswer } from '../../../test/fixtures/applications';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { retryUnlessClientError } from '../api/get-applications';
import ApplicationsRoute from './applications';

// The page's 'My outcomes' section: none yet (docs/fit-and-chances.md#outcomes).
const noOutcomes = {
  'GET outcomes': () => ({ body: { data: noOutcomesAnswer() } }),
};

describe('/applications', () => {
  it('shows one card per application with its status colour, date and details link', async () => {
    mockApi({
      ...noOutcomes,
      'GET deadlines': () => ({
        body: {
          data: [
            {
              courseId: 5,
              courseName: 'MSc Data Science',
              universityName: 'Technical University of Munich',
              deadline: '2027-01-15',
              daysLeft: 12,
              intakeLabel: 'September 2027',
              currentIntake: true,
              shortlisted: false,
              admissionApplicationId: 2,
            },
          ],
        },
      }),
      'GET admission': () => ({
        body: {
          data: [
            makeApplication({ admissionApplicationId: 2, status: 'Accepted' }),
            makeApplication({
              admissionApplicationId: 1,
              status: 'Rejected',
              CourseModel: { ...makeApplication().CourseModel, courseName: 'BSc Physics' },
            }),
          ],
        },
      }),
    });
    renderPage(<ApplicationsRoute />);

    const cards = await screen.findAllByTestId('application-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'MSc Data Science' })).toBeInTheDocument();
    expect(first.getByText('Postgraduate · 2 years')).toBeInTheDocument();
    expect(first.getByText('Technical University of Munich')).toBeInTheDocument();
    expect(first.getByText('Munich, Germany')).toBeInTheDocument();
    expect(first.getByText('Engineering')).toBeInTheDocument();
    expect(first.getByText('Applied on Mar 2, 2026')).toBeInTheDocument();
    expect(first.getByTestId('status-badge')).toHaveAttribute('data-colour', 'green');
    // Accepted: the decision instead of the deadline's countdown (docs/planning.md#deadlines-and-reminders).
    expect(first.getByTestId('decision')).toHaveTextContent('Decision: Accepted, no deadline to meet');
    expect(first.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/applications/2');
    expect(within(cards[1]!).getByTestId('status-badge')).toHaveAttribute('data-colour', 'red');
    expect(screen.getByRole('heading', { name: 'My Applications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Timeline' })).toHaveAttribute('href', '/timeline');
    expect(screen.getByRole('link', { name: 'Communities' })).toHaveAttribute('href', '/communities');
  });

  it("shows Under Review as itself, with the advisor's note, and no note where the change had none", async () => {
    mockApi({
      ...noOutcomes,
      'GET deadlines': () => ({ body: { data: [] } }),
      'GET admission': () => ({
        body: {
          data: [
            makeApplication({
              admissionApplicationId: 2,
              status: 'Under Review',
              remark: 'Please upload your IELTS certificate.',
            }),
            makeApplication({ admissionApplicationId: 1, status: 'Pending' }),
          ],
        },
      }),
    });
    renderPage(<ApplicationsRoute />);

    const cards = await screen.findAllByTestId('application-card');
    const reviewed = within(cards[0]!);
    expect(reviewed.getByTestId('status-badge')).toHaveTextContent('Under Review');
    // The 'otherwise' colour: only Accepted, Rejected and Withdrawn have their own.
    expect(reviewed.getByTestId('status-badge')).toHaveAttribute('data-colour', 'yellow');
    expect(reviewed.getByTestId('status-meaning')).toHaveTextContent(
      'Your advisor is reviewing your application and documents.',
    );
    expect(reviewed.getByTestId('advisor-note')).toHaveTextContent(
      'Note from your advisor: Please upload your IELTS certificate.',
    );
    const pending = within(cards[1]!);
    expect(pending.getByTestId('status-badge')).toHaveTextContent('Pending');
    expect(pending.queryByTestId('advisor-note')).not.toBeInTheDocument();
  });

  it('counts down the deadline of an undecided application only: Accepted and Rejected show their decision', async () => {
    // Even when the deadlines were loaded before the decision came in (docs/planning.md#deadlines-and-reminders).
    const deadline = (courseId: number, admissionApplicationId: number) => ({
      courseId,
      courseName: `Course ${courseId}`,
      universityName: 'Technical University of Munich',
      deadline: '2027-01-15',
      daysLeft: 85,
      intakeLabel: 'September 2027',
      currentIntake: true,
      shortlisted: false,
      admissionApplicationId,
    });
    const application = (
      admissionApplicationId: number,
      courseId: number,
      status: 'Pending' | 'Accepted' | 'Rejected',
    ) =>
      makeApplication({
        admissionApplicationId,
        status,
        CourseModel: { ...makeApplication().CourseModel, courseId, courseName: `Course ${courseId}` },
      });
    mockApi({
      ...noOutcomes,
      'GET deadlines': () => ({ body: { data: [deadline(5, 1), deadline(6, 2), deadline(7, 3)] } }),
      'GET admission': () => ({
        body: {
          data: [application(1, 5, 'Pending'), application(2, 6, 'Accepted'), application(3, 7, 'Rejected')],
        },
      }),
    });
    renderPage(<ApplicationsRoute />);

    const cards = await screen.findAllByTestId('application-card');
    const [pending, accepted, rejected] = cards.map((card) => within(card));
    expect(await pending!.findByTestId('deadline')).toHaveTextContent('85 days left');
    expect(pending!.queryByTestId('decision')).not.toBeInTheDocument();
    expect(accepted!.queryByTestId('deadline')).not.toBeInTheDocument();
    expect(accepted!.getByTestId('decision')).toHaveTextContent('Decision: Accepted, no deadline to meet');
    expect(rejected!.queryByTestId('deadline')).not.toBeInTheDocument();
    expect(rejected!.getByTestId('decision')).toHaveTextContent('Decision: Rejected, no deadline to meet');
    expect(screen.queryByText(/days left/)).toHaveTextContent('85 days left');
  });

  it('shows the empty state', async () => {
    mockApi({
      ...noOutcomes,
      'GET deadlines': () => ({ body: { data: [] } }),
      'GET admission': () => ({ body: { data: [] } }),
    });
    renderPage(<ApplicationsRoute />);
    expect(await screen.findByText('No applications found')).toBeInTheDocument();
    expect(screen.getByText("You haven't applied to any courses yet.")).toBeInTheDocument();
  });

  it("shows the server's message when loading fails", async () => {
    mockApi({
      ...noOutcomes,
      'GET deadlines': () => ({ body: { data: [] } }),
      'GET admission': () => ({ status: 403, body: { message: 'You do not have permission to do that' } }),
    });
    renderPage(<ApplicationsRoute />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do that');
  });

  it("shows 'Failed to load applications. Please try again later.' for a 500 without a message", async () => {
    mockApi({
      ...noOutcomes,
      'GET deadlines': () => ({ body: { data: [] } }),
      'GET admission': () => ({ status: 500, body: { success: false } }),
    });
    renderPage(<ApplicationsRoute />);
    // Two retries come first (about 3 s of back-off).
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Failed to load applications. Please try again later.',
    );
  }, 15_000);

  it('retries twice, and never a client error', () => {
    const serverError = Object.assign(new Error('boom'), { status: 500 });
    expect([0, 1, 2].map((failures) => retryUnlessClientError(failures, serverError))).toEqual([
      true,
      true,
      false,
    ]);
    expect(retryUnlessClientError(0, new ApiError(404, 'Application not found'))).toBe(false);
    expect(retryUnlessClientError(0, new ApiError(503, 'Unavailable'))).toBe(true);
  });
});
