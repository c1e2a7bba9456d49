import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { createStudent, expect, signInAs, test } from '../fixtures';

/** A real 48×32 PNG, sent through the upload service like any photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASUlEQVRYhe2WwQkAQAzCukp29u+qN0aPEugAIho7NF/drCtAQdGhmiFsWdbxg2CMDtUMYcuyDiF80KJDNUPYssihCMY6HRwe1wcbd/hqF52/vAAAAABJRU5ErkJggg==',
  'base64',
);

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });
/** Toasts sit over the top-right corner, where the Create Post button is; a person would close them. */
const closeToasts = (page: Page) =>
  page.evaluate(() =>
    document.querySelectorAll<HTMLButtonElement>('.Toastify__close-button').forEach((b) => {
      b.click();
    }),
  );
const list = (page: Page) => page.getByRole('complementary', { name: 'All communities' });
const postsOf = (page: Page, name: string) => page.getByRole('region', { name: `${name} posts` });
const choose = (page: Page, name: string) =>
  list(page).getByRole('listitem').filter({ hasText: name }).getByRole('button').first().click();

async function signIn(page: Page, request: Parameters<typeof createStudent>[0]) {
  const student = await createStudent(request, 'Isha Verma');
  await signInAs(page, student, '/communities');
  await page.goto('/communities');
  await expect(page.getByRole('heading', { name: 'Communities', level: 1 })).toBeVisible();
  return student;
}

