import { ACCOUNT_DELETION_MESSAGES } from '@edupath/contract/account-deletion-constants';
import type { LoginResult } from '@edupath/contract/auth';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from '../../../lib/toast';
import { TEST_STUDENT } from '../../../test/fixtures/users';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import LoginRoute from './login';
import SignupRoute from './signup';

const loginApi = () =>
  mockApi({
    'GET auth/providers': () => ({ body: { data: { google: false, demo: false } } }),
    'POST auth/login': () => ({
      body: { message: 'Logged in successfully', data: { accessToken: 'token', user: TEST_STUDENT } },
    }),
  });

async function logIn(path: string) {
  const user = userEvent.setup();
  const { router } = renderPage(<LoginRoute />, { route: '/login', path, user: null });
  await user.type(screen.getByLabelText('Email'), TEST_STUDENT.email);
  await user.type(screen.getByLabelText('Password'), 'violet-harbour-42');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return router;
}

describe('Login: where it returns to (next)', () => {
  it('goes to the same-site path in next, with its query', async () => {
    loginApi();
    const router = await logIn(`/login?next=${encodeURIComponent('/courses/5?apply=1')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/5'));
    expect(router.state.location.search).toBe('?apply=1');
  });

  it.each([
    'https://evil.example/courses/5',
    '//evil.example/courses/5',
    '/\\evil.example/courses/5',
    'javascript:alert(1)',
  ])('ignores a next that leads off the site (%s) and goes home', async (next) => {
    loginApi();
    const router = await logIn(`/login?next=${encodeURIComponent(next)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it("passes a same-site next on to 'Sign up'", async () => {
    loginApi();
    renderPage(<LoginRoute />, {
      route: '/login',
      path: `/login?next=${encodeURIComponent('/courses/5?apply=1')}`,
      user: null,
    });
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      `/signup?next=${encodeURIComponent('/courses/5?apply=1')}`,
    );
  });

  it('sign-up drops a next to another site from the login it leads to', async () => {
    loginApi();
    renderPage(<SignupRoute />, {
      route: '/signup',
      path: `/signup?next=${encodeURIComponent('https://evil.example/')}`,
      user: null,
    });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});

describe('Login: what the login page was told', () => {
  it("'Account created. Please log in.' does not follow the student to the next page", async () => {
    loginApi();
    const user = userEvent.setup();
    const { router } = renderPage(<LoginRoute />, { route: '/login', path: '/login', user: null });
    toast.success('Account created. Please log in.');
    expect(await screen.findByText('Account created. Please log in.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), TEST_STUDENT.email);
    await user.type(screen.getByLabelText('Password'), 'violet-harbour-42');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    // The toast leaves with its exit animation, which jsdom never plays: end it by hand.
    await waitFor(() => {
      const shown = screen.queryByText('Account created. Please log in.')?.closest('.Toastify__toast');
      if (shown) fireEvent.animationEnd(shown);
      expect(screen.queryByText('Account created. Please log in.')).not.toBeInTheDocument();
    });
  });

  it('says so when signing in cancelled a pending deletion of the account (docs/privacy.md#deletion)', async () => {
    mockApi({
      'GET auth/providers': () => ({ body: { data: { google: false, demo: false } } }),
      'POST auth/login': () => ({
        body: {
          message: 'Logged in successfully',
          data: {
            accessToken: 'token',
            user: TEST_STUDENT,
            deletionCancelled: true,
          } satisfies LoginResult,
        },
      }),
    });
    const router = await logIn('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByText(ACCOUNT_DELETION_MESSAGES.cancelled)).toBeInTheDocument();
  });
});
