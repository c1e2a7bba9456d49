import type { Browser, Page } from '@playwright/test';
import { createStudent, DEMO, expect, type Student, signInAs, test } from '../fixtures';

const API = '/api/v1';

/** A second browser, signed in to the console, beside the student's page. */
async function openConsole(browser: Browser, staff: { email: string; password: string }, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, staff, path);
  return { page, close: () => context.close() };
}

/** The student applies to the first course of the catalogue (through the API, in their session). */
async function applyToACourse(page: Page) {
  const courses = await page.request.get(`${API}/course/search?pageSize=1`);
  expect(courses.status(), await courses.text()).toBe(200);
  const course = (await courses.json()).data.items[0] as { courseId: number; courseName: string };
  const applied = await page.request.post(`${API}/admission`, { data: { courseId: course.courseId } });
  expect(applied.status(), await applied.text()).toBe(200);
  return { ...course, applicationId: (await applied.json()).data.admissionApplicationId as number };
}

const visibleBadge = (page: Page) => page.getByTestId('unread-badge').filter({ visible: true });

test('staff sign in at /admin/login and land where they were going; a student is refused there', async ({
  page,
  request,
}) => {
  const student: Student = await createStudent(request, 'Tara Student');
  await page.goto('/admin/students?q=tara');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fstudents%3Fq%3Dtara$/);
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();

  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password').fill(student.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('This sign-in is for staff accounts only');
  await expect(page).toHaveURL(/\/admin\/login/);

  await page.getByLabel('Email').fill(DEMO.advisor.email);
  await page.getByLabel('Password').fill(DEMO.advisor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/students\?q=tara$/);
  await expect(page.getByRole('heading', { name: 'Students' })).toBeVisible();
  await expect(page.getByTestId('staff-name')).toHaveText('Arjun Mehta');
  await expect(page.getByTestId('staff-role')).toHaveText('Advisor');
  await expect(page.getByLabel('Search')).toHaveValue('tara');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('an admin moves an application Pending → Under Review → Accepted; the student’s open /applications follows live', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const student = await createStudent(request, 'Isha Menon');
  await signInAs(page, student, '/intro');
  const course = await applyToACourse(page);

  await page.goto('/applications');
  const card = page.getByTestId('application-card');
  await expect(card.getByTestId('status-badge')).toHaveText('Pending');
  // Applying sent its confirmation and completed the 'Applications Submitted' milestone.
  await expect(visibleBadge(page)).toHaveText('2');

  const admin = await openConsole(
    browser,
    DEMO.admin,
    `/admin/applications?q=${encodeURIComponent(student.email)}`,
  );
  try {
    const desk = admin.page;
    await expect(desk.getByTestId('staff-role')).toHaveText('Admin');
    await desk.getByRole('link', { name: course.courseName }).click();
    await expect(desk).toHaveURL(new RegExp(`/admin/applications/${course.applicationId}$`));
    await expect(desk.getByRole('heading', { name: `Isha Menon · ${course.courseName}` })).toBeVisible();

    const moves = desk.getByRole('group', { name: 'Move to' });
    // Pending can go to Under Review or be rejected early; it cannot be accepted unseen.
    await expect(moves.getByRole('radio')).toHaveCount(2);
    await moves.getByRole('radio', { name: 'Under Review' }).check();
    await desk.getByRole('button', { name: 'Change status' }).click();
    await desk.getByRole('alertdialog').getByRole('button', { name: 'Move to Under Review' }).click();
    await expect(desk.getByText('Status changed to Under Review')).toBeVisible();
    await expect(desk.getByTestId('history-entry')).toHaveCount(2);

    // The student's open /applications shows Under Review at once, and the bell has the news.
    await expect(card.getByTestId('status-badge')).toHaveText('Under Review');
    await expect(visibleBadge(page)).toHaveText('3');
    await expect(page.getByText(/is under review\.$/)).toBeVisible();

    await desk.getByRole('group', { name: 'Move to' }).getByRole('radio', { name: 'Accepted' }).check();
    await desk.getByLabel('Note to the student (optional)').fill('Congratulations! Send your passport copy.');
    await desk.getByRole('button', { name: 'Change status' }).click();
    const confirm = desk.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'from Under Review to Accepted? They will be notified with your note.',
    );
    await confirm.getByRole('button', { name: 'Move to Accepted' }).click();
    await expect(desk.getByText('Status changed to Accepted')).toBeVisible();
    const newest = desk.getByTestId('history-entry').first();
    await expect(newest).toContainText('“Congratulations! Send your passport copy.”');
    await expect(newest).toContainText('Neha Kapoor');

    // No reload on the student's side.
    await expect(card.getByTestId('status-badge')).toHaveText('Accepted');
    await expect(card.getByTestId('status-badge')).toHaveAttribute('data-colour', 'green');
    // The acceptance and the 'Offer Received' milestone it completes.
    await expect(visibleBadge(page)).toHaveText('5');
    await card.getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByText('Congratulations! Send your passport copy.', { exact: true })).toBeVisible();
  } finally {
    await admin.close();
  }
});

