import { ACCOUNT_DELETION_MESSAGES } from '@edupath/contract/account-deletion-constants';
import {
  GOOGLE_DELETION_CANCELLED_PARAM,
  GOOGLE_LANDING_PATH,
  GOOGLE_SIGNIN_ERRORS,
  GOOGLE_START_PATH,
} from '@edupath/contract/google-signin';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStorage } from '../../../lib/auth-storage';
import { paths } from '../../../lib/paths';
import { TEST_STUDENT } from '../../../test/fixtures/users';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import GoogleLandingRoute from './google-landing';
import LoginRoute from './login';
import SignupRoute from './signup';

const providers = (google: boolean) => ({
  'GET auth/providers': () => ({ body: { data: { google, demo: false } } }),
});

describe('Continue with Google', () => {
  it.each([
    ['login', <LoginRoute key="login" />],
    ['signup', <SignupRoute key="signup" />],
  ])('shows the button on %s when the server offers Google, as a link to the start', async (_name, page) => {
    mockApi(providers(true));
    renderPage(page, { user: null });
    const link = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(link).toHaveAttribute('href', GOOGLE_START_PATH);
  });

  it.each([
    ['login', <LoginRoute key="login" />],
    ['signup', <SignupRoute key="signup" />],
  ])('shows no Google button on %s when the server does not offer it', async (_name, page) => {
    const api = mockApi(providers(false));
    renderPage(page, { user: null });
    await waitFor(() => expect(api.calls.some((call) => call.path === 'auth/providers')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText(/Google/)).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it.each(Object.entries(GOOGLE_SIGNIN_ERRORS))('shows the refusal %s on /login', async (code, message) => {
    mockApi(providers(true));
    renderPage(<LoginRoute />, { user: null, path: `/login?google=${code}`, route: '/login' });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows nothing for an unknown reason, so a link cannot put words on the page', async () => {
    mockApi(providers(true));
    renderPage(<LoginRoute />, { user: null, path: '/login?google=Your+account+is+locked', route: '/login' });
    await screen.findByRole('link', { name: 'Continue with Google' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lands where the server sends a successful sign-in', () => {
    expect(paths.googleLanding).toBe(GOOGLE_LANDING_PATH);
  });

  it('adopts the session the cookie holds, keeps it like a login, and goes home', async () => {
    const recorded = { service: true, emails: false, statistics: false, marketing: false };
    mockApi({
      'POST auth/session': () => ({ body: { data: { accessToken: 'cookie-token', user: TEST_STUDENT } } }),
      'GET account/consents': () => ({ body: { data: { choices: recorded, history: [] } } }),
    });
    renderPage(<GoogleLandingRoute />, {
      user: null,
      path: '/login/google',
      route: '/login/google',
      routes: [{ path: '/home', element: <p>Home page</p> }],
    });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(authStorage.get()).toMatchObject({ accessToken: 'cookie-token', isAuthenticated: true });
    expect(authStorage.get().user?.userId).toBe(TEST_STUDENT.userId);
  });

  it('says so when the sign-in cancelled a pending deletion of the account (docs/privacy.md#deletion)', async () => {
    const recorded = { service: true, emails: false, statistics: false, marketing: false };
    mockApi({
      'POST auth/session': () => ({ body: { data: { accessToken: 'cookie-token', user: TEST_STUDENT } } }),
      'GET account/consents': () => ({ body: { data: { choices: recorded, history: [] } } }),
    });
    renderPage(<GoogleLandingRoute />, {
      user: null,
      path: `/login/google?${GOOGLE_DELETION_CANCELLED_PARAM}=1`,
      route: '/login/google',
      routes: [{ path: '/home', element: <p>Home page</p> }],
    });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(await screen.findByText(ACCOUNT_DELETION_MESSAGES.cancelled)).toBeInTheDocument();
  });

  it('a first sign-in (no choices recorded) reads the notice first (docs/accounts.md#consent)', async () => {
    const none = { service: null, emails: null, statistics: null, marketing: null };
    mockApi({
      'POST auth/session': () => ({ body: { data: { accessToken: 'cookie-token', user: TEST_STUDENT } } }),
      'GET account/consents': () => ({ body: { data: { choices: none, history: [] } } }),
    });
    const { router } = renderPage(<GoogleLandingRoute />, {
      user: null,
      path: '/login/google',
      route: '/login/google',
      routes: [{ path: '/welcome/privacy', element: <p>The notice</p> }],
    });
    expect(await screen.findByText('The notice')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome/privacy');
  });

  it('sends the browser back to /login with a message when there is no session to adopt', async () => {
    mockApi({ 'POST auth/session': () => ({ status: 401, body: { message: 'Please log in to continue' } }) });
    const { router } = renderPage(<GoogleLandingRoute />, {
      user: null,
      path: '/login/google',
      route: '/login/google',
    });
    await waitFor(() => expect(router.state.location.search).toBe('?google=failed'));
    expect(router.state.location.pathname).toBe('/login');
    expect(authStorage.get().isAuthenticated).toBe(false);
  });
});
