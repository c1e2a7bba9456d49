import type { Browser, Page } from '@playwright/test';
import { createStudent, DEMO, expect, type Student, signInAs, test } from '../fixtures';

const API = '/api/v1';

/** Each person in their own browser context (their own session and socket). */
async function personAt(browser: Browser, who: { email: string; password: string }, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = await signInAs(page, who, path);
  return { page, session, close: () => context.close() };
}

const postsRegion = (page: Page, communityName: string) =>
  page.getByRole('region', { name: `${communityName} posts` });

test('a student reports a post, an admin hides it with a reason: it disappears for every student and the author is told', async ({
  browser,
  request,
}) => {
  // Four people in four browsers: generous, for a shared machine under load.
  test.setTimeout(300_000);
  const author: Student = await createStudent(request, 'Kiran Author');
  const reporter: Student = await createStudent(request, 'Meera Reporter');
  const bystander: Student = await createStudent(request, 'Dev Bystander');

  // An admin creates a community of its own for this journey; the author joins it and posts.
  const admin = await personAt(browser, DEMO.admin, '/admin');
  const communityName = `Moderation journey ${Date.now().toString(36)}`;
  const created = await admin.page.request.post(`${API}/staff/communities`, {
    data: { communityName, description: 'Where this test posts' },
    headers: { authorization: `Bearer ${admin.session.accessToken}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const communityId = (await created.json()).data.communityId as number;
  const communityPath = `/communities?community=${communityId}`;

  const authorView = await personAt(browser, author, '/intro');
  const bearer = { authorization: `Bearer ${authorView.session.accessToken}` };
  expect(
    (
      await authorView.page.request.post(`${API}/community/join-community`, {
        data: { communityId },
        headers: bearer,
      })
    ).status(),
  ).toBe(200);
  const postText = 'Cheap visa consultancy, DM me for guaranteed admits!!!';
  const posted = await authorView.page.request.post(`${API}/community/post`, {
    multipart: { postText, communityId: String(communityId) },
    headers: bearer,
  });
  expect(posted.status(), await posted.text()).toBe(201);
  await authorView.page.goto(communityPath);
  await expect(postsRegion(authorView.page, communityName).getByText(postText)).toBeVisible();

  const reporterView = await personAt(browser, reporter, communityPath);
  const bystanderView = await personAt(browser, bystander, communityPath);
  try {
    // The reporter reports the post with a reason from the list.
    const reporterPosts = postsRegion(reporterView.page, communityName);
    await expect(reporterPosts.getByText(postText)).toBeVisible();
    await reporterPosts.getByRole('button', { name: 'Report post by Kiran Author' }).click();
    const dialog = reporterView.page.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Choose a reason');
    await dialog.getByLabel('Spam or advertising').check();
    await dialog.getByLabel('Details (optional)').fill('Selling admits');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      reporterView.page.getByText('Thanks for reporting. A moderator will look at it.'),
    ).toBeVisible();
    await expect(postsRegion(bystanderView.page, communityName).getByText(postText)).toBeVisible();

    // The admin finds it in the queue with the report, and hides it with a reason.
    await admin.page.goto('/admin/moderation');
    await expect(admin.page.getByRole('heading', { name: 'Moderation' })).toBeVisible();
    await expect(admin.page.getByTestId('nav-badge-openReports')).toBeVisible();
    const item = admin.page
      .getByRole('article', { name: 'Post by Kiran Author' })
      .filter({ hasText: postText });
    await expect(item).toContainText('Spam or advertising');
    await expect(item).toContainText('Meera Reporter');
    await expect(item).toContainText('Selling admits');
    await item.getByRole('button', { name: 'Hide' }).click();
    const hide = admin.page.getByRole('dialog', { name: 'Hide this post' });
    await hide.getByRole('button', { name: 'Hide' }).click();
    await expect(hide.getByRole('alert')).toHaveText('Give a reason: the author is told');
    await hide.getByLabel('Reason (the author sees it)').fill('Advertising is not allowed here');
    await hide.getByRole('button', { name: 'Hide' }).click();
    await expect(hide).toBeHidden();
    // Acted on, it leaves the waiting queue and shows as hidden among the resolved.
    await expect(item).toBeHidden();
    await admin.page.getByRole('tab', { name: 'Resolved' }).click();
    const resolved = admin.page
      .getByRole('article', { name: 'Post by Kiran Author' })
      .filter({ hasText: postText });
    await expect(resolved).toContainText('Hidden');
    await expect(resolved).toContainText('Advertising is not allowed here');

    // Gone for the reporter at once (pushed live), and for another student on their next look.
    await expect(reporterPosts.getByText(postText)).toBeHidden();
    await bystanderView.page.reload();
    await expect(bystanderView.page.getByText('No posts found in this community')).toBeVisible();
    await expect(bystanderView.page.getByText(postText)).toHaveCount(0);

    // The author's page drops it too, and they read why.
    const notice = `A moderator hid your post in ${communityName}. Reason: Advertising is not allowed here`;
    await expect(authorView.page.getByText(postText)).toBeHidden();
    await authorView.page.goto('/notifications');
    await expect(
      authorView.page.getByTestId('notification').filter({ hasText: 'A moderator hid your post' }),
    ).toContainText(notice);
  } finally {
    await Promise.all([admin.close(), authorView.close(), reporterView.close(), bystanderView.close()]);
  }
});

test('an admin works the contact inbox: unread count, open (read), assign, note, handle', async ({
  browser,
  request,
}) => {
  test.slow();
  const subject = `Intake question ${Date.now().toString(36)}`;
  const sent = await request.post(`${API}/contact`, {
    data: {
      name: 'Ananya Visitor',
      email: 'ananya@example.test',
      subject,
      message: 'Can I join the January intake?',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const admin = await personAt(browser, DEMO.admin, '/admin/inbox?filter=unread');
  try {
    const page = admin.page;
    await expect(page.getByRole('heading', { name: 'Contact inbox' })).toBeVisible();
    const unreadBefore = Number((await page.getByTestId('inbox-unread').textContent())?.split(' ')[0]);
    expect(unreadBefore).toBeGreaterThan(0);
    await page.getByRole('link', { name: new RegExp(subject) }).click();
    await expect(page.getByRole('article').getByText('Can I join the January intake?')).toBeVisible();
    await expect(page.getByTestId('inbox-unread')).toHaveText(`${unreadBefore - 1} unread`);

    await page.getByLabel('Assignee').selectOption({ label: 'Arjun Mehta (advisor)' });
    await expect(page.getByText('Assignee saved')).toBeVisible();
    await page.getByLabel('Internal note (staff only)').fill('Forwarded to Arjun');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(page.getByText('Note saved')).toBeVisible();
    await page.getByRole('button', { name: 'Mark as handled' }).click();
    await expect(page.getByText(/^Handled by/)).toBeVisible();

    await page.getByRole('button', { name: 'Handled', exact: true }).click();
    await expect(page.getByRole('link', { name: new RegExp(subject) })).toContainText('→ Arjun Mehta');
  } finally {
    await admin.close();
  }
});
