import { randomBytes } from 'node:crypto';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export const DEMO = {
  student: { email: 'student@edupath.test', password: 'student-pass-2026' },
  advisor: { email: 'advisor@edupath.test', password: 'advisor-pass-2026' },
  admin: { email: 'admin@edupath.test', password: 'admin-pass-2026' },
} as const;

export interface Student {
  name: string;
  email: string;
  password: string;
  userId: number;
}

export const uniqueEmail = (prefix = 'student') =>
  `${prefix}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.test`;

/**
 * Deals items into `count` parts, round robin, for a spec that checks many pages in a few tests:
 * the parts run side by side on the suite's workers, and no one test becomes the run's long pole.
 */
export function inParts<T>(items: readonly T[], count: number): T[][] {
  return Array.from({ length: count }, (_, part) => items.filter((_, i) => i % count === part));
}

/** A fresh student created through the real signup API, so tests never share accounts. */
export async function createStudent(request: APIRequestContext, name = 'Riya Test'): Promise<Student> {
  const email = uniqueEmail();
  const password = 'e2e-password-1';
  const answer = await request.post('/api/v1/auth/signup', {
    data: { name, email, password, confirmPassword: password },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const body = await answer.json();
  return { name, email, password, userId: body.data.userId };
}

/** Signs in over the API and puts the session where the web app keeps it (local storage + cookie). */
/**
 * Sign-up gives a student the least-loaded advisor, which may be one another journey created at
 * the same moment: journeys that open the demo advisor's console give their student to it first.
 */
export async function assignToDemoAdvisor(request: APIRequestContext, student: Student) {
  const admin = await request.post('/api/v1/auth/staff/login', { data: DEMO.admin });
  const adminToken = (await admin.json()).data.accessToken as string;
  const advisorLogin = await request.post('/api/v1/auth/staff/login', { data: DEMO.advisor });
  const advisorId = (await advisorLogin.json()).data.user.userId as number;
  const moved = await request.patch(`/api/v1/staff/students/${student.userId}/advisor`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { advisorId },
  });
  // 409: already theirs.
  expect([200, 409], await moved.text()).toContain(moved.status());
}

export async function signInAs(
  page: Page,
  credentials: { email: string; password: string },
  path = '/login',
) {
  const staff = credentials.email === DEMO.admin.email || credentials.email === DEMO.advisor.email;
  const answer = await page.request.post(staff ? '/api/v1/auth/staff/login' : '/api/v1/auth/login', {
    data: { email: credentials.email, password: credentials.password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { data } = await answer.json();
  // Local storage needs a document of the site's origin. Not a page of the app: an app page
  // signed in as someone else would answer its own /auth/me after this write and put its user back.
  // A static file runs none of the app and loads faster.
  await page.goto('/favicon.svg');
  await page.evaluate((auth) => localStorage.setItem('auth', JSON.stringify(auth)), {
    accessToken: data.accessToken,
    isAuthenticated: true,
    user: data.user,
  });
  if (path !== '/login') await page.goto(path);
  return data as { accessToken: string; user: { userId: number; email: string; role: string } };
}

/** Signs in through the login form, as a person would. */
export async function loginThroughForm(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Fails a test on any uncaught page error or console error. */
export const test = base.extend<{ failOnConsoleErrors: undefined }>({
  /**
   * A page the server rendered shows before its script has hydrated it, and a click or a key then is
   * lost: each navigation waits until the app is live (app/providers.tsx), as a person would see the
   * page settle. A document the server did not render (the plain shell, a file) does not wait.
   */
  page: async ({ page }, use) => {
    const untilLive = () =>
      page.waitForFunction(
        () => !document.getElementById('ssr-state') || document.documentElement.hasAttribute('data-live'),
      );
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilLive();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilLive();
      return response;
    };
    await use(page);
  },
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        // Failed requests that a test provokes on purpose (401, 404) are logged by the browser as console errors.
        if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errors.push(msg.text());
      });
      await use(undefined);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Sign-up's age question (docs/accounts.md#under-18): the journeys that sign up through the form
 * are adults; the under-18 journey gives a date of birth instead.
 */
export async function tickAdult(page: Page) {
  await page.getByLabel('I am 18 or older').check();
}
