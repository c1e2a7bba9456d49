import type { Browser } from '@playwright/test';
import { DEMO, expect, signInAs, test, uniqueEmail } from '../fixtures';

/**
 * A grievance (docs/console.md, "Grievances"): a visitor finds the grievance officer on the privacy
 * policy, files a grievance, gets its reference (and the same by email, read from the admins'
 * outbox: the test server has no SMTP), and an admin sees it in the console inbox due in 90 days.
 */
async function adminAt(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = await signInAs(page, DEMO.admin, path);
  return { page, session, close: () => context.close() };
}

test('a visitor files a grievance from the privacy policy; an admin sees it in the inbox, due in 90 days', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('grievance');
  const message = `Please erase my enquiry ${Date.now().toString(36)}.`;

  await page.goto('/privacy-policy');
  const contact = page.getByRole('region', { name: /Grievance Officer/ });
  await expect(contact.getByTestId('grievance-officer')).toContainText('within 90 days');
  await contact.getByRole('link', { name: 'Raise a grievance online' }).click();
  await expect(page).toHaveURL(/\/privacy-policy\/grievance$/);
  await expect(page.getByRole('heading', { name: 'Raise a grievance' })).toBeVisible();

  await page.getByRole('button', { name: 'Send grievance' }).click();
  await expect(page.getByText('Choose what your grievance is about')).toBeVisible();
  await page.getByLabel('Name').fill('Ravi Visitor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('What is it about?').selectOption({ label: 'Erasing my data' });
  await page.getByLabel('Your grievance').fill(message);
  await page.getByRole('button', { name: 'Send grievance' }).click();

  const receipt = page.getByTestId('grievance-receipt');
  await expect(receipt).toContainText('We have received your grievance.');
  const reference = (await receipt.locator('strong').first().textContent()) ?? '';
  expect(reference).toMatch(/^GRV-\d{4}-\d{6}$/);

  const admin = await adminAt(browser, '/admin/inbox?kind=grievance');
  try {
    // The acknowledgement with the reference is in the outbox.
    const outbox = await request.get(`/api/v1/staff/outbox?to=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${admin.session.accessToken}` },
    });
    const mails: Array<{ subject: string }> = (await outbox.json()).data.items;
    expect(mails.map((m) => m.subject)).toEqual([`We received your grievance ${reference}`]);

    const inbox = admin.page;
    await expect(inbox.getByRole('button', { name: 'Grievances' })).toHaveAttribute('aria-pressed', 'true');
    const row = inbox.getByRole('link', { name: new RegExp(reference) });
    await expect(row.getByTestId('grievance-clock')).toContainText('due in 90 days');
    await row.click();
    const article = inbox.getByRole('article');
    await expect(article.getByText(message)).toBeVisible();
    await expect(article.getByText('Grievance: Erasing my data').first()).toBeVisible();
    await inbox.getByRole('button', { name: 'Mark as answered' }).click();
    await expect(inbox.getByText(/^Answered by/)).toBeVisible();
    await expect(article.getByTestId('grievance-clock')).toContainText('answered');
  } finally {
    await admin.close();
  }
});
