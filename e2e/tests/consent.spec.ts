import { mkdirSync } from 'node:fs';
import { expect, loginThroughForm, test, tickAdult, uniqueEmail } from '../fixtures';

const SHOTS_DIR = process.env.SHOTS_DIR;
if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });
const SERVICE = 'I agree to EduPath using my data as above to provide the service (required)';

/** Issue 30, item 1 (docs/accounts.md#consent). */
test('sign up through the notice with separate choices, then withdraw an optional one on /account and see it in the ledger', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('consent');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/signup');
  const notice = page.getByTestId('consent-notice');
  await expect(notice.getByText('Who sees it')).toBeVisible();
  await expect(notice.getByText(/Your assigned advisor and EduPath admins/)).toBeVisible();
  for (const box of await notice.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
  await notice.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(notice.getByText('हम इसे कब तक रखते हैं')).toBeVisible();
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/signup-notice-hi-390.png`, fullPage: true });
  await notice.getByRole('button', { name: 'English' }).click();

  await page.getByLabel('Name').fill('Kavya Menon');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-good-password');
  await page.getByLabel('Confirm password').fill('a-good-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('To create an account, agree to EduPath using your data to provide the service'),
  ).toBeVisible();
  await tickAdult(page);
  await page.getByLabel(SERVICE).check();
  await page.getByLabel('Send me news and offers').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.setViewportSize({ width: 1280, height: 800 });
  await loginThroughForm(page, { email, password: 'a-good-password' });
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/account');
  const choices = page.getByRole('region', { name: 'Your choices' });
  await expect(choices.getByText('Given (required)')).toBeVisible();
  const marketing = choices.getByRole('checkbox', { name: 'Send me news and offers' });
  await expect(marketing).toBeChecked();
  await expect(choices.getByRole('checkbox', { name: /admit-chance statistics/ })).not.toBeChecked();
  const history = page.getByTestId('consent-history');
  await expect(history.getByRole('listitem')).toHaveCount(4);

  // One click withdraws it, and the ledger says so first. The box shows the server's record, so it
  // clears once the withdrawal is saved (click, not uncheck(), which wants the change at once).
  await marketing.click();
  await expect(marketing).not.toBeChecked();
  await expect(page.getByText('Your choice is saved')).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(5);
  await expect(history.getByRole('listitem').first()).toContainText(
    'Not given / withdrawn: news and offers by email',
  );
  await expect(history.getByRole('listitem').first()).toContainText('on this page');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Send me news and offers' })).not.toBeChecked();
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/account-choices-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/account-choices-390.png`, fullPage: true });
});
