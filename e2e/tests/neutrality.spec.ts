import { mkdirSync } from 'node:fs';
import { DEMO, expect, signInAs, test } from '../fixtures';

const API = '/api/v1';
const SHOTS_DIR = process.env.SHOTS_DIR;
if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });

/** Issue 30, item 6 (docs/catalogue.md#neutrality). */
test('a university page says what EduPath earns from it; an admin sets a commission in the console and the page says so', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const universities = await (await page.request.get(`${API}/university?pageSize=3`)).json();
  const university = universities.data.items[2] as { universityId: number; universityName: string };

  // A visitor sees the neutral line, "none" included, and the link to how EduPath earns.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/university/${university.universityId}`);
  const line = visitor.getByTestId('neutrality-line');
  await expect(line).toContainText('EduPath earns nothing from this university.');
  await expect(visitor.getByText('Sorted: featured courses first, then by name, A to Z.')).toBeVisible();

  // The admin records a commission since March 2025 in the university form.
  await signInAs(page, DEMO.admin, `/admin/catalogue/universities/${university.universityId}`);
  await expect(page.getByRole('heading', { name: university.universityName })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('EduPath earns').selectOption('commission');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Say since when EduPath earns from it')).toBeVisible();
  await page.getByLabel('Since').fill('2025-03-01');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Say since when EduPath earns from it')).toBeHidden();
  const earning = async () =>
    (await (await page.request.get(`${API}/university/detail/${university.universityId}`)).json()).data
      .earning;
  await expect.poll(earning).toBe('commission');

  await visitor.reload();
  await expect(line).toContainText(
    'EduPath is paid a commission by this university when a student enrols, since March 2025.',
  );
  await expect(line).toContainText(
    'What EduPath earns never changes the order of courses or search results.',
  );
  if (SHOTS_DIR) await visitor.screenshot({ path: `${SHOTS_DIR}/university-neutrality.png`, fullPage: true });

  // The line links to /about/how-we-earn, which the footer links too.
  await line.getByRole('link', { name: 'How EduPath earns' }).click();
  await expect(visitor).toHaveURL(/\/about\/how-we-earn$/);
  await expect(visitor.getByRole('heading', { name: 'How EduPath earns', level: 1 })).toBeVisible();
  await expect(visitor.getByText(/Best match: courses whose name is the subject you typed/)).toBeVisible();
  await visitor.goto('/home');
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'How we earn' }).click();
  await expect(visitor).toHaveURL(/\/about\/how-we-earn$/);
  await visitorContext.close();

  // Back to "none", so other journeys see the demo as it was.
  await page.getByLabel('EduPath earns').selectOption('none');
  await page.getByLabel('Since').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(earning).toBe('none');
});
