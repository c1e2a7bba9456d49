import AxeBuilder from '@axe-core/playwright';
import { createStudent, expect, signInAs, test } from '../fixtures';

/**
 * Every main page passes axe's WCAG A/AA rules with no serious or critical violation,
 * colour contrast included (brand teal is kept for decoration; text uses the darker shade).
 */
async function seriousViolations(page: import('@playwright/test').Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const publicPages = [
  '/intro',
  '/home',
  '/login',
  '/signup',
  '/courses',
  '/country/1',
  '/university/1',
  '/packages',
  '/contact-us',
  '/privacy-policy',
];
const memberPages = ['/profile', '/applications', '/timeline', '/notifications', '/communities', '/chat'];

test('public pages have no serious accessibility violations', async ({ page }) => {
  for (const path of publicPages) {
    await page.goto(path);
    await expect(page.locator('main, #root > *').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('signed-in pages have no serious accessibility violations', async ({ page, request }) => {
  const student = await createStudent(request);
  await signInAs(page, student);
  for (const path of memberPages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
