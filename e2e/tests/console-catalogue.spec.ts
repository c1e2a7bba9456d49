import { randomBytes } from 'node:crypto';
import { DEMO, expect, signInAs, test } from '../fixtures';

const API = '/api/v1';

/** A 40×24 PNG (made with sharp): the server sniffs, re-encodes and stores it as WebP. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAYCAIAAAAH5iiXAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAANklEQVRIie3VsQkAAAgDQTfIpil/fscQ4cFekJib0JMZF+OpY7jqO2GBxMqsSCCLlUVkMd9ZXFToj26B4nsZAAAAAElFTkSuQmCC',
  'base64',
);

test('an admin creates a course with an image; a visitor finds it in /courses, until it is unpublished', async ({
  page,
  browser,
}) => {
  // A long journey on a shared machine; the first console page loads its chunk and the demo catalogue.
  test.setTimeout(240_000);
  await signInAs(page, DEMO.admin, '/admin/catalogue/courses');
  await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible({ timeout: 30_000 });
  // A published university and category of the demo catalogue, through the console's own API.
  const universities = await (await page.request.get(`${API}/university?pageSize=1`)).json();
  const university = universities.data.items[0] as { universityId: number; universityName: string };
  const categories = await (await page.request.get(`${API}/course/categories`)).json();
  const category = categories.data[0] as { courseCategoryId: number; categoryName: string };

  await page.getByRole('link', { name: 'New course' }).click();
  await expect(page.getByRole('heading', { name: 'New course' })).toBeVisible();
  const name = `MSc Orbital Robotics ${randomBytes(3).toString('hex')}`;
  const year = new Date().getUTCFullYear() + 1;
  await page.getByLabel('Course name').fill(name);
  await page.getByLabel('Find the university').fill(university.universityName);
  await page.getByLabel('University', { exact: true }).selectOption(String(university.universityId));
  await page.getByLabel('Category').selectOption(String(category.courseCategoryId));
  await page.getByLabel('Course type').selectOption('Postgraduate');
  await page.getByLabel('Duration').fill('2 years');
  await page.getByLabel('Yearly fee').fill('32000');
  await page.getByLabel('Currency (ISO 4217)').fill('CAD');
  await page.getByLabel('Intake', { exact: true }).selectOption('September');
  await page.getByLabel('Intake starts').fill(`${year}-09-01`);
  await page.getByLabel('Application deadline').fill(`${year}-05-31`);
  await page.getByLabel('Eligibility').fill("Bachelor's degree in engineering");
  await page
    .getByLabel('Course image')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByAltText('Course image preview')).toHaveAttribute(
    'src',
    /\/uploads\/[0-9a-f-]{36}\.webp$/,
  );

  // The contract's rule holds in the browser before anything is sent.
  await page.getByLabel('Application deadline').fill(`${year}-09-15`);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Application deadline must be before the intake start')).toBeVisible();
  await page.getByLabel('Application deadline').fill(`${year}-05-31`);
  await page.getByRole('button', { name: 'Create' }).click();

  await expect(page).toHaveURL(/\/admin\/catalogue\/courses\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('published-pill')).toHaveText('Published');
  const courseId = page.url().split('/').pop();
  await expect(page.getByRole('link', { name: 'Preview public page' })).toHaveAttribute(
    'href',
    `/courses/${courseId}`,
  );

  // A visitor (no session) finds it in the course search, with its picture, and opens it.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/courses?q=${encodeURIComponent(name)}`);
  const card = visitor.getByTestId('course-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('course-image')).toHaveAttribute('src', /\/uploads\/[0-9a-f-]{36}\.webp$/);
  await card.getByRole('link', { name }).click();
  await expect(visitor).toHaveURL(new RegExp(`/courses/${courseId}$`));
  await expect(visitor.getByRole('heading', { name })).toBeVisible();
  await expect(visitor.getByTestId('course-image')).toBeVisible();

  // Unpublished, it is gone for the visitor; the admin's preview still opens, marked as such.
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByTestId('published-pill')).toHaveText('Unpublished');
  await visitor.goto(`/courses?q=${encodeURIComponent(name)}`);
  await expect(visitor.getByText(/No courses/i).first()).toBeVisible();
  await expect(visitor.getByTestId('course-card').filter({ hasText: name })).toHaveCount(0);
  await page.goto(`/courses/${courseId}`);
  await expect(page.getByText('Preview: this page is unpublished, so only admins can see it.')).toBeVisible();
  await visitorContext.close();
});

test('the catalogue is for admins: an advisor has no Catalogue section and is refused there', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO.advisor, '/admin');
  await expect(page.getByTestId('staff-role')).toHaveText('Advisor', { timeout: 30_000 });
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Students' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Catalogue' })).toHaveCount(0);
  await page.goto('/admin/catalogue/courses');
  await expect(page.getByRole('alert')).toHaveText('Only admins manage the catalogue.');
});

test('an import with bad rows names each line and imports nothing; the fixed file imports', async ({
  page,
}) => {
  await signInAs(page, DEMO.admin, '/admin/catalogue/courses/import');
  const universities = await (await page.request.get(`${API}/university?pageSize=1`)).json();
  const universityId = universities.data.items[0].universityId as number;
  const categories = await (await page.request.get(`${API}/course/categories`)).json();
  const categoryId = categories.data[0].courseCategoryId as number;
  const tag = randomBytes(3).toString('hex');
  const year = new Date().getUTCFullYear() + 1;
  const header =
    'courseName,universityId,courseCategoryId,courseType,duration,fee,currencyCode,intake,intakeStart,applicationDeadline,modeOfStudy';
  const row = (n: number, fee = '21000') =>
    `MSc Imported ${tag} ${n},${universityId},${categoryId},Postgraduate,1 year,${fee},GBP,September,${year}-09-20,${year}-06-30,Full-time`;
  const bad = [header, row(1), row(2, 'free'), row(3)].join('\n');

  const choose = (csv: string) =>
    page.getByLabel(/Choose a(nother)? (CSV )?file/).setInputFiles({
      name: 'courses.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
  await choose(bad);
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('1 of 3 rows need fixing; nothing was imported.')).toBeVisible();
  await expect(page.getByTestId('import-errors').getByRole('row')).toHaveText([
    /^3\s*fee\s*Fee must be a number$/,
  ]);
  await expect(page.getByRole('button', { name: /^Import/ })).toBeDisabled();
  const none = await page.request.get(`${API}/course/search?q=${encodeURIComponent(`MSc Imported ${tag}`)}`);
  expect((await none.json()).data.total).toBe(0);

  await choose([header, row(1), row(2), row(3)].join('\n'));
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(
    page.getByText('All 3 rows are ready to import. Nothing has been imported yet.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Import 3 courses' }).click();
  await expect(page.getByText('Imported 3 courses').first()).toBeVisible();
  const found = await page.request.get(`${API}/course/search?q=${encodeURIComponent(`MSc Imported ${tag}`)}`);
  expect((await found.json()).data.total).toBe(3);
});
