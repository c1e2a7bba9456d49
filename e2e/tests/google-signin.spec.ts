import type { Page } from '@playwright/test';
import {
  passThroughProvider,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '../../apps/server/src/test/oidc-provider';
import { createStudent, DEMO, expect, test, tickAdult, uniqueEmail } from '../fixtures';

/**
 * "Continue with Google" against a real OpenID provider (oidc-provider) on loopback, standing in
 * for accounts.google.com: the server under test points GOOGLE_ISSUER_URL at it
 * (playwright.config.ts, whose port and client these must match).
 */
const appPort = Number(process.env.E2E_PORT ?? 4300);
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? appPort + 2000);
const client = { clientId: 'edupath-e2e', clientSecret: 'e2e-google-client-secret' };

// One provider on one port: every journey of this file runs in one worker, in order.
test.describe.configure({ mode: 'default' });

let idp: TestIdentityProvider;
test.beforeAll(async () => {
  idp = await startTestIdentityProvider({
    port: oidcPort,
    ...client,
    redirectUris: [`http://127.0.0.1:${appPort}/api/v1/auth/google/callback`],
  });
});
test.afterAll(async () => {
  await idp?.close();
});

const subject = () => `google-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** From /login (or /signup) through the provider's sign-in page as `sub`, or cancelling there. */
async function continueWithGoogle(page: Page, sub: string | 'cancel', from = '/login') {
  await page.goto(from);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the test provider' })).toBeVisible();
  if (sub === 'cancel') {
    await page.getByRole('link', { name: 'Cancel' }).click();
    return;
  }
  await page.getByLabel('Login').fill(sub);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null')?.user ?? null);

async function expectSignedOut(page: Page) {
  expect(await storedUser(page)).toBeNull();
  expect((await page.request.get('/api/v1/auth/me')).status()).toBe(401);
}

async function expectRefusedWith(page: Page, message: string) {
  await expect(page).toHaveURL(/\/login\?google=/);
  await expect(page.getByRole('alert')).toHaveText(message);
  await expectSignedOut(page);
}

/**
 * An account with no recorded choices (a first Google sign-in, or one older than the notice) reads
 * the sign-up notice and makes its choices before going on (docs/accounts.md#consent).
 */
async function acceptNotice(page: Page) {
  await expect(page).toHaveURL(/\/welcome\/privacy$/);
  const notice = page.getByTestId('consent-notice');
  await expect(notice.getByText('Who sees it')).toBeVisible();
  for (const box of await notice.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('To create an account, agree to EduPath using your data to provide the service'),
  ).toBeVisible();
  await tickAdult(page);
  await page
    .getByLabel('I agree to EduPath using my data as above to provide the service (required)')
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

test('a first Google sign-in creates a student account, and the next one signs into it', async ({ page }) => {
  const sub = subject();
  const email = uniqueEmail('google');
  idp.accounts.set(sub, { email, email_verified: true, name: 'Kavya Menon' });

  await continueWithGoogle(page, sub, '/signup');
  await acceptNotice(page);
  await expect(page.getByTestId('greeting')).toHaveText(`Hi, ${email}`);
  const consents = (await (await page.request.get('/api/v1/account/consents')).json()).data;
  expect(consents.choices).toEqual({ service: true, emails: false, statistics: false, marketing: false });
  expect(new Set(consents.history.map((event: { channel: string }) => event.channel))).toEqual(
    new Set(['googleSignIn']),
  );
  const user = await storedUser(page);
  expect(user).toMatchObject({ email, name: 'Kavya Menon', role: 'student' });
  const me = await page.request.get('/api/v1/auth/me');
  expect((await me.json()).data.userId).toBe(user.userId);

  // The session survives a reload, like a password login's.
  await page.reload();
  await expect(page.getByTestId('greeting')).toHaveText(`Hi, ${email}`);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/intro$/);

  // The provider still knows this browser, as Google does, so it sends it straight back.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('greeting')).toHaveText(`Hi, ${email}`);
  expect((await storedUser(page)).userId).toBe(user.userId);
});

test('Google sign-in with the email of an existing account signs into that account', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, 'Arjun Password');
  const sub = subject();
  idp.accounts.set(sub, { email: student.email, email_verified: true, name: 'Arjun Google' });

  await continueWithGoogle(page, sub);
  // An account made over the API records no choices: it reads the notice on this sign-in.
  await acceptNotice(page);
  expect(await storedUser(page)).toMatchObject({ userId: student.userId, name: 'Arjun Password' });
});

test('cancelling at the provider comes back to /login with a message', async ({ page }) => {
  await continueWithGoogle(page, 'cancel');
  await expectRefusedWith(page, 'Google sign-in was cancelled.');
});

test('a callback from a sign-in this browser did not start is refused (wrong state)', async ({
  page,
  request,
}) => {
  // Someone else's sign-in, up to the provider's redirect back: a good code with its own state.
  // (Playwright cannot rewrite a redirect inside the browser, so it is made outside.)
  const started = await request.get('/api/v1/auth/google/start', { maxRedirects: 0 });
  expect(started.status()).toBe(303);
  const foreignCallback = await passThroughProvider(started.headers().location!, { login: subject() });

  // This browser has a sign-in of its own pending at the provider, and is sent the other one's.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the test provider' })).toBeVisible();
  await page.goto(foreignCallback);
  await expectRefusedWith(page, 'Google sign-in could not be completed. Please try again.');
});

test('a code used twice is refused the second time, even with the pending cookie put back', async ({
  page,
  context,
}) => {
  let callbackUrl: string | undefined;
  page.on('request', (req) => {
    if (req.url().includes('/api/v1/auth/google/callback')) callbackUrl = req.url();
  });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the test provider' })).toBeVisible();
  const pending = (await context.cookies()).find((cookie) => cookie.name === 'google_signin');
  expect(pending).toBeDefined();
  await page.getByLabel('Login').fill(subject());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/welcome\/privacy$/);
  expect(callbackUrl).toContain('code=');

  // A fresh browser state holding exactly what the first callback had: only the code's single
  // use at the provider can refuse it.
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await context.addCookies([pending!]);
  await page.goto(callbackUrl!);
  await expectRefusedWith(page, 'Google sign-in could not be completed. Please try again.');
});

test('an address Google has not verified is refused with a message', async ({ page }) => {
  const sub = subject();
  idp.accounts.set(sub, { email: uniqueEmail('unverified'), email_verified: false });
  await continueWithGoogle(page, sub);
  await expectRefusedWith(
    page,
    'Your Google account has not verified this email address. Verify it with Google, or sign up with a password.',
  );
});

test('a staff email is refused on the student sign-in', async ({ page }) => {
  const sub = subject();
  idp.accounts.set(sub, { email: DEMO.admin.email, email_verified: true });
  await continueWithGoogle(page, sub);
  await expectRefusedWith(page, 'Admin login is not allowed from this page');
});
