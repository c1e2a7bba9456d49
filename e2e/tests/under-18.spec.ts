import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, loginThroughForm, signInAs, test, uniqueEmail } from '../fixtures';

/**
 * A 17-year-old signs up (docs/accounts.md#under-18): her account waits for her parent, who
 * confirms by the link mailed to them (read, as a demo install keeps it, from the admins' outbox),
 * and then she can apply. Screenshots go to SHOTS_DIR when it is set.
 */
const SHOTS_DIR = process.env.SHOTS_DIR;
if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
};

/** A date of birth 17 years and a month ago: 17 today wherever the test runs. */
function seventeenYearsAgo() {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - 17, day.getUTCMonth() - 1, 1);
  return day.toISOString().slice(0, 10);
}

async function parentLink(request: APIRequestContext, to: string) {
  const login = await request.post('/api/v1/auth/staff/login', { data: DEMO.admin });
  const { accessToken } = (await login.json()).data;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const answer = await request.get(`/api/v1/staff/outbox?to=${encodeURIComponent(to)}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const items: Array<{ subject: string; textBody: string }> = (await answer.json()).data.items;
    const found = items.find((mail) => mail.subject === "Please confirm Meera Iyer's EduPath account");
    const link = found?.textBody.match(/https?:\/\/\S+?(\/parent-consent\?token=[\w-]+)/)?.[1];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no confirmation link mailed to ${to}`);
}

test('a 17-year-old waits for her parent, who confirms by the emailed link, and then she applies', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('meera');
  const parentEmail = uniqueEmail('parent');
  const password = 'a-good-password-17';

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Meera Iyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Date of birth').fill(seventeenYearsAgo());
  await page.getByLabel("Parent's or guardian's email").fill(parentEmail);
  await expect(page.getByLabel('Send me news and offers')).toBeDisabled();
  await page
    .getByLabel('I agree to EduPath using my data as above to provide the service (required)')
    .check();
  await shot(page, 'signup-child-390');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await loginThroughForm(page, { email, password });
  const banner = page.getByRole('region', { name: "Parent's confirmation" });
  await expect(banner).toContainText('Waiting for your parent or guardian to confirm');
  await expect(banner).toContainText(parentEmail);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/home');
  const applyNow = page.getByTestId('course-card').first().getByRole('button', { name: 'Apply Now' });
  await expect(applyNow).toBeDisabled();
  await expect(page.getByTestId('course-card').first()).toContainText(
    'A parent or guardian must confirm your account first',
  );
  await shot(page, 'home-waiting-1280');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: "Your parent's or guardian's confirmation" })).toBeVisible();
  await shot(page, 'account-waiting-1280');

  // The parent, on their own device, with no account.
  const parentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const parentPage = await parentContext.newPage();
  await parentPage.goto(await parentLink(request, parentEmail));
  await expect(parentPage.getByRole('heading', { name: "Confirm Meera's account" })).toBeVisible();
  await shot(parentPage, 'parent-page-390');
  await parentPage.getByRole('button', { name: "I am Meera's parent or guardian: confirm" }).click();
  await expect(parentPage.getByText(/the account is confirmed\. Meera can now apply/)).toBeVisible();
  // The same link again: it says so.
  await parentPage.reload();
  await expect(parentPage.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(parentPage.getByText(/already been used/)).toBeVisible();
  await parentContext.close();

  // Her open page hears of it (the notification), without a reload.
  await expect(banner).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(/Confirmed by your parent or guardian on/)).toBeVisible();
  await page.goto('/home');
  const open = page.getByTestId('course-card').first().getByRole('button', { name: 'Apply Now' });
  await expect(open).toBeEnabled();
  await open.click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Application submitted successfully')).toBeVisible();

  // Staff see it on her console page.
  const me = await page.request.post('/api/v1/auth/me', {});
  const userId = (await me.json()).data.userId as number;
  const staff = await browser.newPage();
  await signInAs(staff, DEMO.admin, `/admin/students/${userId}`);
  await expect(staff.getByTestId('student-age')).toContainText('Under 18 — confirmed by parent on');
  await shot(staff, 'console-student-1280');
  await staff.close();
});
