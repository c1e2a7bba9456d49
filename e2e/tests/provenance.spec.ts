import { randomBytes } from 'node:crypto';
import { DEMO, expect, signInAs, test } from '../fixtures';

const API = '/api/v1';

/** A day as the pages write it ('27 Nov 2026'). */
const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

// docs/catalogue.md#provenance
test('an admin credits a fee to its source; the course page, its card and /compare say so while the description stays sample; a university typed in the console is staff’s; "checked today" clears a queued fact', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const today = day(new Date().toISOString().slice(0, 10));
  await signInAs(page, DEMO.admin, '/admin/catalogue/courses');
  await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible({ timeout: 30_000 });

  // Two demo courses: the first gets a real fee, the second keeps it company on /compare.
  const search = await (await page.request.get(`${API}/course/search?pageSize=2&q=computer`)).json();
  const [course, other] = search.data.items as Array<{
    courseId: number;
    courseName: string;
    fee: number;
    courseCategoryId: number;
  }>;

  await page.goto(`/admin/catalogue/courses/${course!.courseId}`);
  await expect(page.getByRole('heading', { name: course!.courseName })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('current-provenance')).toContainText('Fee: Illustrative sample data');
  // The demo's sample requirements name no source; the form asks for one before any save.
  await page.getByLabel('Category').selectOption(String(course!.courseCategoryId));
  const requirementsSource = page.getByLabel('Source of the requirements (URL)');
  if ((await requirementsSource.inputValue()) === '') {
    await requirementsSource.fill('https://www.example-university.edu/entry');
    await page.getByLabel('Checked on').fill(new Date().toISOString().slice(0, 10));
  }
  await page.getByLabel('Yearly fee').fill(String((course!.fee ?? 20_000) + 1_000));
  await page.getByLabel('Source address').fill('https://www.example-university.edu/fees');
  await page.getByLabel('Source name (optional)').fill('Example University fees page');
  // The address alone is not enough: the admin says they checked it today.
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('I checked this today against the source" to credit it')).toBeVisible();
  await page.getByLabel('I checked this today against the source').check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('current-provenance')).toContainText(
    `Fee: From Example University fees page, checked ${today}`,
  );

  const feeLabel = `From Example University fees page, checked ${today}`;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/courses/${course!.courseId}`);
  const sources = visitor.getByTestId('provenance');
  await expect(sources).toContainText(`Fee: ${feeLabel}`);
  await expect(sources).toContainText('Description: Illustrative sample data');
  await expect(sources).toContainText(
    'University name and website: From University list (Hipo, MIT licence)',
  );

  await visitor.goto(`/courses?q=${encodeURIComponent(course!.courseName)}`);
  const card = visitor.getByTestId('course-card').filter({ hasText: course!.courseName }).first();
  await expect(card.getByTestId('fact-label')).toHaveText(feeLabel);

  await visitor.goto(`/compare?courses=${course!.courseId},${other!.courseId}`);
  await expect(visitor.getByText(feeLabel)).toBeVisible({ timeout: 30_000 });
  await expect(visitor.getByText('Illustrative sample data').first()).toBeVisible();

  // A university typed in the console is credited to staff, never to the university list.
  const countries = await (await page.request.get(`${API}/staff/catalogue/countries?pageSize=1`)).json();
  const country = countries.data.items[0] as { countryId: number };
  const name = `Hand Typed University ${randomBytes(3).toString('hex')}`;
  await page.goto('/admin/catalogue/universities/new');
  await page.getByLabel('University name').fill(name);
  await page.getByLabel('Country').selectOption(String(country.countryId));
  await page.getByLabel('Description').fill('A university the admin described from its prospectus.');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/universities\/\d+$/);
  const universityId = page.url().split('/').pop();
  await visitor.goto(`/university/${universityId}`);
  const universitySources = visitor.getByTestId('provenance');
  await expect(universitySources).toContainText(
    `Name, location and website: Entered by EduPath staff on ${today}`,
  );
  await expect(universitySources).toContainText(`Description: Entered by EduPath staff on ${today}`);
  await expect(universitySources).not.toContainText('Hipo');

  // The queue lists sample facts; "Checked today, still right" with the page read clears one.
  await page.goto('/admin/fact-checks');
  const queue = page.getByTestId('catalogue-verification');
  const row = queue.getByTestId('verification-row').first();
  await expect(row).toContainText('Sample data', { timeout: 30_000 });
  const what = (await row.locator('span.font-medium').first().textContent())!;
  await row.getByRole('button', { name: 'Checked today, still right' }).click();
  await row.getByLabel('The page you checked it against').fill('https://www.example-university.edu/course');
  await row.getByRole('button', { name: `Checked ${today}` }).click();
  await expect(queue.getByText(what, { exact: true })).toHaveCount(0);

  await page.goto('/admin');
  await expect(page.getByTestId('verification-figure')).toContainText('Catalogue facts to verify');

  // The screens at a phone's and a laptop's width (looked at by hand).
  for (const width of [390, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    await visitor.goto(`/courses/${course!.courseId}`);
    await expect(visitor.getByTestId('provenance')).toContainText(feeLabel);
    await visitor.screenshot({ path: testInfo.outputPath(`course-${width}.png`), fullPage: true });
    await visitor.goto(`/courses?q=${encodeURIComponent(course!.courseName)}`);
    const shot = visitor.getByTestId('course-card').filter({ hasText: course!.courseName }).first();
    await expect(shot.getByTestId('fact-label')).toHaveText(feeLabel);
    await shot.screenshot({ path: testInfo.outputPath(`card-${width}.png`) });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/fact-checks#catalogue');
    await expect(page.getByTestId('verification-row').first()).toBeVisible({ timeout: 30_000 });
    await page
      .getByTestId('catalogue-verification')
      .screenshot({ path: testInfo.outputPath(`queue-${width}.png`) });
  }
  await visitorContext.close();
});
