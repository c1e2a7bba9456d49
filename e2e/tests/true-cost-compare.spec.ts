import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Planning a budget (docs/planning.md): a course page's first-year cost in rupees follows the
 * student's scholarship, and /compare shows courses side by side with their ₹ totals under row
 * labels that stay pinned while the columns scroll on a phone.
 */

interface Featured {
  courseId: number;
  courseName: string;
  CountryModel: { countryName: string };
}

/** The demo's featured programmes: one course in each of the most-picked destinations, all with figures. */
async function featured(request: APIRequestContext): Promise<Featured[]> {
  const answer = await request.get('/api/v1/course/featured-programmes');
  expect(answer.status()).toBe(200);
  const courses = (await answer.json()).data as Featured[];
  expect(courses.length).toBeGreaterThanOrEqual(2);
  return courses;
}

/**
 * axe's WCAG A/AA rules, serious or critical only, as accessibility.spec.ts checks the main pages;
 * `within` limits the scan to this journey's own part of a page.
 */
async function seriousViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const result = await (within ? builder.include(within) : builder).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** As the web app writes rupees: ₹25,71,000. */
const rupees = (amount: number) => `₹${Math.round(amount).toLocaleString('en-IN')}`;

for (const width of [390, 1280]) {
  test(`compare two courses at ${width} px: ₹ totals, differences and pinned row labels`, async ({
    page,
    request,
  }) => {
    const [first, second] = await featured(request);
    const ids = `${first!.courseId},${second!.courseId}`;
    const api = await request.get(`/api/v1/courses/compare?ids=${ids}`);
    expect(api.status()).toBe(200);
    const totals = ((await api.json()).data.courses as { cost: { totalInr: number } }[]).map((c) =>
      rupees(c.cost.totalInr),
    );

    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/compare?courses=${ids}`);
    const table = page.getByTestId('compare-table');
    await expect(table.getByRole('link', { name: first!.courseName })).toBeVisible();
    await expect(page.getByTestId('compare-total')).toHaveText(totals);
    // Each ₹ total names the date of the rate it converts at, in the text.
    await expect(table.getByRole('row', { name: /^First-year total/ })).toContainText(
      /rate (of|from) \d{1,2} \w{3} \d{4}/,
    );

    // The two courses are in different countries: that row is marked as a difference.
    const countryRow = table.getByRole('row', { name: /^Country/ });
    await expect(countryRow).toHaveAttribute('data-differs', 'true');
    await expect(countryRow).toContainText(first!.CountryModel.countryName);

    const scroller = page.getByTestId('compare-scroller');
    const label = table.getByRole('rowheader', { name: /First-year total/ });
    await expect(label).toBeVisible();
    const scrollerBox = (await scroller.boundingBox())!;
    const overflow = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
    if (width === 390) {
      // On a phone the columns scroll sideways and the labels stay where they are.
      expect(overflow).toBeGreaterThan(0);
      await scroller.evaluate((el) => {
        el.scrollLeft = el.scrollWidth;
      });
      await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    }
    const labelBox = (await label.boundingBox())!;
    expect(Math.abs(labelBox.x - scrollerBox.x)).toBeLessThanOrEqual(2);
    await expect(label).toBeInViewport();
    if (width === 1280) expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the course page calculator changes the total with the scholarship, as the server does', async ({
  page,
  request,
}) => {
  const [course] = await featured(request);
  const base = await request.get(`/api/v1/courses/${course!.courseId}/cost`);
  const helped = await request.get(`/api/v1/courses/${course!.courseId}/cost?scholarship=2000`);
  expect(base.status()).toBe(200);
  const before = rupees((await base.json()).data.cost.totalInr);
  const after = rupees((await helped.json()).data.cost.totalInr);
  expect(after).not.toBe(before);

  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/courses/${course!.courseId}`);
  const cost = page.getByTestId('true-cost');
  const total = cost.getByTestId('true-cost-total');
  await expect(total).toHaveText(before);
  await expect(total.locator('..').getByTestId('rate-date')).toHaveText(
    /^rate (of|from) \d{1,2} \w{3} \d{4}/,
  );
  // Every line names its source and its date.
  const lines = cost.getByTestId('cost-line');
  expect(await lines.count()).toBeGreaterThanOrEqual(3);
  for (const source of await cost.getByTestId('cost-line-source').allTextContents()) {
    expect(source).toMatch(/recorded \d{1,2} \w{3} \d{4}/);
  }

  expect(await seriousViolations(page, '[data-testid="true-cost"]')).toEqual([]);

  await cost.getByLabel(/Scholarship/).fill('2000');
  await expect(total).toHaveText(after);
  await expect(cost.getByTestId('cost-line').last()).toContainText('Scholarship');

  await cost.getByLabel('Months of living costs').selectOption('6');
  await expect(total).not.toHaveText(after);

  await cost.getByRole('link', { name: 'Compare with other courses' }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?courses=${course!.courseId}$`));
  await expect(page.getByText('Choose 2 to 4 courses to compare')).toBeVisible();
});
