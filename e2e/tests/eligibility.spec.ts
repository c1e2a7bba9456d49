import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { assignToDemoAdvisor, createStudent, DEMO, expect, signInAs, test } from '../fixtures';

/**
 * Entry requirements and eligibility (docs/fit-and-chances.md, "Entry requirements and
 * eligibility"): a student with CGPA 8.2/10, IELTS 7.5 (writing 6.5) and GRE 320 opens a course
 * asking IELTS 7.0 with writing 7.0, sees "1 requirement not met" and why, and narrows a search
 * to the courses she is eligible for. A visitor sees the requirements without a verdict.
 */

const SOURCE = { requirementsSourceUrl: 'https://example.edu/entry', requirementsCheckedOn: '2026-11-01' };
const REST = {
  greStatus: 'required',
  greTotal: '310',
  priorDegree: 'bachelor',
  minGradeScale: 'gpa4',
  minGrade: '3.0',
};

async function adminCourse(request: APIRequestContext, word: string, name: string, requirements: object) {
  const login = await request.post('/api/v1/auth/staff/login', { data: DEMO.admin });
  const token = (await login.json()).data.accessToken as string;
  const universities = await request.get('/api/v1/university?pageSize=1');
  const universityId = (await universities.json()).data.items[0].universityId as number;
  const categories = await request.get('/api/v1/course/categories');
  const courseCategoryId = (await categories.json()).data[0].courseCategoryId as number;
  const created = await request.post('/api/v1/staff/catalogue/courses', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      courseName: `${name} ${word}`,
      universityId,
      courseCategoryId,
      courseType: 'Postgraduate',
      duration: '1 year',
      fee: 30000,
      currencyCode: 'GBP',
      intake: 'September',
      intakeStart: '2031-09-01',
      applicationDeadline: '2031-06-15',
      modeOfStudy: 'Full-time',
      eligibility: "Bachelor's degree",
      description: 'A course for the eligibility journey.',
      isFeatured: false,
      image: null,
      entryRequirements: { ...SOURCE, ...REST, ...requirements },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data as { courseId: number; courseName: string };
}

test('a student sees which requirement she misses and searches only courses she is eligible for', async ({
  page,
  request,
}, testInfo) => {
  // A word of letters only, so the search reads it as a word of the course's name.
  const word = `Elig${[...randomBytes(5)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;
  const writingShort = await adminCourse(request, word, 'MSc Data Science', {
    ieltsOverall: '7.0',
    ieltsWriting: '7.0',
  });
  const eligible = await adminCourse(request, word, 'MSc Analytics', { ieltsOverall: '7.0' });

  // A visitor sees the requirements and a prompt, no verdicts.
  await page.goto(`/courses/${writingShort.courseId}`);
  const section = page.getByTestId('entry-requirements');
  await expect(section.getByRole('heading', { name: 'Entry requirements' })).toBeVisible();
  await expect(section).toContainText('English: IELTS 7.0 overall, writing 7.0');
  await expect(section).toContainText('Want to know whether you meet them?');
  await expect(section.getByText('Not met', { exact: true })).toHaveCount(0);

  const student = await createStudent(request, 'Meera Iyer');
  const { accessToken } = await signInAs(page, student, '/intro');
  const headers = { authorization: `Bearer ${accessToken}` };
  for (const [path, data] of [
    [
      'profile/college',
      {
        collegeName: 'College of Engineering, Pune',
        courseType: 'Undergraduate',
        courseName: 'B.Tech Computer Engineering',
        startYear: '2019',
        endYear: '2023',
        gradeScale: 'cgpa10',
        grade: 8.2,
      },
    ],
    [
      'profile/testScore',
      { testType: 'ielts', sections: { listening: 8, reading: 7.5, writing: 6.5, speaking: 7.5 } },
    ],
    ['profile/testScore', { testType: 'gre', sections: { verbal: 155, quant: 165, writing: 4 } }],
  ] as const) {
    const saved = await page.request.post(`/api/v1/${path}`, { headers, data });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/courses/${writingShort.courseId}`);
    await expect(section.getByTestId('eligibility-summary')).toHaveText('1 requirement not met');
    const english = section.getByTestId('requirement-line').first();
    await expect(english).toContainText('Not met');
    await expect(english).toContainText('IELTS 7.5 ≥ 7.0 overall; writing 6.5 < 7.0 required');
    await expect(section).toContainText('GRE General Test 320 ≥ 310 overall');
    await expect(section).toContainText('Your CGPA 8.2/10 ≈ 3.28/4 by proportional scaling');
    await expect(section.getByTestId('requirements-source')).toContainText('https://example.edu/entry');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await section.screenshot({ path: testInfo.outputPath(`entry-requirements-${width}.png`) });
  }

  // Search: both courses with their badges, then only the one she is eligible for.
  await page.goto(`/courses?q=${word}`);
  const cards = page.getByTestId('course-card');
  await expect(cards).toHaveCount(2);
  await expect(
    cards.filter({ hasText: writingShort.courseName }).getByTestId('eligibility-badge'),
  ).toHaveText('1 requirement not met');
  await expect(cards.filter({ hasText: eligible.courseName }).getByTestId('eligibility-badge')).toHaveText(
    'Eligible',
  );
  // The box follows the address: click, then wait for both.
  await page.getByLabel("Only courses I'm eligible for").click();
  await expect(page).toHaveURL(/eligible=1/);
  await expect(page.getByLabel("Only courses I'm eligible for")).toBeChecked();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(eligible.courseName);
  await page.screenshot({ path: testInfo.outputPath('eligible-search-1280.png'), fullPage: false });

  // Compared side by side, the verdicts are a row of their own.
  await page.goto(`/compare?courses=${writingShort.courseId},${eligible.courseId}`);
  const row = page.getByRole('row', { name: /Your eligibility/ });
  await expect(row).toContainText('1 requirement not met');
  await expect(row).toContainText('Eligible');

  // Her shortlist carries the same badges; her advisor sees them, and why, on her console page.
  for (const course of [writingShort, eligible]) {
    const put = await page.request.put(`/api/v1/shortlist/${course.courseId}`, { headers });
    expect(put.status(), await put.text()).toBe(200);
  }
  await page.goto('/shortlist');
  const items = page.getByTestId('shortlist-item');
  await expect(
    items.filter({ hasText: writingShort.courseName }).getByTestId('eligibility-badge'),
  ).toHaveText('1 requirement not met');
  await expect(items.filter({ hasText: eligible.courseName }).getByTestId('eligibility-badge')).toHaveText(
    'Eligible',
  );
  await assignToDemoAdvisor(request, student);
  await signInAs(page, DEMO.advisor, `/admin/students/${student.userId}`);
  const chances = page.getByTestId('student-chances');
  const shortRow = chances.getByRole('listitem').filter({ hasText: writingShort.courseName });
  await expect(shortRow.getByTestId('eligibility-badge')).toHaveText('1 requirement not met', {
    timeout: 30_000,
  });
  await expect(
    chances.getByRole('listitem').filter({ hasText: eligible.courseName }).getByTestId('eligibility-badge'),
  ).toHaveText('Eligible');
  await shortRow.getByText('Each requirement, as she sees it').click();
  await expect(shortRow.getByTestId('requirement-line').first()).toContainText(
    'IELTS 7.5 ≥ 7.0 overall; writing 6.5 < 7.0 required',
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shortRow.screenshot({ path: testInfo.outputPath(`console-eligibility-${width}.png`) });
  }
});

