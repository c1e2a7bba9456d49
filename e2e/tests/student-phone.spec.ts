import type { Locator, Page } from '@playwright/test';
import { assignToDemoAdvisor, createStudent, DEMO, expect, signInAs, test } from '../fixtures';

/**
 * A student on a phone (390 px): the timeline with an advisor's long note fits the screen, the
 * milestones that follow from what she did reach themselves, and the small controls she taps are at
 * least 24 x 24 px (WCAG 2.5.8) (issue 29, items 5 and 9).
 */
test.use({ viewport: { width: 390, height: 844 } });

const LONG_NOTE =
  'Bring your transcripts and https://www.example-university-admissions.edu/international/postgraduate/requirements-and-deadlines-2027 to the session.';

async function sizeOf(target: Locator) {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  if (!box) throw new Error('not laid out');
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

async function expectTappable(target: Locator) {
  const { width, height } = await sizeOf(target);
  expect(width, 'width').toBeGreaterThanOrEqual(24);
  expect(height, 'height').toBeGreaterThanOrEqual(24);
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('a phone: the timeline fits with a long note, Shortlisting reaches itself, and the small controls are big enough to tap', async ({
  page,
  request,
}) => {
  test.slow();
  const student = await createStudent(request, 'Phone Student');
  await assignToDemoAdvisor(request, student);
  const advisor = await (await request.post('/api/v1/auth/staff/login', { data: DEMO.advisor })).json();
  const auth = { authorization: `Bearer ${advisor.data.accessToken}` };
  const milestones = await (await request.get('/api/v1/milestones', { headers: auth })).json();
  const counselling = milestones.data.find((m: { title: string }) => m.title === 'Counselling Session');
  const noted = await request.put(`/api/v1/milestone-status/user/${student.userId}`, {
    headers: auth,
    data: { milestoneId: counselling.milestoneId, status: 'Active', remark: LONG_NOTE },
  });
  expect(noted.status(), await noted.text()).toBe(200);

  const session = await signInAs(page, student, '/home');
  // The home page's university carousel: its dots.
  await expectTappable(page.getByRole('button', { name: 'Show slide 1' }));

  // Shortlisting a course reaches 'Shortlisting' by itself, and the heart counts it.
  const search = await (await request.get('/api/v1/course/search')).json();
  const course = search.data.items[0];
  const added = await page.request.put(`/api/v1/shortlist/${course.courseId}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  expect(added.status(), await added.text()).toBe(200);

  await page.goto('/timeline');
  await expect(page.getByText(LONG_NOTE)).toBeVisible({ timeout: 20_000 });
  const shortlisting = page.getByTestId('milestone').filter({ hasText: 'Shortlisting' });
  await expect(shortlisting).toHaveAttribute('data-state', 'Complete');
  expect(await sideways(page)).toBe(0);

  await page.goto('/shortlist');
  await expect(page.getByRole('link', { name: 'My Shortlist, 1 course' }).first()).toBeVisible();
  await expectTappable(page.getByTestId('shortlist-item').locator('label').first());

  await page.goto('/notifications');
  await expectTappable(page.getByRole('link', { name: /View/ }).first());

  await page.goto('/intro');
  await expectTappable(page.getByRole('button', { name: 'Show testimonial 2' }));
});
