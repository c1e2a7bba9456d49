import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createStudent, expect, signInAs, test } from '../fixtures';

/** axe's serious or critical WCAG A/AA violations inside one part of the page (as accessibility.spec.ts). */
async function violations(page: Page, selector: string) {
  const result = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/**
 * Study preferences (docs/fit-and-chances.md#study-preferences): a student saves hers on /profile,
 * opens /courses and finds them applied as filters (the results are the search those filters
 * make), turns them off and sees more courses; they stay off when she comes back.
 */
test('a student saves her study preferences and course search starts from them until she turns them off', async ({
  page,
  request,
}, testInfo) => {
  const student = await createStudent(request, 'Kavya Menon');
  await signInAs(page, student, '/profile');

  const panel = page.getByRole('region', { name: 'Study preferences' });
  await panel.getByRole('group', { name: 'Countries you would study in' }).getByLabel('Germany').check();
  await panel.getByLabel('Level').selectOption('Postgraduate');
  await panel.getByLabel('First-year budget in ₹').fill('40,00,000');
  await expect(panel.getByText(/₹40 lakh for tuition, living/)).toBeVisible();
  await panel.getByLabel('Active backlogs').fill('1');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await panel.screenshot({ path: testInfo.outputPath(`study-preferences-${width}.png`) });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  }
  await panel.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Study preferences saved')).toBeVisible();
  expect(await violations(page, 'section[aria-label="Study preferences"]')).toEqual([]);

  // A wrong budget is refused under its field.
  await panel.getByLabel('First-year budget in ₹').fill('500');
  await panel.getByRole('button', { name: 'Save preferences' }).click();
  await expect(panel.getByText(/must be a whole number of rupees from ₹1,00,000/)).toBeVisible();
  await panel.getByLabel('First-year budget in ₹').fill('4000000');

  await panel.getByRole('link', { name: 'Search courses with them' }).click();
  const line = page.getByTestId('preference-defaults');
  await expect(line).toContainText(
    'Using your study preferences: Postgraduate · Germany · ≤ ₹40 lakh first year',
  );
  const url = new URL(page.url());
  expect(url.searchParams.get('courseType')).toBe('Postgraduate');
  expect(url.searchParams.get('costBasis')).toBe('firstYear');
  expect(url.searchParams.get('maxFee')).toBe('4000000');
  const countryId = url.searchParams.get('country');
  expect(countryId).toMatch(/^\d+$/);
  await expect(page.getByLabel('Country')).toHaveValue(countryId!);

  // The results are the public search with those filters.
  const search = await request.get(`/api/v1/course/search?pageSize=12&${url.searchParams}`);
  const { total } = (await search.json()).data as { total: number };
  expect(total).toBeGreaterThan(0);
  await expect(page.getByTestId('result-count')).toHaveText(
    `${total.toLocaleString('en-US')} ${total === 1 ? 'course' : 'courses'}`,
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await line.screenshot({ path: testInfo.outputPath(`preference-defaults-${width}.png`) });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  }

  expect(await violations(page, '[data-testid="preference-defaults"]')).toEqual([]);
  await line.getByRole('button', { name: 'Turn off' }).click();
  await expect(line).toHaveCount(0);
  await expect(page).toHaveURL(/\/courses$/);
  const all = (await (await request.get('/api/v1/course/search?pageSize=12')).json()).data as {
    total: number;
    totalIsLowerBound: boolean;
  };
  expect(all.total).toBeGreaterThan(total);
  await expect(page.getByTestId('result-count')).toHaveText(
    `${all.total.toLocaleString('en-US')}${all.totalIsLowerBound ? '+' : ''} courses`,
  );

  // Off for the session: a course and Back, or the menu again, do not bring them back.
  await page.getByTestId('course-results').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/courses\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByTestId('result-count')).toHaveText(/courses/);
  await expect(line).toHaveCount(0);
  await page.goto('/courses');
  await expect(page.getByText('Your study preferences are off for this visit.')).toBeVisible();
  await expect(line).toHaveCount(0);
});
