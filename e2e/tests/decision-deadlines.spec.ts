import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { assignToDemoAdvisor, createStudent, DEMO, expect, signInAs, test } from '../fixtures';

// Issue 29's journey across both faces (docs/applications-and-timeline.md, docs/planning.md#deadlines-in-a-calendar):
// the advisor's review and note reach the student's open application page live; a decision ends
// that application's deadline; the student takes another deadline to their own calendar.

const API = '/api/v1';

interface Deadline {
  courseId: number;
  courseName: string;
  deadline: string;
  admissionApplicationId: number | null;
}

/** A calendar file as read: lines unfolded (RFC 5545 folds at 75 octets) and commas unescaped. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').replaceAll('\\,', ',');

async function openConsole(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, DEMO.advisor, path);
  return { page, close: () => context.close() };
}

/** The advisor moves the application on its console page, with a note when given. */
async function moveTo(desk: Page, status: 'Under Review' | 'Accepted', note?: string) {
  await desk.getByRole('group', { name: 'Move to' }).getByRole('radio', { name: status }).check();
  if (note) await desk.getByLabel('Note to the student (optional)').fill(note);
  await desk.getByRole('button', { name: 'Change status' }).click();
  await desk
    .getByRole('alertdialog')
    .getByRole('button', { name: `Move to ${status}` })
    .click();
  await expect(desk.getByText(`Status changed to ${status}`)).toBeVisible();
}

test('advisor reviews with a note and accepts; the student sees both live, the deadline ends, another goes to the calendar', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const student = await createStudent(request, 'Meera Iyer');
  await assignToDemoAdvisor(request, student);
  await signInAs(page, student, '/intro');

  // Two courses: one applied to, one only shortlisted (in the student's session).
  const search = await page.request.get(`${API}/course/search?pageSize=2`);
  expect(search.status(), await search.text()).toBe(200);
  const [applied, shortlisted] = (await search.json()).data.items as Array<{
    courseId: number;
    courseName: string;
  }>;
  const application = await page.request.post(`${API}/admission`, { data: { courseId: applied!.courseId } });
  expect(application.status(), await application.text()).toBe(200);
  const applicationId = (await application.json()).data.admissionApplicationId as number;
  const listed = await page.request.put(`${API}/shortlist/${shortlisted!.courseId}`);
  expect(listed.status(), await listed.text()).toBe(200);
  const deadlines = (await (await page.request.get(`${API}/deadlines`)).json()).data as Deadline[];
  const other = deadlines.find((d) => d.courseId === shortlisted!.courseId)!;
  expect(other).toBeTruthy();

  // Both count down on /timeline before any decision.
  await page.goto('/timeline');
  const upcoming = page.getByTestId('upcoming-deadline');
  await expect(upcoming).toHaveCount(2);
  await expect(upcoming.filter({ hasText: applied!.courseName })).toContainText(/days? left|Closes today/);

  await page.goto(`/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: applied!.courseName })).toBeVisible();
  await expect(page.getByText('Status: Pending')).toBeVisible();

  const advisor = await openConsole(browser, `/admin/applications/${applicationId}`);
  try {
    const desk = advisor.page;
    await expect(desk.getByRole('heading', { name: `Meera Iyer · ${applied!.courseName}` })).toBeVisible();
    const note = 'We are checking your transcripts this week.';
    await moveTo(desk, 'Under Review', note);

    // No reload on the student's side: the status and the note arrive with the notification.
    await expect(page.getByText('Status: Under Review')).toBeVisible();
    await expect(page.getByTestId('advisor-note')).toContainText(note);

    await moveTo(desk, 'Accepted', 'Congratulations: the offer letter follows.');
    await expect(page.getByText('Status: Accepted')).toBeVisible();
    await expect(page.getByTestId('advisor-note')).toContainText(
      'Congratulations: the offer letter follows.',
    );
  } finally {
    await advisor.close();
  }

  // The decision is in: that application's deadline no longer counts down, anywhere.
  await page.goto('/applications');
  const card = page.getByTestId('application-card');
  await expect(card.getByTestId('decision')).toHaveText('Decision: Accepted, no deadline to meet');
  await expect(card.getByTestId('deadline')).toHaveCount(0);
  await page.goto('/timeline');
  await expect(upcoming).toHaveCount(1);
  await expect(upcoming).toContainText(shortlisted!.courseName);
  await expect(page.getByText(applied!.courseName)).toHaveCount(0);

  // The other deadline, to the student's own calendar.
  const downloading = page.waitForEvent('download');
  await upcoming.getByTestId('add-to-calendar').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`edupath-deadline-${other.courseId}.ics`);
  const ics = unfold(await readFile((await download.path())!, 'utf8'));
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(ics).toContain(`DTSTART;VALUE=DATE:${other.deadline.replaceAll('-', '')}`);
  expect(ics).toContain(`SUMMARY:Application deadline: ${shortlisted!.courseName} (`);
  expect(ics).toContain(`/courses/${other.courseId}`);
  expect(ics).not.toContain(applied!.courseName);

  // And all of them by subscription: a private address a calendar app reads without a session.
  const panel = page.getByTestId('calendar-subscription');
  await panel.getByText('Your deadlines in your calendar').click();
  await panel.getByRole('button', { name: 'Get my calendar address' }).click();
  const address = await panel.getByTestId('calendar-url').inputValue();
  expect(address).toMatch(/\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await request.get(address);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const all = unfold(await feed.text());
  expect(all).toContain(`SUMMARY:Application deadline: ${shortlisted!.courseName} (`);
  expect(all).not.toContain(applied!.courseName);

  await panel.getByRole('button', { name: 'Turn off' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Turn off' }).click();
  await expect(panel.getByRole('button', { name: 'Get my calendar address' })).toBeVisible();
  expect((await request.get(address)).status()).toBe(404);
});
