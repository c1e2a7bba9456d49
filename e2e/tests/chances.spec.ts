import type { APIRequestContext, Page } from '@playwright/test';
import { assignToDemoAdvisor, createStudent, DEMO, expect, signInAs, test } from '../fixtures';

/**
 * Issue 26, items 3-6 (docs/fit-and-chances.md, "Chances"): a student with a profile sees how
 * similar profiles did on a popular demo course, as a range and a band; her advisor's Accepted
 * becomes her verified outcome, which, once she shares it, counts in the next student's range.
 */
const API = '/api/v1';
const RANGE_LINE = /(\d+) similar profiles: (\d+) admitted \(range \d+–\d+ %\) — (Reach|Target|Likely)/;

/** The demo student's kind of profile: IELTS 7.5, CGPA 8.6 / 10, a computer engineering degree. */
async function fillProfile(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const score = await request.post(`${API}/profile/testScore`, {
    headers,
    data: { testType: 'ielts', sections: { listening: 8, reading: 7.5, writing: 6.5, speaking: 7 } },
  });
  expect(score.status(), await score.text()).toBe(200);
  const college = await request.post(`${API}/profile/college`, {
    headers,
    data: {
      collegeName: 'College of Engineering, Pune',
      courseType: 'Undergraduate',
      courseName: 'B.Tech in Computer Engineering',
      startYear: '2018',
      endYear: '2022',
      gradeScale: 'cgpa10',
      grade: 8.6,
    },
  });
  expect(college.status(), await college.text()).toBe(200);
}

async function studentWithProfile(page: Page, request: APIRequestContext, name: string) {
  const student = await createStudent(request, name);
  const session = await signInAs(page, student, '/intro');
  await fillProfile(request, session.accessToken);
  return { student, token: session.accessToken };
}

const similarCount = async (page: Page) => {
  const text = (await page.getByTestId('chance-range').textContent()) ?? '';
  return Number(RANGE_LINE.exec(text)?.[1]);
};

test('a popular course shows "N similar profiles: K admitted (range …) — band"; her Accepted, shared, counts for the next student', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const featured = (await (await request.get(`${API}/course/featured-programmes`)).json()).data as Array<{
    courseId: number;
  }>;
  const { student: her, token } = await studentWithProfile(page, request, 'Meera Outcome');
  await assignToDemoAdvisor(request, her);
  const headers = { authorization: `Bearer ${token}` };

  // A popular demo course: its illustrative sample outcomes give her profile a range.
  let courseId = 0;
  for (const course of featured) {
    const answer = await (await request.get(`${API}/courses/${course.courseId}/chances`, { headers })).json();
    if (answer.data.range) {
      courseId = course.courseId;
      break;
    }
  }
  expect(courseId, 'a featured course with a range for this profile').toBeGreaterThan(0);

  await page.goto(`/courses/${courseId}`);
  const panel = page.getByTestId('course-chances');
  await expect(panel.getByTestId('chance-range')).toContainText(RANGE_LINE);
  await expect(panel.getByTestId('chance-sample')).toContainText('illustrative sample data');
  await expect(panel).not.toContainText(/guarantee/i);
  const before = await similarCount(page);
  await panel.getByRole('button', { name: 'How is this worked out?' }).click();
  await expect(panel.getByTestId('how-worked-out')).toContainText('95 % Wilson interval');
  await expect(panel.getByTestId('how-worked-out')).toContainText('the whole range is below 40 %');

  // A course without sample outcomes says so, with no number.
  let other = 1;
  while (featured.some((c) => c.courseId === other) || !(await request.get(`${API}/course/${other}`)).ok())
    other++;
  await page.goto(`/courses/${other}`);
  await expect(page.getByTestId('chances-not-enough')).toHaveText(
    'Not enough outcomes yet — here is how your profile compares with the requirements',
  );

  // She applies; her advisor takes it up and accepts it.
  const applied = await request.post(`${API}/admission`, { headers, data: { courseId } });
  expect(applied.status(), await applied.text()).toBe(200);
  const applicationId = (await applied.json()).data.admissionApplicationId as number;
  const advisor = (await (await request.post(`${API}/auth/staff/login`, { data: DEMO.advisor })).json()).data
    .accessToken as string;
  for (const status of ['Under Review', 'Accepted']) {
    const decision = await request.patch(`${API}/staff/applications/${applicationId}/status`, {
      headers: { authorization: `Bearer ${advisor}` },
      data: { status },
    });
    expect(decision.status(), await decision.text()).toBe(200);
  }

  // Her outcome is there, verified, waiting for her consent; she shares it.
  await page.goto('/applications');
  const item = page.getByTestId('outcome-item');
  await expect(item).toContainText('Admitted');
  await expect(item).toContainText('Verified');
  await expect(item).toContainText('Not shared');
  await item.getByRole('button', { name: 'Share anonymously' }).click();
  await item.getByRole('checkbox').check();
  await item.getByRole('button', { name: 'Share anonymously' }).click();
  await expect(item).toContainText('Shared anonymously: counted in similar students’ chances.');

  // It counts only while she holds the statistics consent (docs/fit-and-chances.md#consent):
  // she gives it, as her /account switch does.
  const statistics = await request.put(`${API}/account/consents/statistics`, {
    headers,
    data: { granted: true },
  });
  expect(statistics.status(), await statistics.text()).toBe(200);

  // The next student with a similar profile counts it.
  const context = await browser.newContext();
  const next = await context.newPage();
  await studentWithProfile(next, request, 'Kabir Next');
  await next.goto(`/courses/${courseId}`);
  await expect(next.getByTestId('chance-range')).toContainText(RANGE_LINE);
  expect(await similarCount(next)).toBe(before + 1);
  await context.close();

  // Her advisor sees it verified on the console's student page.
  const consoleContext = await browser.newContext();
  const staffPage = await consoleContext.newPage();
  await signInAs(staffPage, DEMO.advisor, `/admin/students/${her.userId}`);
  await expect(staffPage.getByTestId('student-outcomes')).toContainText('verified · shared');
  await consoleContext.close();
});
