import type { Browser } from '@playwright/test';
import { assignToDemoAdvisor, createStudent, DEMO, expect, signInAs, test } from '../fixtures';

/**
 * A package from 'Apply' to Paid: the student applies, the advisor moves the application to
 * Payment pending in the console, and the student pays through Razorpay's hosted checkout (a
 * local fake started by playwright.config.ts, which signs its webhook as Razorpay does). The
 * student's page follows every step live.
 */

async function openConsole(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, DEMO.advisor, path);
  return { page, close: () => context.close() };
}

test('a student applies for a package, the advisor asks for payment, the student pays and sees Paid live', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers and a trip through the provider's checkout: longer than one page's journey.
  test.setTimeout(120_000);
  const student = await createStudent(request, 'Neha Packages');
  await assignToDemoAdvisor(request, student);
  await signInAs(page, student, '/packages');
  const starter = page.getByRole('article', { name: 'Starter' });
  await starter.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Applied successfully! An advisor will contact you soon.')).toBeVisible();
  await expect(starter.getByTestId('package-applied')).toContainText('New since');

  await page.getByRole('link', { name: 'Your package applications and payments' }).click();
  await expect(page).toHaveURL(/\/packages\/mine$/);
  const mine = page.getByRole('article', { name: 'Starter' });
  await expect(mine.getByTestId('package-status')).toHaveText('New');
  await expect(mine.getByTestId('payment-state')).toHaveText('Not paid');

  // The advisor finds the application in the pipeline and asks for payment.
  const desk = await openConsole(
    browser,
    `/admin/package-applications?q=${encodeURIComponent(student.email)}`,
  );
  await desk.page.getByRole('link', { name: 'Neha Packages' }).click();
  await expect(desk.page.getByRole('heading', { name: 'Starter for Neha Packages' })).toBeVisible();
  await desk.page.getByRole('button', { name: 'Move to Payment pending' }).click();
  await desk.page.getByRole('alertdialog').getByRole('button', { name: 'Move to Payment pending' }).click();
  await expect(desk.page.getByText('Moved to Payment pending')).toBeVisible();

  // The student's open page follows without a reload: the amount, 'Pay now' and the refund window.
  await expect(mine.getByTestId('package-status')).toHaveText('Payment pending');
  await expect(mine.getByText('Ready for payment: ₹4,999')).toBeVisible();
  await expect(mine.getByTestId('refund-window')).toContainText('within 4 hours of payment');

  // A second tab stays on the page to see the payment land live.
  const watcher = await page.context().newPage();
  await watcher.goto('/packages/mine');
  const watched = watcher.getByRole('article', { name: 'Starter' });
  await expect(watched.getByTestId('package-status')).toHaveText('Payment pending');

  await mine.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Razorpay test checkout' })).toBeVisible();
  await expect(page.getByText(student.email)).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₹4,999' }).click();

  // Back on the student's page after the checkout: Paid, with the refund deadline.
  await expect(page).toHaveURL(/\/packages\/mine\?payment=returned$/);
  const paid = page.getByRole('article', { name: 'Starter' });
  await expect(paid.getByTestId('package-status')).toHaveText('Paid');
  await expect(paid.getByTestId('payment-state')).toHaveText('Paid ₹4,999');
  await expect(paid.getByText(/A written refund request may be considered until/)).toBeVisible();

  await expect(watched.getByTestId('package-status')).toHaveText('Paid');

  // The console shows the payment the provider confirmed.
  await desk.page.reload();
  await expect(desk.page.getByTestId('package-status').first()).toHaveText('Paid');
  await expect(desk.page.getByRole('list', { name: 'Payments' })).toContainText('Razorpay · Paid');
  await desk.close();
});

test('admins edit packages; advisors do not see them', async ({ page, browser }) => {
  await signInAs(page, DEMO.admin, '/admin/packages');
  await page.getByRole('button', { name: 'New package' }).click();
  const dialog = page.getByRole('dialog');
  const name = `Mock Interview ${Date.now().toString(36)}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Price (₹)').fill('2499');
  await dialog.getByLabel(/Description/).fill('<p>Two <b>mock</b> interviews</p><script>alert(1)</script>');
  await expect(dialog.getByTestId('package-description')).toHaveText('Two mock interviews');
  await dialog.getByRole('button', { name: 'Create package' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('₹2,499');

  await page.goto('/packages');
  const card = page.getByRole('article', { name });
  await expect(card.getByTestId('package-price')).toHaveText('₹2,499');
  await expect(card.getByTestId('package-description')).toHaveText('Two mock interviews');

  const advisor = await openConsole(browser, '/admin/package-applications');
  await expect(
    advisor.page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Packages', exact: true }),
  ).toHaveCount(0);
  await advisor.page.goto('/admin/packages');
  await expect(advisor.page.getByRole('alert')).toHaveText('Only admins manage packages.');
  await advisor.close();
});
