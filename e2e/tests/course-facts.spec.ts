import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * A course page tells the student what the fee is in its own currency, about how much that is in
 * rupees and at which rate, where each fact comes from, and when applications have closed
 * (docs/catalogue.md). Checked on a phone and a desktop width.
 */

interface SearchItem {
  courseId: number;
  courseName: string;
  currencyCode: string;
  fee: number | null;
  intake: string | null;
  intakeStart: string | null;
  applicationDeadline: string | null;
}

/** A demo course priced in another currency than the rupee whose application deadline has passed. */
async function closedForeignCourse(request: APIRequestContext): Promise<SearchItem> {
  const today = new Date().toISOString().slice(0, 10);
  for (let page = 1; page <= 40; page++) {
    const answer = await request.get(`/api/v1/course/search?sort=newest&pageSize=50&page=${page}`);
    expect(answer.status()).toBe(200);
    const items = (await answer.json()).data.items as SearchItem[];
    const found = items.find(
      (c) =>
        c.fee !== null &&
        c.currencyCode !== 'INR' &&
        c.applicationDeadline !== null &&
        c.applicationDeadline < today,
    );
    if (found) return found;
  }
  throw new Error('The demo catalogue has no recently closed course');
}

for (const width of [390, 1280]) {
  test(`course page at ${width} px: fee, ₹ estimate with its date, provenance and a closed intake`, async ({
    page,
    request,
  }, testInfo) => {
    const course = await closedForeignCourse(request);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/courses/${course.courseId}`);

    const details = page.getByTestId('course-details');
    await expect(details.getByRole('heading', { name: course.courseName })).toBeVisible();
    // The fee in its own currency, with a symbol or code that names one currency.
    await expect(details.getByTestId('course-fee')).toHaveText(/^[^\d\s]{1,4}\s?[\d,]+$/);
    await expect(details.getByTestId('course-fee')).not.toHaveText(/^\$/);
    // About how much in rupees, with the rate and its date.
    const estimate = details.getByTestId('course-fee-inr');
    await expect(estimate).toContainText(/≈ ₹[\d,]+/);
    await expect(estimate).toContainText(`1 ${course.currencyCode} = ₹`);
    await expect(estimate).toContainText('reference rate of 30 Jun 2025');

    const closed = page.getByTestId('intake-closed');
    const year = course.intakeStart!.slice(0, 4);
    await expect(closed).toContainText(`Applications closed for ${course.intake} ${year}`);
    await expect(closed).toContainText(`Next intake: ${course.intake} ${Number(year) + 1}`);

    const provenance = page.getByTestId('provenance');
    await expect(provenance).toContainText('University list (Hipo, MIT licence)');
    await expect(provenance).toContainText('Country data (world-countries)');
    await expect(provenance).toContainText('Illustrative sample data');
    await expect(provenance).toContainText('Reference exchange rates of 30 Jun 2025');

    await page.screenshot({ path: testInfo.outputPath(`course-${width}.png`), fullPage: true });

    await provenance.getByRole('link', { name: 'All data sources' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Data sources' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'ODbL 1.0' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`data-sources-${width}.png`), fullPage: true });
  });
}

test('/intro featured programmes open the course named on the card', async ({ page }) => {
  await page.goto('/intro');
  const section = page.getByRole('region', { name: 'Featured Programs' });
  const cards = section.getByRole('link', { name: /View program/ });
  await expect(cards).toHaveCount(4);
  for (let i = 0; i < 4; i++) {
    const name = await cards.nth(i).getByRole('heading').textContent();
    await cards.nth(i).click();
    await expect(page.getByTestId('course-details').getByRole('heading', { name: name! })).toBeVisible();
    await page.goBack();
  }
});