test('join, post with an image, like, comment, reply, cancel a reply, leave', async ({ page, request }) => {
  // One long journey through the whole page (about 60 steps and an accessibility scan).
  test.slow();
  await signIn(page, request);
  const name = 'Student Housing & Life';

  // Nothing chosen yet.
  await expect(page.getByText('Select a community to view posts')).toBeVisible();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(toast(page, 'Please select a community to create a post.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Search is a case-insensitive substring match on the name.
  await list(page).getByPlaceholder('Search communities...').fill('HOUSING');
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
  await list(page).getByPlaceholder('Search communities...').fill('');
  await expect(list(page).getByRole('listitem')).not.toHaveCount(1);

  // An empty community.
  await choose(page, name);
  const posts = postsOf(page, name);
  await expect(posts.getByText('No posts found in this community')).toBeVisible();
  await expect(posts.getByText('Be the first one to start a conversation!')).toBeVisible();

  // Join: the list refreshes and the button turns into Leave.
  await list(page)
    .getByRole('button', { name: `Join ${name}` })
    .click();
  await expect(toast(page, 'Successfully joined the community!')).toBeVisible();
  await expect(list(page).getByRole('button', { name: `Leave ${name}` })).toBeVisible();
  await expect(posts.getByRole('button', { name: `Leave ${name}` })).toBeVisible();

  // Create the first post: validation, image-only, then success.
  await posts.getByRole('button', { name: 'Create First Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Post' });
  await expect(dialog.getByLabel('Community')).toHaveValue(/\d+/);
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toast(page, 'Post text is required')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Post text is required');

  await dialog.getByLabel('Community').selectOption('');
  await dialog
    .getByLabel('Post text')
    .fill('<script>alert("x")</script> Tips for finding a flat near campus?');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toast(page, 'Select a community')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Select a community');
  await dialog.getByLabel('Community').selectOption({ label: name });

  const fileInput = dialog.locator('input[type="file"]');
  await expect(fileInput).toHaveAttribute('accept', 'image/*');
  await fileInput.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('Please choose an image file');
  await fileInput.setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Selected preview' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toast(page, 'Post created successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const post = posts.getByRole('article', { name: 'Post by Isha Verma' });
  // Stored and shown as text: the script tag is visible, never run.
  await expect(
    post.getByText('<script>alert("x")</script> Tips for finding a flat near campus?'),
  ).toBeVisible();
  await expect(post.getByText(/ago$/)).toBeVisible();
  const image = post.getByRole('img', { name: 'Shared by Isha Verma' });
  await expect(image).toHaveAttribute('src', /\/uploads\/[0-9a-f-]{36}\.webp$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);

  // The modal opens empty again (it reset after success).
  await closeToasts(page);
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(dialog.getByLabel('Post text')).toHaveValue('');
  await expect(dialog.getByRole('img', { name: 'Selected preview' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Like, and the count follows; it survives a reload.
  await post.getByRole('button', { name: 'Like (0 likes)' }).click();
  await expect(post.getByRole('button', { name: 'Unlike (1 like)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(post.getByTestId('like-count')).toHaveText('1');

  // Comments load on open.
  await post.getByRole('button', { name: 'Comments (0)' }).click();
  const comments = post.getByRole('region', { name: 'Comments' });
  await expect(comments.getByText('No comments yet. Be the first to comment!')).toBeVisible();
  const commentBox = comments.getByPlaceholder('Write a comment...');
  const postComment = comments.getByRole('button', { name: 'Post comment' });
  await expect(postComment).toBeDisabled();
  await commentBox.fill('   ');
  await expect(postComment).toBeDisabled();
  await commentBox.fill('  The housing office lists verified flats.  ');
  await expect(postComment).toBeEnabled();
  await postComment.click();
  await expect(comments.getByText('The housing office lists verified flats.', { exact: true })).toBeVisible();
  await expect(commentBox).toHaveValue('');
  await expect(post.getByRole('button', { name: 'Comments (1)' })).toBeVisible();

  // Reply opens a reply form and hides the top-level one; Cancel closes it.
  await comments.getByRole('button', { name: 'Reply to Isha Verma' }).click();
  const replyBox = comments.getByPlaceholder('Write a reply...');
  await expect(replyBox).toBeVisible();
  await expect(commentBox).toHaveCount(0);
  await expect(comments.getByRole('button', { name: 'Post reply' })).toBeDisabled();
  await comments.getByRole('button', { name: 'Cancel' }).click();
  await expect(replyBox).toHaveCount(0);
  await expect(commentBox).toBeVisible();

  await comments.getByRole('button', { name: 'Reply to Isha Verma' }).click();
  await replyBox.fill('Thanks, found one!');
  await comments.getByRole('button', { name: 'Post reply' }).click();
  await expect(comments.getByText('Thanks, found one!')).toBeVisible();
  await expect(replyBox).toHaveCount(0);
  await expect(commentBox).toBeVisible();
  await expect(post.getByRole('button', { name: 'Comments (2)' })).toBeVisible();

  // After a reload everything is still there, as the server stored it.
  await page.reload();
  await expect(post.getByTestId('like-count')).toHaveText('1');
  await post.getByRole('button', { name: 'Comments (2)' }).click();
  await expect(comments.getByText('Thanks, found one!')).toBeVisible();

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);

  // Leave: the list refreshes and the button turns back into Join.
  await list(page)
    .getByRole('button', { name: `Leave ${name}` })
    .click();
  await expect(toast(page, 'Successfully left the community')).toBeVisible();
  await expect(list(page).getByRole('button', { name: `Join ${name}` })).toBeVisible();
});

/** The server failing answers with 503 (these are the only failures a person can see). */
const failing = (page: Page, pattern: string) =>
  page.route(pattern, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"success":false,"message":"Down","data":null}',
    }),
  );

test('every failure shows its documented text', async ({ page, request }) => {
  // Three of these wait out the query client's retries (about 3 s each) before the message shows,
  // which on a busy machine can take longer than the usual wait for an assertion.
  test.slow();
  const afterRetries = { timeout: 30_000 };
  await signIn(page, request);
  const name = 'Study in the USA';
  await choose(page, name);
  const posts = postsOf(page, name);
  const firstPost: Locator = posts.getByRole('article').first();
  await expect(firstPost).toBeVisible();

  await failing(page, '**/api/v1/community/join-community');
  await posts.getByRole('button', { name: `Join ${name}` }).click();
  await expect(toast(page, 'Failed to join the community')).toBeVisible();
  await page.unroute('**/api/v1/community/join-community');
  await posts.getByRole('button', { name: `Join ${name}` }).click();
  await expect(posts.getByRole('button', { name: `Leave ${name}` })).toBeVisible();

  await failing(page, '**/api/v1/community/leave-community');
  await posts.getByRole('button', { name: `Leave ${name}` }).click();
  await expect(toast(page, 'Failed to leave the community')).toBeVisible();
  await expect(posts.getByRole('button', { name: `Leave ${name}` })).toBeVisible();

  await failing(page, '**/api/v1/community/toggleLike');
  await firstPost.getByRole('button', { name: /^Like/ }).click();
  await expect(toast(page, 'Failed to like post')).toBeVisible();

  await failing(page, '**/api/v1/community/post');
  await closeToasts(page);
  await page.getByRole('button', { name: 'Create Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Post' });
  await dialog.getByLabel('Post text').fill('This one will not go through');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toast(page, 'Failed to create post')).toBeVisible();
  // Nothing is lost: the modal stays open with the text.
  await expect(dialog.getByLabel('Post text')).toHaveValue('This one will not go through');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await failing(page, '**/api/v1/community/comments?*');
  await firstPost.getByRole('button', { name: /^Comments/ }).click();
  await expect(firstPost.getByText('Failed to load comments. Please try again.')).toBeVisible(afterRetries);

  await failing(page, '**/api/v1/community/community-posts/**');
  await choose(page, 'Study in Canada');
  await expect(page.getByText('Failed to load posts. Please try again.')).toBeVisible(afterRetries);

  await failing(page, '**/api/v1/community/user-communities');
  await page.reload();
  await expect(page.getByText('Failed to load communities. Please try again later.')).toBeVisible(
    afterRetries,
  );
});

test('on a phone the list and the posts each take the whole width', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, request);
  const name = 'Study in Canada';
  await expect(list(page)).toBeVisible();
  await expect(page.getByText('Select a community to view posts')).toBeHidden();
  const listBox = await list(page).boundingBox();
  expect(listBox!.width).toBeGreaterThan(330);

  await choose(page, name);
  const posts = postsOf(page, name);
  await expect(posts.getByRole('article').first()).toBeVisible();
  await expect(list(page)).toBeHidden();
  expect((await posts.boundingBox())!.width).toBeGreaterThan(330);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Back to the list with the button, and with the browser's back button.
  await page.getByRole('button', { name: 'All communities' }).click();
  await expect(list(page)).toBeVisible();
  await choose(page, name);
  await expect(list(page)).toBeHidden();
  await page.goBack();
  await expect(list(page)).toBeVisible();
});
