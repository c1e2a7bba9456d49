import { randomBytes } from 'node:crypto';
import { DEMO, expect, signInAs, test } from '../fixtures';

// docs/money-and-visas.md#curated-records
test('an admin adds a scholarship in the console with its source, a visitor sees it at once, and an edit follows', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const id = `e2e-award-${randomBytes(3).toString('hex')}`;
  await signInAs(page, DEMO.admin, '/admin/curated/scholarship');
  await expect(page.getByTestId('curated-table')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Add scholarship' }).click();
  await expect(page.getByRole('heading', { name: 'New scholarship' })).toBeVisible();

  await page.getByLabel(/^Key/).fill(id);
  await page.getByLabel('Source address (https)').fill('http://provider.example/award');
  await page.getByLabel('Source name', { exact: true }).fill('Example Foundation');
  await page.getByLabel('I checked this today against the source').check();
  await page.getByLabel('Name', { exact: true }).fill(`Orbital Research Award ${id}`);
  await page.getByLabel('Provider', { exact: true }).fill('Example Foundation');
  await page.getByLabel('Offered by').selectOption('foundation');
  await page.getByLabel('How the money comes').selectOption('grant');
  await page.getByLabel('What it pays for').fill('Tuition and a monthly stipend');
  await page.getByLabel(/^Levels/).fill('doctorate');
  await page.getByLabel(/^Countries/).fill('Narnia');
  await page.getByLabel('How to apply').fill("On the foundation's page");

  // The server refuses a source that is not https, beside its field.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The source must be an https:// address').first()).toBeVisible();
  await page.getByLabel('Source address (https)').fill('https://provider.example/award');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/curated/scholarship/${id}$`));

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/scholarships/${id}`);
  await expect(visitor.getByRole('heading', { name: `Orbital Research Award ${id}` })).toBeVisible();

  // An edit names the version it read and shows on the public page on the next load.
  await page.getByLabel('Name', { exact: true }).fill(`Orbital Research Award (renewed) ${id}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Scholarship saved').first()).toBeVisible();
  await visitor.reload();
  await expect(
    visitor.getByRole('heading', { name: `Orbital Research Award (renewed) ${id}` }),
  ).toBeVisible();
});
