import { createStudent, expect, signInAs, test } from '../fixtures';

/**
 * Scholarships (docs/money-and-visas.md#scholarships): a visitor browses and filters the sourced
 * awards without an account; a student gives her details, sees each verdict with its reasons,
 * saves an award and finds it among the deadlines on her timeline.
 */
test('a visitor filters scholarships; a student sees reasons, saves one and finds it on her timeline', async ({
  page,
  request,
}) => {
  await page.goto('/scholarships');
  await expect(page.getByRole('heading', { name: 'Scholarships you can hold abroad' })).toBeVisible();
  const cards = page.getByTestId('scholarship-card');
  // The committed file's 40, and any the console's journey (console-curated.spec.ts) has added by now.
  await expect(page.getByTestId('scholarship-count')).toHaveText(/^\d+ scholarships$/);
  expect(
    Number.parseInt((await page.getByTestId('scholarship-count').textContent()) ?? '', 10),
  ).toBeGreaterThanOrEqual(40);
  await expect(cards.first().getByTestId('fact-source')).toContainText('checked on');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.getByLabel('Country').selectOption('Germany');
  await expect(page).toHaveURL(/country=Germany/);
  await expect(cards.filter({ hasText: 'DAAD Development-Related Postgraduate Courses' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Chevening Scholarship' })).toHaveCount(0);
  await page.getByLabel('Search').fill('Rhodes');
  await expect(page.getByTestId('scholarship-count')).toHaveText('0 scholarships');
  await page.getByLabel('Country').selectOption('');
  await expect(page.getByTestId('scholarship-count')).toHaveText('1 scholarship');
  await expect(cards.first()).toContainText('Rhodes Scholarship (India)');
  // A visitor is never asked for a verdict.
  await expect(page.getByTestId('scholarship-verdict')).toHaveCount(0);

  const student = await createStudent(request, 'Kavya Scholar');
  await signInAs(page, student, '/scholarships?providerType=indian-government');
  await expect(page.getByTestId('scholarship-count')).toHaveText('3 scholarships');
  const nos = cards.filter({ hasText: 'National Overseas Scholarship (SC and others)' });
  await expect(nos.getByTestId('scholarship-verdict')).toHaveText('Check with the provider');
  await expect(nos).toContainText("we don't know your family income");

  await page.getByText('Your details for scholarships (optional)').click();
  await page.getByLabel('Indian citizen?').selectOption('true');
  await page.getByLabel('Date of birth').fill('2000-06-15');
  await page.getByLabel('Family income (₹ a year)').fill('6,00,000');
  await page.getByLabel('Category').selectOption('sc');
  await page.getByRole('button', { name: 'Save my details' }).click();

  await expect(nos).toContainText('Family income ₹6 L ≤ ₹8 L ✓');
  await expect(nos).toContainText('Category SC is one of SC');
  // Her profile has no marks yet: that rule is the provider's to check.
  await expect(nos.getByTestId('scholarship-verdict')).toHaveText('Check with the provider');
  const st = cards.filter({ hasText: 'National Overseas Scholarship for Scheduled Tribe students' });
  await expect(st.getByTestId('scholarship-verdict')).toHaveText('Not eligible');
  await expect(st).toContainText('For ST candidates; yours is SC ✗');

  await nos.getByRole('button', { name: /^Save National Overseas Scholarship/ }).click();
  await expect(nos.getByRole('button', { name: /^Saved: National Overseas Scholarship/ })).toBeVisible();

  await page.goto('/timeline');
  const saved = page.getByTestId('saved-scholarship');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('National Overseas Scholarship (SC and others)');
  // No closing date is published for this selection year: nothing to remind yet, and it says so.
  await expect(saved).toContainText('Next deadline not announced yet');

  await saved.getByRole('link').click();
  await expect(
    page.getByRole('heading', { name: 'National Overseas Scholarship (SC and others)' }),
  ).toBeVisible();
  await expect(page.getByTestId('fact-source').first()).toContainText(
    'Department of Social Justice and Empowerment',
  );
});
