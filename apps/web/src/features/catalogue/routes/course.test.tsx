import { CATALOGUE_TEXTS } from '@edupath/contract/catalogue-constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format';
import { makeApplication } from '../../../test/fixtures/applications';
import { daysFromToday } from '../../../test/fixtures/catalogue';
import { courseDetail, coursePageApi } from '../../../test/fixtures/course-page';
import { TEST_STUDENT } from '../../../test/fixtures/users';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import CourseRoute from './course';

// The sign-in journeys there and back are in src/app/apply-after-sign-in.test.tsx.
describe('Course page: the way to apply (docs/catalogue.md#course-page)', () => {
  it("offers a visitor 'Log in to apply' and 'Create an account', both coming back to apply", async () => {
    mockApi(coursePageApi(courseDetail(5)));
    renderPage(<CourseRoute />, { route: '/courses/:courseId', path: '/courses/5', user: null });
    const next = encodeURIComponent('/courses/5?apply=1');
    expect(await screen.findByRole('link', { name: 'Log in to apply' })).toHaveAttribute(
      'href',
      `/login?next=${next}`,
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/signup?next=${next}`,
    );
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
  });

  // A closed intake is no dead end: the same intake a year later is open (docs/applications-and-timeline.md#applying).
  const closedIntake = {
    intake: 'January',
    applicationDeadline: daysFromToday(-10),
    intakeStart: daysFromToday(50),
  };
  const nextYear = (day: string) => `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;

  it('offers a visitor the way to apply to the next intake once the current one has closed', async () => {
    mockApi(coursePageApi(courseDetail(5, closedIntake)));
    renderPage(<CourseRoute />, { route: '/courses/:courseId', path: '/courses/5', user: null });
    expect(await screen.findByTestId('intake-closed')).toHaveTextContent(
      `Next intake: January ${nextYear(closedIntake.intakeStart).slice(0, 4)}`,
    );
    expect(screen.getByRole('link', { name: 'Log in to apply' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('lets a student apply to the next intake of a closed course: the question names it and the request carries it', async () => {
    const api = mockApi({
      ...coursePageApi(courseDetail(5, closedIntake)),
      'POST admission': () => ({
        body: { message: 'Application submitted successfully', data: makeApplication() },
      }),
    });
    const user = userEvent.setup();
    renderPage(<CourseRoute />, { route: '/courses/:courseId', path: '/courses/5', user: TEST_STUDENT });
    await screen.findByTestId('intake-closed');
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
    const dialog = await screen.findByRole('alertdialog');
    const label = `January ${nextYear(closedIntake.intakeStart).slice(0, 4)}`;
    expect(dialog).toHaveTextContent(CATALOGUE_TEXTS.applyConfirm);
    expect(dialog).toHaveTextContent(`Apply for the ${label} intake`);
    expect(screen.getByTestId('confirm-detail')).toHaveTextContent(
      `You are applying for the ${label} intake. Applications for it close on ${formatDate(
        `${nextYear(closedIntake.applicationDeadline)}T00:00:00`,
      )}.`,
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Application submitted successfully')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === 'admission')).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { courseId: 5, intakeStart: nextYear(closedIntake.intakeStart) },
      }),
    ]);
  });

  it('asks a signed-in student who opens it with ?apply=1, once, and leaves the choice to them', async () => {
    const api = mockApi(coursePageApi(courseDetail(5)));
    const user = userEvent.setup();
    const { router } = renderPage(<CourseRoute />, {
      route: '/courses/:courseId',
      path: '/courses/5?apply=1',
      user: TEST_STUDENT,
    });
    expect(await screen.findByText(CATALOGUE_TEXTS.applyConfirm)).toBeInTheDocument();
    // The address no longer asks, so a reload (or Back) does not ask again.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(CATALOGUE_TEXTS.applyConfirm)).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
    expect(api.calls.filter((call) => call.path === 'admission')).toHaveLength(0);
  });
});
