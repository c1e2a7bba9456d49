import type { Browser } from '@playwright/test';
import { assignToDemoAdvisor, createStudent, DEMO, expect, signInAs, test } from '../fixtures';

const API = '/api/v1';

/** A small but complete PDF (header, objects, cross-reference table, end marker). */
function pdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let body = `%PDF-1.4\n% ${text}\n`;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function openConsole(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, DEMO.advisor, path);
  return { page, close: () => context.close() };
}

test('a student uploads an SOP, the advisor asks for changes, the student sees the note live and uploads again', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const student = await createStudent(request, 'Meera Iyer');

  await assignToDemoAdvisor(request, student);

  await signInAs(page, student, '/intro');
  const courses = await page.request.get(`${API}/course/search?pageSize=1`);
  const course = (await courses.json()).data.items[0] as { courseId: number };
  const applied = await page.request.post(`${API}/admission`, { data: { courseId: course.courseId } });
  expect(applied.status(), await applied.text()).toBe(200);
  const applicationId = (await applied.json()).data.admissionApplicationId as number;

  await page.goto(`/applications/${applicationId}`);
  await expect(page.getByTestId('next-step')).toContainText('Upload your SOP');
  await expect(page.getByTestId('status-explanation')).toContainText('What happens next');
  const sop = page.getByTestId('document-sop');
  await expect(sop).toContainText('Missing');
  await sop
    .getByLabel('Upload statement of purpose')
    .setInputFiles({ name: 'sop.pdf', mimeType: 'application/pdf', buffer: pdf('first draft') });
  await expect(sop).toContainText('Waiting for review');
  await expect(sop.getByRole('link', { name: 'sop.pdf' })).toBeVisible();
  await expect(page.getByTestId('next-step')).toContainText('Upload your first recommendation letter');

  const advisor = await openConsole(browser, `/admin/applications/${applicationId}`);
  try {
    const desk = advisor.page;
    const row = desk.getByTestId('review-sop');
    await expect(row).toContainText('Waiting for review');
    await row.getByRole('button', { name: 'Ask for changes' }).click();
    await row
      .getByLabel('What should change in the statement of purpose?')
      .fill('Name the course you apply to.');
    await row.getByRole('button', { name: 'Send to the student' }).click();
    await expect(row).toContainText('Needs changes');

    // The student's page follows without a reload.
    await expect(sop).toContainText('Needs changes');
    await expect(sop.getByTestId('review-note')).toContainText('Name the course you apply to.');
    await expect(page.getByTestId('next-step')).toContainText('Upload a new version of your SOP');

    await sop
      .getByLabel('Upload new version statement of purpose')
      .setInputFiles({ name: 'sop-v2.pdf', mimeType: 'application/pdf', buffer: pdf('second draft') });
    await expect(sop).toContainText('Waiting for review');
    await expect(sop.getByRole('link', { name: 'sop-v2.pdf' })).toBeVisible();

    // The advisor sees the new version to review (after a refresh of the console page).
    await desk.reload();
    await expect(desk.getByTestId('review-sop')).toContainText('Waiting for review');
    await expect(desk.getByTestId('review-sop').getByRole('link', { name: 'Open sop-v2.pdf' })).toBeVisible();
  } finally {
    await advisor.close();
  }
});
