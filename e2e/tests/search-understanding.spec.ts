import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Course search as a student types it (docs/catalogue.md#how-search-reads-a-query), on the demo
 * catalogue: the words become chips and URL filters, the results match them, and removing a chip
 * widens the search. The expected counts come from the API, never from a number written here.
 */

interface SearchAnswer {
  total: number;
  items: Array<{ courseName: string; firstYearTotalInr: number | null }>;
}

async function searchApi(request: APIRequestContext, query: string): Promise<SearchAnswer> {
  const answer = await request.get(`/api/v1/course/search?${query}`);
  expect(answer.status(), query).toBe(200);
  return (await answer.json()).data as SearchAnswer;
}

async function typeSearch(page: Page, words: string) {
  await page.goto('/courses');
  await expect(page.getByTestId('course-results')).toBeVisible();
  await page.getByLabel('Search courses').fill(words);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

const chips = (page: Page) => page.getByRole('list', { name: 'Read from your search:' }).getByRole('button');
const cards = (page: Page) => page.getByTestId('course-card');
const settled = (page: Page) =>
  expect(page.getByTestId('course-results')).toHaveAttribute('aria-busy', 'false');

/** The first-year total a card shows, in rupees. */
async function firstYearOf(card: Locator): Promise<number> {
  const text = (await card.getByTestId('course-search-facts').textContent()) ?? '';
  const rupees = /First year₹([\d,]+)/.exec(text);
  expect(rupees, text).not.toBeNull();
  return Number(rupees![1]!.replace(/,/g, ''));
}

const countShown = async (page: Page) =>
  Number(((await page.getByTestId('result-count').textContent()) ?? '').replace(/[^\d]/g, ''));

test.describe('course search reads what a student types', () => {
  test('"ms cs germany under 20 lakh": chips for level, country and budget, only matching courses, and the budget chip comes off to show more', async ({
    page,
    request,
  }) => {
    await typeSearch(page, 'ms cs germany under 20 lakh');

    await expect(chips(page)).toHaveText(['Postgraduate', 'Germany', '≤ ₹20 lakh first year']);
    await expect(page).toHaveURL(/[?&]q=computer\+science(&|$)/);
    await expect(page).toHaveURL(/[?&]courseType=Postgraduate(&|$)/);
    await expect(page).toHaveURL(/[?&]costBasis=firstYear&maxFee=2000000(&|$)/);
    await expect(page.getByLabel('Search courses')).toHaveValue('computer science');
    await settled(page);

    const expected = await searchApi(
      request,
      `q=computer+science&courseType=Postgraduate&country=${new URL(page.url()).searchParams.get('country')}&costBasis=firstYear&maxFee=2000000&pageSize=12`,
    );
    expect(expected.total).toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(Math.min(expected.total, 12));
    for (const card of await cards(page).all()) {
      await expect(card).toContainText('Postgraduate');
      await expect(card).toContainText('Germany');
      await expect(card.getByRole('heading')).toContainText(/computer science/i);
      expect(await firstYearOf(card)).toBeLessThanOrEqual(2_000_000);
    }

    await page.getByRole('button', { name: 'Remove ≤ ₹20 lakh first year' }).click();
    await expect(chips(page)).toHaveText(['Postgraduate', 'Germany']);
    await expect(page).not.toHaveURL(/maxFee=/);
    await expect(page.getByLabel('Maximum fee in ₹')).toHaveValue('');
    await settled(page);
    // Without the ceiling: every German computer science master's, however much its first year
    // costs; the demo's TUM master's (TUM's own fee band for students from outside the EU) is
    // above ₹20 lakh, so more courses show.
    const unbounded = await searchApi(
      request,
      `q=computer+science&courseType=Postgraduate&country=${new URL(page.url()).searchParams.get('country')}&pageSize=12`,
    );
    expect(unbounded.total).toBeGreaterThan(expected.total);
    await expect(page.getByTestId('result-count')).toHaveText(
      `${unbounded.total} ${unbounded.total === 1 ? 'course' : 'courses'}`,
    );
    await expect(cards(page)).toHaveCount(Math.min(unbounded.total, 12));
    await expect(cards(page).filter({ hasText: 'Technische Universität München' })).toHaveCount(1);
  });

  test('"ms cs under 20 lakh": removing the budget chip shows more courses', async ({ page }) => {
    await typeSearch(page, 'ms cs under 20 lakh');
    await expect(chips(page)).toHaveText(['Postgraduate', '≤ ₹20 lakh first year']);
    await settled(page);
    const within = await countShown(page);
    expect(within).toBeGreaterThan(0);
    for (const card of await cards(page).all()) {
      expect(await firstYearOf(card)).toBeLessThanOrEqual(2_000_000);
    }

    await page.getByRole('button', { name: 'Remove ≤ ₹20 lakh first year' }).click();
    await expect(chips(page)).toHaveText(['Postgraduate']);
    await settled(page);
    await expect.poll(() => countShown(page)).toBeGreaterThan(within);
  });

  test('suggestions as the visitor types: picking Germany for "ms cs germ" sets the country and reads the rest', async ({
    page,
  }) => {
    await page.goto('/courses');
    await expect(page.getByTestId('course-results')).toBeVisible();
    const box = page.getByRole('combobox', { name: 'Search courses' });
    await box.pressSequentially('ms cs germ');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(suggestions.getByRole('option', { name: /^Germany/ })).toBeVisible();
    await suggestions.getByRole('option', { name: /^Germany/ }).click();

    await expect(chips(page)).toHaveText(['Postgraduate']);
    await expect(page.getByLabel('Country')).not.toHaveValue('');
    await expect(page.getByLabel('Country').locator('option:checked')).toHaveText(/^Germany/);
    await expect(box).toHaveValue('computer science');
    await settled(page);
    for (const card of await cards(page).all()) await expect(card).toContainText('Germany');
  });
});
