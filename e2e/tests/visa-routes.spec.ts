import type { APIRequestContext } from '@playwright/test';
import { createStudent, DEMO, expect, signInAs, test } from '../fixtures';

/**
 * Proof of funds and visa steps (docs/money-and-visas.md#proof-of-funds-and-visa-steps): a UK
 * course page answers how much to show and for how long; once an advisor accepts an application,
 * the student's application page shows the route's post-offer checklist, and a tick stays.
 */

const API = '/api/v1';
const SHOTS = process.env.VISAS_SHOTS_DIR;

interface Featured {
  courseId: number;
  CountryModel: { countryName: string };
}

async function ukCourse(request: APIRequestContext) {
  const answer = await request.get(`${API}/course/featured-programmes`);
  expect(answer.status()).toBe(200);
  const course = ((await answer.json()).data as Featured[]).find(
    (c) => c.CountryModel.countryName === 'United Kingdom',
  );
  expect(course, 'the demo features a UK course').toBeTruthy();
  return course!;
}

async function advisorToken(request: APIRequestContext) {
  const answer = await request.post(`${API}/auth/staff/login`, { data: DEMO.advisor });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).data.accessToken as string;
}

for (const width of [390, 1280]) {
  test(`a UK course page answers the proof of funds at ${width} px`, async ({ page, request }) => {
    const course = await ukCourse(request);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/courses/${course.courseId}`);
    const section = page.getByTestId('proof-of-funds');
    await expect(section.getByRole('heading', { name: 'Proof of funds for the Student visa' })).toBeVisible();
    const answer = section.getByTestId('proof-of-funds-answer');
    await expect(answer).toContainText('For this course you need about ₹');
    await expect(answer).toContainText('kept there for 28 days in a row');
    // A date before 2 January 2025 uses the older monthly amounts: the answer changes.
    const before = await answer.textContent();
    await section.getByLabel('I plan to apply for the visa on').fill('2024-12-01');
    await expect(answer).not.toHaveText(before!);
    await expect(section.getByTestId('fact-source').first()).toContainText('checked on');
    await expect(page.getByTestId('post-study-work')).toContainText('Graduate route');
    if (SHOTS) await section.screenshot({ path: `${SHOTS}/course-funds-${width}.png` });

    await section.getByRole('link', { name: /All Student visa rules/ }).click();
    await expect(page).toHaveURL(/\/visas\/gb$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Student visa: United Kingdom');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/visa-route-gb-${width}.png`, fullPage: true });
  });
}

test('an advisor accepts an application and the student sees the post-offer checklist', async ({
  page,
  request,
}) => {
  test.slow();
  const course = await ukCourse(request);
  const student = await createStudent(request, 'Ishaan Verma');
  await signInAs(page, student, '/intro');
  const applied = await page.request.post(`${API}/admission`, { data: { courseId: course.courseId } });
  expect(applied.status(), await applied.text()).toBe(200);
  const applicationId = (await applied.json()).data.admissionApplicationId as number;

  await page.goto(`/applications/${applicationId}`);
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await expect(page.getByTestId('post-offer-checklist')).toHaveCount(0);

  const token = await advisorToken(request);
  for (const status of ['Under Review', 'Accepted']) {
    const decision = await request.patch(`${API}/staff/applications/${applicationId}/status`, {
      headers: { authorization: `Bearer ${token}` },
      data: { status },
    });
    expect(decision.status(), await decision.text()).toBe(200);
  }

  await page.reload();
  const checklist = page.getByTestId('post-offer-checklist');
  await expect(checklist).toBeVisible();
  await expect(checklist).toContainText('After your offer: Student visa');
  await expect(checklist.getByTestId('post-offer-step-admission-document')).toContainText('Get your CAS');
  await checklist.getByRole('checkbox', { name: 'Pay the deposit' }).check();
  await expect(checklist).toContainText('1 of 9 steps done');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Pay the deposit' })).toBeChecked();
  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.getByTestId('post-offer-checklist').screenshot({ path: `${SHOTS}/checklist-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/application-1280.png`, fullPage: true });
  }

  const staffView = await request.get(`${API}/staff/applications/${applicationId}/post-offer`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(staffView.status()).toBe(200);
  const steps = (await staffView.json()).data.steps as { key: string; done: boolean }[];
  expect(steps.find((s) => s.key === 'deposit')?.done).toBe(true);
});
