import { expect, loginThroughForm, test, tickAdult, uniqueEmail } from '../fixtures';

/** docs/planning.md#shortlist: a visitor's browser shortlist joins the account made later. */
test('a visitor shortlists two courses, signs up, keeps them, and compares them side by side', async ({
  page,
}) => {
  await page.goto('/courses');
  const cards = page.getByTestId('course-card');
  await expect(cards.nth(1)).toBeVisible();

  const chosen: Array<{ id: string; name: string }> = [];
  for (const index of [0, 1]) {
    const card = cards.nth(index);
    const link = card.getByRole('heading').getByRole('link');
    const href = (await link.getAttribute('href')) ?? '';
    chosen.push({ id: href.split('/').pop() ?? '', name: (await link.textContent()) ?? '' });
    const heart = card.getByTestId('shortlist-heart');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  }

  // Kept in the browser while signed out.
  await page.getByRole('link', { name: 'My Shortlist' }).first().click();
  await expect(page).toHaveURL(/\/shortlist$/);
  await expect(page.getByTestId('shortlist-item')).toHaveCount(2);
  await expect(page.getByTestId('shortlist-visitor-note')).toBeVisible();

  const email = uniqueEmail('shortlister');
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Kiran Shortlist');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-good-password');
  await page.getByLabel('Confirm password').fill('a-good-password');
  await tickAdult(page);
  await page
    .getByLabel('I agree to EduPath using my data as above to provide the service (required)')
    .check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughForm(page, { email, password: 'a-good-password' });
  await expect(page).toHaveURL(/\/home$/);

  // Merged into the account: the browser copy is gone and the account holds both.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('edupath.shortlist'))).toBeNull();
  await page.goto('/shortlist');
  const items = page.getByTestId('shortlist-item');
  await expect(items).toHaveCount(2);
  await expect(page.getByTestId('shortlist-visitor-note')).toHaveCount(0);
  for (const { name } of chosen) await expect(items.filter({ hasText: name })).toHaveCount(1);
  const answer = await page.request.get('/api/v1/shortlist');
  expect(
    ((await answer.json()) as { data: Array<{ courseId: number }> }).data
      .map((i) => String(i.courseId))
      .sort(),
  ).toEqual(chosen.map((c) => c.id).sort());

  const compare = page.getByRole('button', { name: 'Compare selected' });
  await expect(compare).toBeDisabled();
  for (const { name } of chosen) await page.getByRole('checkbox', { name: `Compare ${name}` }).check();
  await expect(compare).toBeEnabled();
  await compare.click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?courses=${chosen.map((c) => c.id).join('(,|%2C)')}$`));
  // Side by side, each with its first-year total in rupees.
  const table = page.getByTestId('compare-table');
  for (const { name } of chosen) await expect(table.getByRole('link', { name })).toBeVisible();
  await expect(page.getByTestId('compare-total')).toHaveCount(2);
  for (const total of await page.getByTestId('compare-total').all()) await expect(total).toContainText('₹');
});
