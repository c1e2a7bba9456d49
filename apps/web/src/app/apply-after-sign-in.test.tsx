import { CATALOGUE_TEXTS } from '@edupath/contract/catalogue-constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import LoginRoute from '../features/auth/routes/login';
import SignupRoute from '../features/auth/routes/signup';
import CourseRoute from '../features/catalogue/routes/course';
import { paths } from '../lib/paths';
import { courseDetail, coursePageApi, loginAnswer } from '../test/fixtures/course-page';
import { TEST_STUDENT } from '../test/fixtures/users';
import { mockApi } from '../test/mock-api';
import { renderPage } from '../test/render-page';

/** A visitor on course 5, with the sign-in pages beside it. */
const openCourseAsVisitor = () =>
  renderPage(<CourseRoute />, {
    route: '/courses/:courseId',
    path: '/courses/5',
    user: null,
    routes: [
      { path: paths.login, element: <LoginRoute /> },
      { path: paths.signup, element: <SignupRoute /> },
    ],
  });

// A visitor's course page leads to sign-in and back, to apply (docs/catalogue.md#course-page).
describe('Applying from a course page as a visitor', () => {
  it('logging in from the course comes back to it and asks to apply', async () => {
    const api = mockApi({ ...coursePageApi(courseDetail(5)), 'POST auth/login': loginAnswer(TEST_STUDENT) });
    const user = userEvent.setup();
    const { router } = openCourseAsVisitor();
    await user.click(await screen.findByRole('link', { name: 'Log in to apply' }));
    await user.type(await screen.findByLabelText('Email'), TEST_STUDENT.email);
    await user.type(screen.getByLabelText('Password'), 'violet-harbour-42');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(CATALOGUE_TEXTS.applyConfirm)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/courses/5');
    // Only asked: nothing is sent until the student says Apply.
    expect(api.calls.filter((call) => call.path === 'admission')).toHaveLength(0);
  });

  it('signing up from the course leads to a login that still comes back to apply', async () => {
    mockApi({
      ...coursePageApi(courseDetail(5)),
      'POST auth/signup': () => ({ status: 201, body: { message: 'Account created. Please log in.' } }),
      'POST auth/login': loginAnswer(TEST_STUDENT),
    });
    const user = userEvent.setup();
    const { router } = openCourseAsVisitor();
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await user.type(await screen.findByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), TEST_STUDENT.email);
    await user.type(screen.getByLabelText('Password'), 'violet-harbour-42');
    await user.type(screen.getByLabelText('Confirm password'), 'violet-harbour-42');
    await user.click(screen.getByLabelText('I am 18 or older'));
    await user.click(
      screen.getByLabelText('I agree to EduPath using my data as above to provide the service (required)'),
    );
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    // The login page, not the sign-up form it replaces (both have an Email field).
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(router.state.location.pathname).toBe(paths.login);
    await user.type(screen.getByLabelText('Email'), TEST_STUDENT.email);
    await user.type(screen.getByLabelText('Password'), 'violet-harbour-42');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(CATALOGUE_TEXTS.applyConfirm)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/courses/5');
  });
});
