import type { APIRequestContext, Page } from '@playwright/test';
import { createStudent, expect, signInAs, test } from '../fixtures';

/**
 * The public catalogue on the demo data (deterministic seed): home, countries, universities,
 * explore, course search and course detail.
 */

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(`/api/v1/${path}`);
  expect(answer.status(), path).toBe(200);
  return (await answer.json()).data as T;
}
const countryId = async (request: APIRequestContext, name: string) =>
  (
    await apiData<{ items: Array<{ countryId: number; countryName: string }> }>(
      request,
      `country?q=${encodeURIComponent(name)}`,
    )
  ).items.find((c) => c.countryName === name)!.countryId;
const universityId = async (request: APIRequestContext, name: string) =>
  (
    await apiData<{ items: Array<{ universityId: number }> }>(
      request,
      `university?q=${encodeURIComponent(name)}`,
    )
  ).items[0]!.universityId;

const TUM = 'Technische Universität München';
const countryCards = (page: Page) => page.getByTestId('country-card');
const activeSlide = (page: Page) => page.locator('[aria-roledescription="slide"][data-active="true"]');

test.describe('home', () => {
  test('hero search filters the countries by a case-insensitive substring', async ({ page }) => {
    await page.goto('/home');
    await expect(countryCards(page)).toHaveCount(8);
    await page.getByPlaceholder('Search for countries...').fill('GERM');
    await expect(countryCards(page)).toHaveCount(1);
    await expect(countryCards(page).getByRole('heading')).toHaveText('Germany');
    await page.getByPlaceholder('Search for countries...').fill('land');
    await expect(countryCards(page).getByRole('heading', { name: 'Germany' })).toHaveCount(0);
    await expect(page.getByTestId('country-grid')).toHaveAttribute('aria-busy', 'false');
    for (const name of await countryCards(page).getByRole('heading').allTextContents()) {
      expect(name.toLowerCase()).toContain('land');
    }
    await page.getByPlaceholder('Search for countries...').fill('zzqx');
    await expect(page.getByText('No countries match “zzqx”.')).toBeVisible();
  });

  test('shows 8 countries and Load More Countries adds 8 each time', async ({ page }) => {
    await page.goto('/home');
    await expect(countryCards(page)).toHaveCount(8);
    await page.getByRole('button', { name: 'Load More Countries' }).click();
    await expect(countryCards(page)).toHaveCount(16);
    await page.getByRole('button', { name: 'Load More Countries' }).click();
    await expect(countryCards(page)).toHaveCount(24);
  });

  test('a country card shows cover, flag, name, capital, population and language, and explores the country', async ({
    page,
  }) => {
    await page.goto('/home');
    const card = countryCards(page).filter({ hasText: 'Germany' });
    await expect(card.getByRole('img', { name: 'Flag of Germany' })).toBeVisible();
    await expect(card).toContainText('Berlin');
    await expect(card).toContainText('82,905,782');
    await expect(card).toContainText('German');
    await card.getByRole('link', { name: /Explore Country/ }).click();
    await expect(page).toHaveURL(/\/country\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Germany');
  });

  test('the page arrives with its countries and universities, rendered on the server', async ({
    browser,
  }) => {
    // No script at all: what a link preview or a slow phone sees first (ADR 016).
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Find the country, university and course that fit you',
    );
    await expect(countryCards(page)).toHaveCount(8);
    await expect(page.getByRole('heading', { name: 'Top Universities' })).toBeVisible();
    await context.close();
  });

  test('shows a spinner while countries load in the browser', async ({ page }) => {
    // The first page comes with its countries: a page the browser renders asks for them.
    await page.goto('/shortlist');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/v1\/country\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading countries' })).toBeVisible();
    release();
    await expect(countryCards(page)).toHaveCount(8);
    await expect(page.getByRole('status').filter({ hasText: 'Loading countries' })).toHaveCount(0);
  });

  test('the university carousel shows 4 per slide, moves with previous/next/dots and advances every 5 s', async ({
    page,
  }) => {
    // A paused clock: only runFor moves the page's time, so a busy machine cannot let a real 5 s
    // pass between the steps below. Loading the page needs its zero-delay timers, hence the ticks.
    await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
    await page.goto('/home');
    await expect(async () => {
      await page.clock.runFor(10);
      await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3', { timeout: 200 });
    }).toPass();
    await expect(activeSlide(page).getByTestId('university-card')).toHaveCount(4);
    await expect(activeSlide(page)).toContainText('Massachusetts Institute of Technology');
    await page.clock.runFor(5000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 3');
    await page.getByRole('button', { name: 'Next universities' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 of 3');
    await page.getByRole('button', { name: 'Previous universities' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 3');
    await page.getByRole('button', { name: 'Show slide 1' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
    await page.clock.runFor(4000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
    await page.clock.runFor(1000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 3');
  });

  test('category tabs: the first is preselected and choosing another lists its courses', async ({ page }) => {
    await page.goto('/home');
    const tabs = page.getByRole('tablist', { name: 'Course categories' }).getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const firstName = (await tabs.first().textContent())!.trim();
    const cards = page.getByTestId('course-card');
    await expect(cards).toHaveCount(8);
    await expect(cards.first()).toContainText(firstName);
    await page.getByRole('tab', { name: 'Law' }).click();
    await expect(page.getByRole('tab', { name: 'Law' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards.first()).toContainText('Law');
    await expect(cards).toHaveCount(8);
  });

  test('a category without courses says so', async ({ page }) => {
    // Every demo category has courses: answer this one category's list as an empty page.
    await page.route(/\/api\/v1\/course\/courses\/2\?/, (route) =>
      route.fulfill({
        json: {
          success: true,
          message: 'OK',
          data: { items: [], total: 0, page: 1, pageSize: 8, totalPages: 0 },
        },
      }),
    );
    await page.goto('/home');
    await page.getByRole('tablist', { name: 'Course categories' }).getByRole('tab').nth(1).click();
    await expect(page.getByText('No courses found for this category.')).toBeVisible();
    await expect(page.getByTestId('course-card')).toHaveCount(0);
  });

  test('course cards: fee, eligibility, date added; Apply Now and View Details only when signed in', async ({
    page,
    request,
  }) => {
    await page.goto('/home');
    const card = page.getByTestId('course-card').first();
    // A symbol or code that names one currency (US$, CA$, €, ¥, KWD …), then the whole amount.
    await expect(card.getByTestId('course-fee')).toHaveText(/^([^\d\s]{1,4}\s?[\d,]+|Not specified)$/);
    await expect(card).toContainText('Eligibility');
    await expect(card).toContainText(/Added [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(card.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'View Details' })).toHaveCount(0);

    const featured = await apiData<{ items: Array<{ courseName: string; courseId: number }> }>(
      request,
      'course/search?featured=true&pageSize=1&sort=newest',
    );
    await page.goto(`/courses?featured=true&sort=newest`);
    const featuredCard = page
      .getByTestId('course-card')
      .filter({ hasText: featured.items[0]!.courseName })
      .first();
    // The badge is a button that says why it was chosen ("Featured: why?" to a screen reader).
    await expect(featuredCard.getByRole('button', { name: /^Featured/ })).toBeVisible();

    await signInAs(page, await createStudent(request), '/home');
    await page.goto('/home');
    const signedCard = page.getByTestId('course-card').first();
    await expect(signedCard.getByRole('button', { name: 'Apply Now' })).toBeVisible();
    await expect(signedCard.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      /\/courses\/\d+$/,
    );
  });

  test('Apply Now asks for confirmation in the page, then posts the course and shows the answer', async ({
    page,
    request,
  }) => {
    await signInAs(page, await createStudent(request), '/home');
    await page.goto('/home');
    const card = page.getByTestId('course-card').first();
    const href = await card.getByRole('link', { name: 'View Details' }).getAttribute('href');
    const courseId = Number(href!.split('/').pop());

    await card.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to apply for this course?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await card.getByRole('button', { name: 'Apply Now' }).click();
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/v1/admission') && r.method() === 'POST');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Apply', exact: true }).click();
    // The course, and the intake the dialog named when the course has dates (docs/applications-and-timeline.md).
    const body = (await posted).postDataJSON();
    expect(body).toEqual({
      courseId,
      ...(body.intakeStart && { intakeStart: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }),
    });
    // A fresh student's first application goes through; the server's message comes back as a toast.
    await expect(page.locator('.Toastify__toast')).toHaveText('Application submitted successfully');
  });

  test('closing call to action: Get Started Now goes to /signup, or to /courses when signed in', async ({
    page,
    request,
  }) => {
    await page.goto('/home');
    await expect(
      page.getByRole('heading', { name: 'Ready to Start Your Educational Journey?' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Get Started Now' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await signInAs(page, await createStudent(request), '/home');
    await page.goto('/home');
    await page.getByRole('link', { name: 'Get Started Now' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });
});

test.describe('country detail', () => {
  test('cover, flag, six stat tiles, About with the Education System', async ({ page, request }) => {
    await page.goto(`/country/${await countryId(request, 'Germany')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Germany');
    await expect(page.getByRole('img', { name: 'Flag of Germany' })).toBeVisible();
    await expect(page.getByTestId('stat-Universities')).toHaveText(/^\d+$/);
    await expect(page.getByTestId('stat-Total Courses')).toHaveText(/^[\d,]+$/);
    await expect(page.getByTestId('stat-Language')).toHaveText('German');
    await expect(page.getByTestId('stat-Capital')).toHaveText('Berlin');
    await expect(page.getByTestId('stat-Population')).toHaveText('82,905,782');
    await expect(page.getByTestId('stat-Currency')).toHaveText('Euro (EUR)');
    await expect(page.getByRole('heading', { name: 'About Germany' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Education System' })).toBeVisible();
  });

  test('a missing figure shows N/A', async ({ page, request }) => {
    // country-json has no population for Kosovo.
    await page.goto(`/country/${await countryId(request, 'Kosovo')}`);
    await expect(page.getByTestId('stat-Population')).toHaveText('N/A');
  });

  test('university search: case-insensitive, count badge, clear button, empty state with Clear search', async ({
    page,
    request,
  }) => {
    await page.goto(`/country/${await countryId(request, 'Germany')}`);
    const cards = page.getByTestId('university-card');
    const badge = page.getByTestId('university-count');
    const total = Number(await badge.textContent());
    await expect(cards).toHaveCount(total);
    const search = page.getByPlaceholder('Search universities...');
    await search.fill('TECHNISCHE');
    await expect(cards.first()).toBeVisible();
    const shown = await cards.count();
    expect(shown).toBeLessThan(total);
    await expect(badge).toHaveText(String(shown));
    for (const name of await cards.getByRole('heading').allTextContents())
      expect(name).toContain('Technische');
    await page.getByRole('button', { name: 'Clear search text' }).click();
    await expect(search).toHaveValue('');
    await expect(badge).toHaveText(String(total));

    await search.fill('no such university');
    await expect(page.getByText('No universities found matching "no such university"')).toBeVisible();
    await expect(badge).toHaveText('0');
    await page.getByRole('button', { name: 'Clear search', exact: true }).click();
    await expect(cards).toHaveCount(total);
  });

  test('a university card shows logo, name, location, courses, language and test, and opens the university', async ({
    page,
    request,
  }) => {
    await page.goto(`/country/${await countryId(request, 'Germany')}`);
    const card = page.getByTestId('university-card').filter({ hasText: TUM });
    await expect(card.getByRole('img', { name: `${TUM} logo` })).toBeVisible();
    await expect(card).toContainText('Germany');
    await expect(card).toContainText(/\d+ courses?/);
    await expect(card).toContainText('German');
    await card.getByRole('link', { name: /View Details/ }).click();
    await expect(page).toHaveURL(/\/university\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TUM);
  });

  test('the FAQ accordion opens several answers at once, each at most 24rem high', async ({
    page,
    request,
  }) => {
    await page.goto(`/country/${await countryId(request, 'India')}`);
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    const first = page.getByRole('button', { name: 'How much does it cost to study in India?' });
    const second = page.getByRole('button', { name: 'When are the intakes in India?' });
    await first.click();
    await second.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('faq-answer')).toHaveCount(2);
    await expect(page.getByTestId('faq-answer').first()).toContainText('₹');
    await expect(page.getByTestId('faq-answer').first()).toHaveCSS('max-height', '384px');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('faq-answer')).toHaveCount(1);
  });

  test('an unknown or malformed id shows the error and Go Back returns', async ({ page }) => {
    await page.goto('/home');
    await page.goto('/country/999999');
    await expect(page.getByText('Error loading country details')).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/country/not-a-number');
    await expect(page.getByText('Error loading country details')).toBeVisible();
  });
});

test.describe('country detail on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens on Universities; the Courses tab lists the courses of all its universities', async ({
    page,
    request,
  }) => {
    await page.goto(`/country/${await countryId(request, 'Germany')}`);
    const universitiesTab = page.getByRole('tab', { name: 'Universities' });
    const coursesTab = page.getByRole('tab', { name: 'Courses' });
    await expect(universitiesTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('university-card').first()).toBeVisible();
    await expect(page.getByTestId('course-card').first()).toBeHidden();
    await coursesTab.click();
    await expect(coursesTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('course-card').first()).toBeVisible();
    await expect(page.getByTestId('course-card').first()).toContainText('Germany');
    await expect(page.getByTestId('university-card').first()).toBeHidden();
  });
});

test.describe('university detail', () => {
  test('cover, logo, name, location, stat tiles with the QS attribution, and About', async ({
    page,
    request,
  }) => {
    await page.goto(`/university/${await universityId(request, TUM)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TUM);
    await expect(page.getByRole('img', { name: `${TUM} logo` })).toBeVisible();
    await expect(page.getByTestId('stat-Courses')).toHaveText(/^\d+$/);
    await expect(page.getByTestId('stat-QS Rank')).toHaveText('#25');
    await expect(page.getByText('QS World University Rankings 2027', { exact: true })).toBeVisible();
    await expect(page.getByTestId('stat-Country')).toHaveText('Germany');
    await expect(page.getByTestId('stat-Acceptance Rate')).toHaveText(/^[\d.]+%$|^N\/A$/);
    await expect(page.getByTestId('stat-Degree Mode')).not.toBeEmpty();
    await expect(page.getByTestId('stat-Dormitory')).toHaveText(/^(Available|Not Available)$/);
    const about = page.locator('section', { has: page.getByRole('heading', { name: 'About' }) });
    await expect(about).toContainText('Language');
    await expect(about).toContainText('Test Accepted');
    await expect(about).toContainText('Phone');
  });

  test('course list: search, 700px scroll, toggled details and the empty texts', async ({
    page,
    request,
  }) => {
    await page.goto(`/university/${await universityId(request, TUM)}`);
    const list = page.getByTestId('course-list');
    await expect(list).toHaveCSS('max-height', '700px');
    await expect(list).toHaveCSS('overflow-y', 'auto');
    await expect(page.getByText('Select a course to view details')).toBeVisible();

    // Each course is a button beside its shortlist heart.
    const courses = list.getByRole('button').and(page.locator(':not([data-testid="shortlist-heart"])'));
    const first = courses.first();
    const name = (await first.locator('span').first().textContent())!;
    await first.click();
    await expect(page.getByTestId('course-details')).toContainText(name);
    await expect(page.getByText('Select a course to view details')).toHaveCount(0);
    await first.click();
    await expect(page.getByTestId('course-details')).toHaveCount(0);
    await expect(page.getByText('Select a course to view details')).toBeVisible();

    const search = page.getByPlaceholder('Search courses...');
    await search.fill(name.slice(2, 9).toUpperCase());
    for (const shown of await courses.allTextContents()) {
      expect(shown.toLowerCase()).toContain(name.slice(2, 9).toLowerCase());
    }
    await search.fill('no such course at all');
    await expect(page.getByText('No courses available')).toBeVisible();
  });

  test('an unknown university shows the error and Go Back returns', async ({ page }) => {
    await page.goto('/home');
    await page.goto('/university/999999');
    await expect(page.getByText('Error loading university details')).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('explore, course search and course detail', () => {
  test('/explore lists every country and searches them', async ({ page }) => {
    await page.goto('/explore');
    await expect(page.getByText('200 countries with universities you can apply to.')).toBeVisible();
    await expect(countryCards(page)).toHaveCount(24);
    await page.getByPlaceholder('Search for countries...').fill('united');
    await expect(page).toHaveURL(/\/explore\?q=united$/);
    await expect(countryCards(page).getByRole('heading')).toHaveText([
      'United Arab Emirates',
      'United Kingdom',
      'United States',
    ]);
  });

  test('/courses keeps its filters in the URL: shareable, and Back restores the previous search', async ({
    page,
    request,
  }) => {
    const germany = await countryId(request, 'Germany');
    await page.goto('/courses');
    await page.getByLabel('Search courses').fill('data science');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\?q=data\+science$/);
    await page.getByLabel('Country').selectOption(String(germany));
    await expect(page).toHaveURL(new RegExp(`q=data\\+science&country=${germany}$`));
    await expect(page.getByTestId('course-card').first()).toContainText('Germany');
    const germanCount = await page.getByTestId('result-count').textContent();
    await page.getByLabel('Course type').selectOption('Postgraduate');
    await expect(page).toHaveURL(/courseType=Postgraduate/);
    await expect(page.getByTestId('result-count')).not.toHaveText(germanCount!);
    await expect(page.getByTestId('course-results')).toHaveAttribute('aria-busy', 'false');
    for (const text of await page.getByTestId('course-card').allTextContents())
      expect(text).toContain('Postgraduate');

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`q=data\\+science&country=${germany}$`));
    await expect(page.getByLabel('Course type')).toHaveValue('');
    await expect(page.getByTestId('result-count')).toHaveText(germanCount!);
    await page.goBack();
    await expect(page.getByLabel('Country')).toHaveValue('');
    await expect(page.getByLabel('Search courses')).toHaveValue('data science');

    // A shared link opens the same search.
    await page.goto(`/courses?q=data+science&country=${germany}&courseType=Postgraduate`);
    await expect(page.getByLabel('Country')).toHaveValue(String(germany));
    await expect(page.getByLabel('Course type')).toHaveValue('Postgraduate');
    await expect(page.getByLabel('Search courses')).toHaveValue('data science');
  });

  test('/courses pages through results and shows facet counts', async ({ page, request }) => {
    const germany = await countryId(request, 'Germany');
    await page.goto(`/courses?q=engineering&country=${germany}`);
    await expect(page.getByTestId('course-card')).toHaveCount(12);
    await expect(
      page.getByLabel('Course type').locator('option', { hasText: /^PhD \(\d[\d,]*\)$/ }),
    ).toHaveCount(1);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(new RegExp(`q=engineering&country=${germany}&page=2$`));
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  test('/courses past 1,000 matches: a lower bound and filters without counts', async ({ page }) => {
    await page.goto('/courses');
    await expect(page.getByTestId('result-count')).toHaveText('1,000+ courses');
    await expect(page.getByLabel('Course type').locator('option', { hasText: /^PhD$/ })).toHaveCount(1);
    await expect(page.getByLabel('Country').locator('option', { hasText: /^Germany$/ })).toHaveCount(1);
  });

  test('/courses shows the reason for a malformed link', async ({ page }) => {
    await page.goto('/courses?courseType=Bachelor');
    await expect(page.getByRole('alert')).toContainText('courseType must be one of');
  });

  test('/courses/{id} shows the course with its university and country; a visitor logs in from it and is asked to apply', async ({
    page,
    request,
  }) => {
    const results = await apiData<{ items: Array<{ courseId: number; courseName: string }> }>(
      request,
      `course/search?q=${encodeURIComponent(TUM)}&pageSize=1`,
    );
    const course = results.items[0]!;
    await page.goto(`/courses/${course.courseId}`);
    await expect(page.getByTestId('course-details')).toContainText(course.courseName);
    await expect(page.getByRole('link', { name: new RegExp(TUM) })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Study in Germany' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
    // A visitor's way to apply: sign in (or up) and come back to this course (docs/catalogue.md#course-page).
    const next = encodeURIComponent(`/courses/${course.courseId}?apply=1`);
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/signup?next=${next}`,
    );
    await page.getByRole('link', { name: 'Log in to apply' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${next}$`));
    const student = await createStudent(request);
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password').fill(student.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to apply for this course?');
    // Asked once: the address drops ?apply=1, so a reload does not ask again.
    await expect(page).toHaveURL(new RegExp(`/courses/${course.courseId}$`));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to apply' })).toHaveCount(0);
    await page.goto('/courses/999999');
    await expect(page.getByText('Course not found')).toBeVisible();
  });
});
