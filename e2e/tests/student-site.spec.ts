import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { createStudent, DEMO, expect, type Student, signInAs, test, tickAdult } from '../fixtures';

const API = '/api/v1';
/** Where the screenshots that go with the closing note are kept (SHOTS_DIR; none when unset). */
const SHOTS_DIR = process.env.SHOTS_DIR;
if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png` });
};

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Applies over the API as the student (the page under test is not the one applying). */
async function applyOverApi(page: Page, courseId: number) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!).accessToken as string);
  const answer = await page.request.post(`${API}/admission`, {
    headers: { authorization: `Bearer ${token}` },
    data: { courseId },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).data.admissionApplicationId as number;
}

async function someCourseIds(page: Page, count: number): Promise<number[]> {
  const answer = await page.request.get(`${API}/course/search?pageSize=${count}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()).data.items as Array<{ courseId: number }>).map((c) => c.courseId);
}

/**
 * The staff console in its own browser context: the advisor signs in through /admin/login, then
 * decides with the console's session (its cookie), as the console's own buttons do.
 */
async function openStaffConsole(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(DEMO.advisor.email);
  await page.getByLabel('Password').fill(DEMO.advisor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin(\/|$)/);
  await expect(page.getByTestId('staff-name')).toBeVisible();
  const decide = async (applicationId: number, status: string, remark?: string) => {
    const answer = await page.request.patch(`${API}/staff/applications/${applicationId}/status`, {
      data: remark ? { status, remark } : { status },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  return { decide, close: () => context.close() };
}

for (const viewport of [DESKTOP, PHONE]) {
  const label = viewport === PHONE ? 'phone' : 'desktop';

  test.describe(`live pages (${label})`, () => {
    test.use({ viewport });

    test('a staff decision changes /applications, /applications/{id} and /timeline in place, with no reload', async ({
      page,
      browser,
      request,
    }) => {
      test.slow();
      const student = await createStudent(request, 'Live Student');
      await signInAs(page, student, '/home');
      const [courseId] = await someCourseIds(page, 1);
      const applicationId = await applyOverApi(page, courseId!);
      const staff = await openStaffConsole(browser);

      // A reload would clear this marker: its survival proves the page changed in place.
      const markPage = () => page.evaluate(() => Object.assign(window, { __noReload: true }));
      const notReloaded = () => page.evaluate(() => (window as { __noReload?: boolean }).__noReload === true);

      await page.goto('/applications');
      const card = page.getByTestId('application-card');
      await expect(card.getByTestId('status-badge')).toHaveText('Pending');
      await markPage();
      if (viewport === DESKTOP) await shot(page, 'applications-before-decision');

      await staff.decide(applicationId, 'Under Review');
      await staff.decide(applicationId, 'Accepted', 'Welcome aboard!');
      await expect(card.getByTestId('status-badge')).toHaveText('Accepted');
      await expect(card.getByTestId('status-badge')).toHaveAttribute('data-colour', 'green');
      expect(await notReloaded()).toBe(true);
      if (viewport === DESKTOP) {
        // Let the announcement toast settle in before the picture.
        await expect(page.locator('.Toastify').getByText(/has been accepted/)).toBeVisible();
        await shot(page, 'applications-after-decision');
      }

      // The application's own page, through the app's links (no reload either).
      await card.getByRole('link', { name: 'View Details' }).click();
      await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}$`));
      await expect(page.getByText('Application Accepted')).toBeVisible();
      await staff.decide(applicationId, 'Under Review');
      await expect(page.getByText('Application Accepted')).toHaveCount(0);
      await staff.decide(applicationId, 'Rejected');
      await expect(page.getByText('Application Rejected')).toBeVisible();
      expect(await notReloaded()).toBe(true);

      // The timeline: the advisor completes a milestone while the student watches.
      await page.goto('/timeline');
      await markPage();
      const milestones = await page.request.get(`${API}/milestones`, {
        headers: {
          authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!).accessToken)}`,
        },
      });
      const visa = ((await milestones.json()).data as Array<{ milestoneId: number; title: string }>).find(
        (m) => m.title === 'Visa',
      )!;
      const visaItem = page.getByTestId('milestone').filter({ hasText: 'Visa' }).first();
      await expect(visaItem).toBeVisible();
      await expect(visaItem).not.toContainText('Book the appointment early');
      const staffAnswer = await request.post(`${API}/auth/staff/login`, { data: DEMO.advisor });
      const staffToken = (await staffAnswer.json()).data.accessToken as string;
      const set = await request.put(`${API}/milestone-status/user/${student.userId}`, {
        headers: { authorization: `Bearer ${staffToken}` },
        data: { milestoneId: visa.milestoneId, status: 'Active', remark: 'Book the appointment early' },
      });
      expect(set.status(), await set.text()).toBe(200);
      await expect(visaItem).toContainText('Book the appointment early');
      expect(await notReloaded()).toBe(true);
      await staff.close();
    });
  });

  test.describe(`buttons that remember (${label})`, () => {
    test.use({ viewport });

    test("'Apply Now' becomes 'Applied' linking to the application, on the cards and on /courses/{id}, from the first paint", async ({
      page,
      request,
    }) => {
      test.slow();
      const student = await createStudent(request, 'Remembering Student');
      await signInAs(page, student, '/courses');
      const firstCard = page.getByTestId('course-card').first();
      await firstCard.getByRole('button', { name: 'Apply Now' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Apply', exact: true }).click();
      await expect(page.getByText('Application submitted successfully')).toBeVisible();
      const applied = firstCard.getByRole('link', { name: 'Applied' });
      await expect(applied).toBeVisible();
      await expect(firstCard.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
      const applicationHref = (await applied.getAttribute('href'))!;
      expect(applicationHref).toMatch(/^\/applications\/\d+$/);
      const courseHref = (await firstCard.getByRole('link', { name: 'View Details' }).getAttribute('href'))!;

      // A fresh load of the course page: 'Apply Now' is never offered for it, not even for a moment.
      const offered: string[] = [];
      await page.exposeFunction('reportApplyNow', (text: string) => offered.push(text));
      await page.addInitScript(() => {
        new MutationObserver(() => {
          for (const button of document.querySelectorAll('button:not([disabled])')) {
            if (button.textContent === 'Apply Now')
              (window as unknown as { reportApplyNow: (t: string) => void }).reportApplyNow('Apply Now');
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(courseHref);
      const onPage = page.getByRole('main').getByRole('link', { name: 'Applied' }).first();
      await expect(onPage).toBeVisible();
      await expect(onPage).toHaveAttribute('href', applicationHref);
      expect(offered).toEqual([]);
      await onPage.click();
      await expect(page).toHaveURL(new RegExp(`${applicationHref}$`));
      await expect(page.getByText('Application Submitted')).toBeVisible();
    });

    test("a package already applied for shows 'Applied' instead of 'Apply'", async ({ page, request }) => {
      const student = await createStudent(request, 'Package Student');
      await signInAs(page, student, '/packages');
      const starter = page.getByRole('article', { name: 'Starter' });
      await starter.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('Applied successfully! An advisor will contact you soon.')).toBeVisible();
      await expect(starter.getByTestId('package-applied')).toContainText('Applied');
      await expect(starter.getByRole('button', { name: 'Apply' })).toHaveCount(0);
      await page.reload();
      await expect(starter.getByTestId('package-applied')).toContainText('New since');
      await expect(
        page.getByRole('article', { name: 'Advantage' }).getByRole('button', { name: 'Apply' }),
      ).toBeEnabled();
    });

    test('the sign-up toast shows once, not again at the next sign-in', async ({ page }) => {
      test.slow();
      const email = `toast-${Date.now().toString(36)}@example.test`;
      await page.goto('/signup');
      await page.getByLabel('Name').fill('Toast Once');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('toast-pass-2026');
      await page.getByLabel('Confirm password').fill('toast-pass-2026');
      await tickAdult(page);
      await page
        .getByLabel('I agree to EduPath using my data as above to provide the service (required)')
        .check();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page).toHaveURL(/\/login$/);
      const toast = page.locator('.Toastify').getByText('Account created. Please log in.');
      await expect(toast).toBeVisible();
      await expect(toast).toHaveCount(0, { timeout: 15_000 });

      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('toast-pass-2026');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(/\/update-profile|\/home/);
      await page.goto('/home');
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expect(toast).toHaveCount(0);
    });
  });
}

test.describe('fallback texts', () => {
  test("a 500 without a message shows the page's own text, never an invented one", async ({
    page,
    request,
  }) => {
    const student: Student = await createStudent(request, 'Fallback Student');
    await signInAs(page, student, '/home');
    await page.route('**/api/v1/admission', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false }),
      }),
    );
    await page.goto('/applications');
    await expect(page.getByText('Failed to load applications. Please try again later.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/Request failed/)).toHaveCount(0);
  });
});

test('at 1024 px a signed-in header folds into the menu, which lists Communities and the Application Journey', async ({
  page,
  request,
}) => {
  await signInAs(page, await createStudent(request, 'Header Student'), '/home');
  await page.setViewportSize({ width: 1024, height: 700 });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('course-card').first()).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'header-1024-signed-in');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'Communities' })).toHaveAttribute('href', '/communities');
  await expect(menu.getByRole('link', { name: 'Application Journey' })).toHaveAttribute('href', '/timeline');
  await shot(page, 'header-1024-menu-open');

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Communities' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Application Journey' })).toHaveAttribute(
    'href',
    '/timeline',
  );
  await shot(page, 'header-1280-account-menu');
});