test('staff edit a course’s entry requirements in the console, refused off the test’s scale', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const word = `Cons${[...randomBytes(5)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;
  const course = await adminCourse(request, word, 'MSc Console', {
    ieltsOverall: '6.5',
    ieltsWriting: '7.0',
  });
  await signInAs(page, DEMO.admin, `/admin/catalogue/courses/${course.courseId}`);
  const fields = page.getByTestId('requirements-fields');
  const ielts = fields.getByRole('group', { name: 'IELTS minimums' });
  await expect(ielts.getByLabel('Overall')).toHaveValue('6.5', { timeout: 30_000 });
  await expect(ielts.getByLabel('Writing')).toHaveValue('7');

  await ielts.getByLabel('Overall').fill('9.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(ielts.getByLabel('Overall')).toHaveAccessibleDescription(
    'IELTS overall minimum must be from 0 to 9 in steps of 0.5',
  );
  await ielts.getByLabel('Overall').fill('7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Course saved')).toBeVisible();
  const saved = await request.get(`/api/v1/course/${course.courseId}`);
  expect((await saved.json()).data.entryRequirements.english.tests[0]).toMatchObject({
    test: 'ielts',
    overall: 7,
  });

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(fields).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await fields.screenshot({ path: testInfo.outputPath(`console-requirements-${width}.png`) });
  }
});
