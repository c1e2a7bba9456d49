import { DEMO, expect, signInAs, test, uniqueEmail } from '../fixtures';

// Two browsers, a password hashed several times: longer than the default on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('an admin invites an advisor, who sets a password and signs in; deactivated, their open console is signed out', async ({
  page,
  browser,
}) => {
  // The admin creates the account with an invitation link.
  await signInAs(page, DEMO.admin, '/admin/accounts');
  await expect(page.getByRole('heading', { name: 'Staff accounts' })).toBeVisible();
  await page.getByRole('button', { name: 'New account' }).click();
  const dialog = page.getByRole('dialog');
  const email = uniqueEmail('advisor');
  await dialog.getByLabel('Name').fill('Kavya Raman');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption('advisor');
  await dialog.getByLabel(/Invitation link/).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  const link = await dialog.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  expect(link).toMatch(/\/admin\/invite\/[\w-]+$/);
  await expect(dialog).toContainText(`We emailed this link to ${email}`);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByLabel('Search').fill(email);
  await expect(page.getByTestId('account-row').filter({ hasText: email })).toContainText('Invited');

  // The advisor opens the link in their own browser, chooses a password and signs in.
  const advisorContext = await browser.newContext();
  const advisorPage = await advisorContext.newPage();
  await advisorPage.goto(new URL(link).pathname);
  await expect(advisorPage.getByText('Welcome, Kavya Raman.')).toBeVisible();
  await advisorPage.getByLabel('New password').fill('password123');
  await advisorPage.getByLabel('Confirm password').fill('password123');
  await advisorPage.getByRole('button', { name: 'Set password' }).click();
  // The server's message, under the field.
  await expect(advisorPage.getByLabel('New password')).toHaveAccessibleDescription(
    /too common or too easy to guess/,
  );
  const password = 'quiet-meadow-lantern-58';
  await advisorPage.getByLabel('New password').fill(password);
  await advisorPage.getByLabel('Confirm password').fill(password);
  await advisorPage.getByRole('button', { name: 'Set password' }).click();
  await expect(advisorPage).toHaveURL(/\/admin\/login$/);
  await advisorPage.getByLabel('Email').fill(email);
  await advisorPage.getByLabel('Password').fill(password);
  await advisorPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(advisorPage.getByTestId('staff-name')).toHaveText('Kavya Raman');
  await expect(advisorPage.getByRole('link', { name: 'Staff accounts' })).toHaveCount(0);
  // The link worked once.
  await advisorPage.goto(new URL(link).pathname);
  await expect(advisorPage.getByRole('alert')).toContainText('not valid or has expired');
  await advisorPage.goto('/admin/chats');
  await expect(advisorPage.getByRole('heading', { name: 'Chats' })).toBeVisible();

  // The admin deactivates them: the advisor's open console signs out at once, without a click.
  await page.reload();
  const row = page.getByTestId('account-row').filter({ hasText: email });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Deactivate Kavya Raman' }).click();
  // Students who signed up meanwhile (other journeys run alongside) may have been given to them.
  const handover = page.getByRole('dialog').getByLabel(/Who takes over/);
  if (await handover.count()) await handover.selectOption({ index: 1 });
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(row).toContainText('Deactivated');
  await expect(advisorPage).toHaveURL(/\/admin\/login/);

  await advisorPage.getByLabel('Email').fill(email);
  await advisorPage.getByLabel('Password').fill(password);
  await advisorPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(advisorPage.getByRole('alert')).toHaveText(
    'This account has been deactivated. Ask an admin to reactivate it.',
  );

  // Every step is in the audit log.
  await page.goto(`/admin/audit?entityType=account`);
  await expect(
    page.getByTestId('audit-row').filter({ hasText: 'Account deactivated' }).first(),
  ).toBeVisible();
  // Another journey may create accounts at the same time: this one's row names its address.
  await expect(
    page.getByTestId('audit-row').filter({ hasText: 'Account created' }).filter({ hasText: email }),
  ).toHaveCount(1);
  await advisorContext.close();
});

test('a temporary password must be changed before anything else', async ({ page, browser }) => {
  await signInAs(page, DEMO.admin, '/admin/accounts');
  await page.getByRole('button', { name: 'New account' }).click();
  const dialog = page.getByRole('dialog');
  const email = uniqueEmail('admin');
  await dialog.getByLabel('Name').fill('Nikhil Rao');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption('admin');
  await dialog.getByLabel(/Temporary password/).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  const temporary = await dialog.getByRole('textbox', { name: 'Temporary password' }).inputValue();

  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto('/admin/applications');
  await other.getByLabel('Email').fill(email);
  await other.getByLabel('Password').fill(temporary);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other).toHaveURL(/\/admin\/change-password$/);
  await other.goto('/admin/students');
  await expect(other).toHaveURL(/\/admin\/change-password$/);
  await other.getByLabel('Temporary password').fill(temporary);
  await other.getByLabel('New password', { exact: true }).fill('copper-kettle-orchard-71');
  await other.getByLabel('Confirm new password').fill('copper-kettle-orchard-71');
  await other.getByRole('button', { name: 'Change password' }).click();
  await expect(other.getByTestId('staff-name')).toHaveText('Nikhil Rao');
  await expect(other.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await context.close();
});