test('an advisor sets a milestone with a note; the student’s open /timeline changes without a reload', async ({
  page,
  browser,
  request,
}) => {
  const student = await createStudent(request, 'Rohan Das');
  await signInAs(page, student, '/timeline');
  const counselling = page.getByTestId('milestone').filter({ hasText: 'Counselling Session' });
  await expect(counselling).toHaveAttribute('data-state', 'Upcoming');

  const advisor = await openConsole(browser, DEMO.advisor, `/admin/students/${student.userId}`);
  try {
    const desk = advisor.page;
    await expect(desk.getByRole('heading', { name: 'Rohan Das' })).toBeVisible();
    await desk.getByRole('button', { name: 'Set Counselling Session' }).click();
    const form = desk.getByRole('form', { name: 'Set Counselling Session' });
    await form.getByLabel('Status').selectOption('Active');
    await form.getByLabel('Note to the student (optional)').fill('Booked for Monday at 10:00');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(desk.getByText('Milestone status updated')).toBeVisible();
    await expect(desk.getByTestId('milestone-row').filter({ hasText: 'Counselling Session' })).toContainText(
      'Active',
    );

    await expect(counselling).toHaveAttribute('data-state', 'Active');
    await expect(counselling).toContainText('Booked for Monday at 10:00');
  } finally {
    await advisor.close();
  }
});

test('a student writes; the advisor sees it arrive in the inbox, opens it and replies; both see Read live', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const student = await createStudent(request, 'Zoya Chatterjee');
  await signInAs(page, student, '/chat');
  await expect(page.getByTestId('advisor-name')).toHaveText('Arjun Mehta');

  const advisor = await openConsole(browser, DEMO.advisor, '/admin/chats');
  try {
    const desk = advisor.page;
    await expect(desk.getByRole('heading', { name: 'Chats' })).toBeVisible();
    await expect(desk.getByTestId('chat-row').first()).toBeVisible();

    await page.getByPlaceholder('Type a message...').fill('Is my visa letter ready?');
    await page.getByPlaceholder('Type a message...').press('Enter');
    const own = page.getByTestId('chat-message').filter({ hasText: 'Is my visa letter ready?' });
    await expect(own.getByText('Sent', { exact: true })).toBeVisible();

    // It arrives in the inbox, on top and unread, without a reload.
    const row = desk.getByTestId('chat-row').filter({ hasText: 'Zoya Chatterjee' });
    await expect(row).toContainText('Is my visa letter ready?');
    await expect(row.getByTestId('unread-count')).toHaveText(/1$/);
    await expect(desk.getByTestId('chat-row').first()).toContainText('Zoya Chatterjee');

    await row.click();
    await expect(desk).toHaveURL(/\/admin\/chats\/\d+$/);
    const log = desk.getByRole('log', { name: 'Messages' });
    await expect(log.getByText('Is my visa letter ready?')).toBeVisible();
    await expect(row.getByTestId('unread-count')).toHaveCount(0);
    // The student's label turns 'Read' as the advisor opens the chat.
    await expect(own.getByText('Read', { exact: true })).toBeVisible();

    const composer = desk.getByPlaceholder('Type a message...');
    await composer.fill('Yes, it went out this morning.');
    await composer.press('Enter');
    await expect(composer).toHaveValue('');

    await expect(
      page.getByTestId('chat-message').filter({ hasText: 'Yes, it went out this morning.' }),
    ).toBeVisible();
    // The student has the chat open, so the reply is read at once; the advisor sees that live too.
    const reply = log.getByTestId('chat-message').filter({ hasText: 'Yes, it went out this morning.' });
    await expect(reply.getByText('Read', { exact: true })).toBeVisible();
  } finally {
    await advisor.close();
  }
});
