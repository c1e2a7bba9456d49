import AxeBuilder from '@axe-core/playwright';
import { DEMO, expect, signInAs, test } from '../fixtures';

/**
 * Education loans (docs/money-and-visas.md#education-loans): from a course's first-year cost box
 * to /loans, where the calculator starts at that total and follows the rate and tenure she types;
 * the page says no lead is ever sent; staff see the stale reference rates in the re-check queue.
 */
test('a student compares loans from a course page, and staff see the facts to re-check', async ({
  page,
  request,
}) => {
  const featured = await request.get('/api/v1/course/featured-programmes');
  expect(featured.status()).toBe(200);
  const [course] = (await featured.json()).data as { courseId: number }[];
  const cost = await request.get(`/api/v1/courses/${course!.courseId}/cost`);
  const totalInr = (await cost.json()).data.cost.totalInr as number;

  await page.goto(`/courses/${course!.courseId}`);
  const box = page.getByTestId('true-cost');
  // The rates are over 12 months old: the box says so beside the rate's date, not only in a tooltip.
  await expect(box.getByTestId('rate-out-of-date').first()).toBeVisible();
  await box.getByRole('link', { name: 'Paying for it: compare education loans' }).click();

  await expect(page).toHaveURL(new RegExp(`/loans\\?courseId=${course!.courseId}$`));
  await expect(page.getByRole('heading', { name: 'Education loans compared' })).toBeVisible();
  await expect(page.getByTestId('no-lead')).toContainText('EduPath never shares your data with a lender');
  await expect(page.getByTestId('lender-card')).toHaveCount(11);
  await expect(page.getByLabel('Loan amount (₹)')).toHaveValue(String(totalInr));
  // WCAG A/AA, serious or critical, as accessibility.spec.ts checks the main pages.
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  // 0 %: the EMI is the loan split evenly over the months.
  await page.getByLabel('Loan amount (₹)').fill('1200000');
  await page.getByLabel('Interest rate (% a year)').fill('0');
  await page.getByLabel('Repayment (years)').fill('10');
  await expect(page.getByTestId('loan-emi')).toHaveText('₹10,000.00');
  await expect(page.getByTestId('loan-total-interest')).toHaveText('₹0');
  // 12 % over one year on ₹1,00,000, no moratorium: ₹8,884.88 a month (worked in loan-calc.test.ts).
  await page.getByLabel('Loan amount (₹)').fill('100000');
  await page.getByLabel('Interest rate (% a year)').fill('12');
  await page.getByLabel('Repayment (years)').fill('1');
  await page.getByLabel('Course length (months)').fill('0');
  await page.getByLabel('Months after the course before repaying').fill('0');
  await expect(page.getByTestId('loan-emi')).toHaveText('₹8,884.88');
  await expect(page.getByTestId('loan-total-repaid')).toHaveText('₹1,06,619');

  await signInAs(page, DEMO.advisor, '/admin/fact-checks');
  await expect(page.getByRole('heading', { name: 'Facts to re-check' })).toBeVisible();
  await expect(
    page.getByTestId('fact-check-row').filter({ hasText: 'Reference exchange rates' }),
  ).toBeVisible();
});
