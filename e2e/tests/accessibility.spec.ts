import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { createStudent, DEMO, expect, inParts, signInAs, test } from '../fixtures';

/**
 * Every main page passes axe's WCAG A/AA rules with no serious or critical violation,
 * colour contrast included (brand teal is kept for decoration; text uses the darker shade).
 */
async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Each test scans several pages, a few seconds each on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

/** For each page, what shows once its content has loaded: the scan waits for it, then runs. */
const publicPages: Array<[string, (page: Page) => Locator]> = [
  ['/intro', (page) => page.getByRole('heading', { level: 1, name: /Studying Abroad Starts Here/ })],
  ['/home', (page) => page.getByTestId('course-card').first()],
  ['/login', (page) => page.getByRole('button', { name: 'Login', exact: true })],
  ['/signup', (page) => page.getByRole('button', { name: 'Create Account' })],
  ['/courses', (page) => page.getByTestId('course-card').first()],
  ['/courses/1', (page) => page.getByTestId('course-details')],
  ['/country/1', (page) => page.getByRole('heading', { level: 1 })],
  ['/university/1', (page) => page.getByRole('heading', { level: 1 })],
  ['/packages', (page) => page.getByRole('article').first()],
  ['/contact-us', (page) => page.getByRole('heading', { name: 'Get in Touch' })],
  ['/privacy-policy', (page) => page.getByRole('heading', { level: 1, name: 'Privacy Policy' })],
  ['/about/how-we-earn', (page) => page.getByRole('heading', { level: 1, name: 'How EduPath earns' })],
  ['/unsubscribe?token=not-a-token', (page) => page.getByText('This unsubscribe link is not valid.')],
  ['/shortlist', (page) => page.getByText('Your shortlist is empty')],
  ['/compare?courses=1,2', (page) => page.getByTestId('compare-table')],
  ['/admin/login', (page) => page.getByRole('button', { name: 'Sign in' })],
];
const memberPages: Array<[string, (page: Page) => Locator]> = [
  ['/profile', (page) => page.getByText('No test scores added yet')],
  ['/applications', (page) => page.getByText('No applications found')],
  ['/timeline', (page) => page.getByTestId('milestone').first()],
  ['/notifications', (page) => page.getByText('No notifications yet')],
  [
    '/communities',
    (page) => page.getByRole('complementary', { name: 'All communities' }).getByRole('listitem').first(),
  ],
  ['/chat', (page) => page.getByTestId('advisor-name')],
  ['/account', (page) => page.getByText('Nothing recorded yet.')],
  ['/welcome/privacy', (page) => page.getByTestId('consent-notice')],
];

/** Every spinner is a status whose label says what is loading. */
const spinners = (page: Page) => page.getByRole('status').filter({ hasText: /^(Loading|Searching)/ });

async function openLoaded(page: Page, path: string, loaded: (page: Page) => Locator) {
  await page.goto(path);
  await expect(loaded(page), path).toBeVisible();
  await expect(spinners(page), path).toHaveCount(0);
}

/**
 * Scans one page after another in the test's tab. Each page is a step, and a violation is a soft
 * failure, so a failure names its page and the remaining pages are still scanned.
 */
async function scanEach(
  page: Page,
  pages: Array<[string, (page: Page) => Locator]>,
  address = (p: string) => p,
) {
  for (const [pattern, loaded] of pages) {
    await test.step(pattern, async () => {
      const path = address(pattern);
      await openLoaded(page, path, loaded);
      expect.soft(await seriousViolations(page), path).toEqual([]);
    });
  }
}

// A few pages per test, not one: each test's own tab, sign-up and sign-in cost as much as a scan,
// and the parts still let the suite's two workers share the pages.
inParts(publicPages, 4).forEach((pages, part) => {
  test(`public pages, part ${part + 1} of 4 (${pages.map(([path]) => path).join(', ')}), have no serious accessibility violations`, async ({
    page,
  }) => {
    await scanEach(page, pages);
  });
});

inParts(memberPages, 2).forEach((pages, part) => {
  test(`member pages, part ${part + 1} of 2, signed in, have no serious accessibility violations`, async ({
    page,
    request,
  }) => {
    await signInAs(page, await createStudent(request));
    await scanEach(page, pages);
  });
});

/**
 * The console's pages, signed in as the admin (who sees every control an advisor does, and more).
 * `:applicationId`, `:userId` and `:chatId` stand for a student made for the test, with one
 * application and their support chat.
 */
const consolePages: Array<[string, (page: Page) => Locator]> = [
  ['/admin', (page) => page.getByRole('heading', { name: 'Applications by status' })],
  ['/admin/applications', (page) => page.getByTestId('status-pill').first()],
  ['/admin/applications/:applicationId', (page) => page.getByRole('list', { name: 'Status history' })],
  ['/admin/students', (page) => page.getByRole('table', { name: 'Students' })],
  ['/admin/students/:userId', (page) => page.getByTestId('milestone-row').first()],
  ['/admin/chats/:chatId', (page) => page.getByPlaceholder('Type a message...')],
  ['/admin/notify', (page) => page.getByRole('button', { name: 'Send notification' })],
  ['/admin/package-applications', (page) => page.getByRole('heading', { name: 'Package applications' })],
  ['/admin/catalogue', (page) => page.getByRole('heading', { name: 'Courses' })],
  ['/admin/packages', (page) => page.getByRole('heading', { name: 'Packages' })],
  ['/admin/packages/payee', (page) => page.getByRole('button', { name: 'Save payee details' })],
  ['/admin/outbox', (page) => page.getByRole('heading', { name: 'Outbox' })],
  ['/admin/accounts', (page) => page.getByTestId('account-row').first()],
  ['/admin/audit', (page) => page.getByRole('heading', { name: 'Audit log' })],
  ['/admin/inbox', (page) => page.getByRole('heading', { name: 'Inbox' })],
  ['/admin/moderation', (page) => page.getByRole('heading', { name: 'Moderation' })],
  ['/admin/communities', (page) => page.getByRole('heading', { name: 'Communities' })],
];

inParts(consolePages, 3).forEach((pages, part) => {
  test(`console pages, part ${part + 1} of 3, as staff, have no serious accessibility violations`, async ({
    page,
    request,
  }) => {
    const student = await createStudent(request, 'Axe Student');
    // The student acts through the API only: this tab signs in once, as the admin.
    const login = await request.post('/api/v1/auth/login', {
      data: { email: student.email, password: student.password },
    });
    const headers = { authorization: `Bearer ${(await login.json()).data.accessToken}` };
    const course = (await (await request.get('/api/v1/course/search?pageSize=1')).json()).data.items[0];
    const applied = await request.post('/api/v1/admission', { headers, data: { courseId: course.courseId } });
    expect(applied.status()).toBe(200);
    const applicationId = (await applied.json()).data.admissionApplicationId;
    const chatId = (await (await request.get('/api/v1/chat', { headers })).json()).data[0].chatId;
    await signInAs(page, DEMO.admin);
    await scanEach(page, pages, (pattern) =>
      pattern
        .replace(':applicationId', String(applicationId))
        .replace(':userId', String(student.userId))
        .replace(':chatId', String(chatId)),
    );
  });
});
