import { unzipSync } from 'fflate';
import { createStudent, DEMO, expect, signInAs, test } from '../fixtures';

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

const shots = process.env.E2E_SHOTS_DIR;

/** docs/privacy.md#export: "Download my data" from /account, the ZIP read back. */
test('a student downloads her data and finds her document and her chat message in the ZIP', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const student = await createStudent(request, 'Nandini Rao');
  await signInAs(page, student, '/intro');

  // A document on an application.
  const courses = await page.request.get(`${API}/course/search?pageSize=1`);
  const course = (await courses.json()).data.items[0] as { courseId: number };
  const applied = await page.request.post(`${API}/admission`, { data: { courseId: course.courseId } });
  expect(applied.status(), await applied.text()).toBe(200);
  const applicationId = (await applied.json()).data.admissionApplicationId as number;
  await page.goto(`/applications/${applicationId}`);
  const sop = page.getByTestId('document-sop');
  const sopBytes = pdf(`statement of purpose of ${student.email}`);
  await sop
    .getByLabel('Upload statement of purpose')
    .setInputFiles({ name: 'my-sop.pdf', mimeType: 'application/pdf', buffer: sopBytes });
  await expect(sop.getByRole('link', { name: 'my-sop.pdf' })).toBeVisible();

  // A chat message.
  const message = `Could you check my visa papers? (${student.email})`;
  await page.goto('/chat');
  const input = page.getByPlaceholder('Type a message...');
  await input.fill(message);
  await input.press('Enter');
  const own = page.getByTestId('chat-message').filter({ hasText: message });
  await expect(own.getByText('Sent', { exact: true })).toBeVisible();

  // Ask for her data: the page says it is being prepared, then offers the file.
  await page.goto('/account');
  const section = page.locator('#your-data');
  await section.getByRole('button', { name: 'Download my data' }).click();
  await expect(section.getByText('Preparing your file…')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/account-preparing-1280.png`, fullPage: true });
  const link = section.getByRole('link', { name: /^Download \(available until / });
  await expect(link).toBeVisible({ timeout: 30_000 });
  if (shots) {
    await section.screenshot({ path: `${shots}/account-ready-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await section.screenshot({ path: `${shots}/account-ready-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  const href = (await link.getAttribute('href')) ?? '';
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^edupath-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const zip = unzipSync(new Uint8Array(await readFile(path)));

  const data = JSON.parse(new TextDecoder().decode(zip['data.json']));
  expect(data.account.email).toBe(student.email);
  expect(data.chats[0].messages).toContainEqual(expect.objectContaining({ from: 'you', message }));
  const document = data.applications[0].documents.find((d: { kind: string }) => d.kind === 'sop');
  expect(document.fileName).toBe('my-sop.pdf');
  expect(Buffer.from(zip[document.fileInZip]!)).toEqual(sopBytes);

  // The bell has the notification that it was ready.
  const notes = await page.request.get(`${API}/notification/notifications?pageSize=5`);
  expect(JSON.stringify((await notes.json()).data)).toContain('data_export.ready');

  // An admin sees that she asked and when, not the file.
  const context = await browser.newContext();
  try {
    const desk = await context.newPage();
    await signInAs(desk, DEMO.admin, `/admin/students/${student.userId}`);
    const panel = desk.getByTestId('student-data-exports');
    await expect(panel).toContainText('Ready');
    await expect(panel).toContainText('downloaded');
    await expect(panel.getByRole('link')).toHaveCount(0);
    const denied = await desk.request.get(href);
    expect(denied.status()).toBe(403);
    if (shots) {
      await panel.screenshot({ path: `${shots}/console-exports-1280.png` });
      await desk.setViewportSize({ width: 390, height: 844 });
      await panel.scrollIntoViewIfNeeded();
      await panel.screenshot({ path: `${shots}/console-exports-390.png` });
    }
  } finally {
    await context.close();
  }
});
