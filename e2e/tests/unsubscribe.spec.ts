import { mkdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { assignToDemoAdvisor, createStudent, DEMO, expect, signInAs, test } from '../fixtures';

const API = '/api/v1';
const SHOTS_DIR = process.env.SHOTS_DIR;
if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });

/** The test server has no SMTP: mail is read where a demo install keeps it, the admins' outbox. */
async function latestMail(request: APIRequestContext, to: string, subject: RegExp) {
  const login = await request.post(`${API}/auth/staff/login`, { data: DEMO.admin });
  const { accessToken } = (await login.json()).data;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const answer = await request.get(`${API}/staff/outbox?to=${encodeURIComponent(to)}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const items: Array<{ subject: string; textBody: string }> = (await answer.json()).data.items;
    const found = items.find((mail) => subject.test(mail.subject));
    if (found) return found.textBody;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${subject} mail to ${to}`);
}

function linkTo(body: string, path: string) {
  const match = body.match(new RegExp(`https?://\\S+?(${path}\\?token=[\\w-]+)`));
  expect(match, body).not.toBeNull();
  return match![1]!;
}

/** Issue 30, item 7 (docs/email.md#unsubscribe). */
test('an optional email unsubscribes in one click after a confirmation, and /account turns it back on', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const student = await createStudent(request, 'Meera Unsub');
  // Optional mail goes to verified addresses only.
  await page.goto(linkTo(await latestMail(request, student.email, /^Verify your email/), '/verify-email'));
  await expect(page.getByText(/verified/i).first()).toBeVisible();
  await assignToDemoAdvisor(request, student);

  // The student applies; the advisor's decision sends an 'Application updates' email.
  const login = await request.post(`${API}/auth/login`, {
    data: { email: student.email, password: student.password },
  });
  const studentToken = (await login.json()).data.accessToken as string;
  const course = (await (await request.get(`${API}/course/search?pageSize=1`)).json()).data.items[0];
  const applied = await request.post(`${API}/admission`, {
    headers: { authorization: `Bearer ${studentToken}` },
    data: { courseId: course.courseId },
  });
  expect(applied.status(), await applied.text()).toBe(200);
  const applicationId = (await applied.json()).data.admissionApplicationId as number;
  const advisor = await request.post(`${API}/auth/staff/login`, { data: DEMO.advisor });
  const advisorToken = (await advisor.json()).data.accessToken as string;
  const changed = await request.patch(`${API}/staff/applications/${applicationId}/status`, {
    headers: { authorization: `Bearer ${advisorToken}` },
    data: { status: 'Under Review' },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  const mail = await latestMail(request, student.email, /is under review$/);

  // Opening the link, signed out, only asks.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await context.newPage();
  await visitor.goto(linkTo(mail, '/unsubscribe'));
  await expect(visitor.getByText(/Stop “Application updates” emails to/)).toBeVisible();
  const preferences = async () =>
    (
      await (
        await request.get(`${API}/email/preferences`, {
          headers: { authorization: `Bearer ${studentToken}` },
        })
      ).json()
    ).data.applicationUpdates as boolean;
  expect(await preferences()).toBe(true);
  if (SHOTS_DIR) await visitor.screenshot({ path: `${SHOTS_DIR}/unsubscribe-confirm-390.png` });

  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByText('You are unsubscribed.')).toBeVisible();
  expect(await preferences()).toBe(false);
  await context.close();

  // The choice shows on /account, and one click turns it back on.
  await signInAs(page, student, '/account');
  const box = page.getByRole('checkbox', { name: /Application updates/ });
  await expect(box).not.toBeChecked();
  // The box shows the saved choice: it turns checked once the server has it, not at the click.
  await box.click();
  await expect(page.getByText('Email preferences saved')).toBeVisible();
  await expect(box).toBeChecked();
  expect(await preferences()).toBe(true);
});
