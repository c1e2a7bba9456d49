import { CATALOGUE_TEXTS } from '@edupath/contract/catalogue-constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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

  it('offers a visitor neither when the intake is closed, as Apply Now is not offered then', async () => {
    mockApi(
      coursePageApi(
        courseDetail(5, { applicationDeadline: daysFromToday(-10), intakeStart: daysFromToday(50) }),
      ),
    );
    renderPage(<CourseRoute />, { route: '/courses/:courseId', path: '/courses/5', user: null });
    expect(await screen.findByTestId('intake-closed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to apply' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
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
