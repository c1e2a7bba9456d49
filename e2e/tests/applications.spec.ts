import type { APIRequestContext, Page } from '@playwright/test';
import { createStudent, DEMO, expect, signInAs, test } from '../fixtures';

const API = '/api/v1';

async function advisorToken(request: APIRequestContext) {
  const answer = await request.post(`${API}/auth/staff/login`, { data: DEMO.advisor });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).data.accessToken as string;
}

/** Applies from the first course card's 'Apply Now' on /home, as a student would. */
async function applyFromHome(page: Page) {
  await page.goto('/home');
  const applyNow = page.getByTestId('course-card').first().getByRole('button', { name: 'Apply Now' });
  await expect(applyNow).toBeVisible();
  await applyNow.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to apply for this course?');
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Application submitted successfully')).toBeVisible();
}

const visibleBadge = (page: Page) => page.getByTestId('unread-badge').filter({ visible: true });

test('a student applies, an advisor accepts, the student follows it through to notifications', async ({
  page,
  request,
}) => {
  // One long journey (apply, decision, notifications, timeline): the default budget is for short ones.
  test.slow();
  const student = await createStudent(request, 'Kavya Nair');
  await signInAs(page, student);
  await applyFromHome(page);

  await page.getByRole('link', { name: 'My Applications' }).click();
  await expect(page.getByRole('heading', { name: 'My Applications' })).toBeVisible();
  const card = page.getByTestId('application-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('status-badge')).toHaveText('Pending');
  await expect(card.getByTestId('status-badge')).toHaveAttribute('data-colour', 'yellow');
  await expect(card).toContainText('Applied on');
  const courseName = (await card.getByRole('heading').textContent())!;
  const detailsHref = (await card.getByRole('link', { name: 'View Details' }).getAttribute('href'))!;
  const applicationId = Number(detailsHref.split('/').pop());

  // The advisor reviews, then decides, through the staff API (a decision follows a review:
  // docs/applications-and-timeline.md, "Statuses and who changes them").
  const token = await advisorToken(request);
  for (const data of [{ status: 'Under Review' }, { status: 'Accepted', remark: 'Welcome aboard!' }]) {
    const decision = await request.patch(`${API}/staff/applications/${applicationId}/status`, {
      headers: { authorization: `Bearer ${token}` },
      data,
    });
    expect(decision.status(), await decision.text()).toBe(200);
  }

  await page.reload();
  await expect(card.getByTestId('status-badge')).toHaveText('Accepted');
  await expect(card.getByTestId('status-badge')).toHaveAttribute('data-colour', 'green');
  await expect(card.getByTestId('status-badge')).toHaveClass(/bg-green-100/);

  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}$`));
  await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
  const timeline = page.getByTestId('application-timeline');
  await expect(timeline).toContainText('Application Submitted');
  await expect(timeline).toContainText('Application Accepted');
  await expect(page.getByText(`#${applicationId}`)).toBeVisible();
  await expect(page.getByText('Welcome aboard!')).toBeVisible();

  // The application's confirmation, Applications Submitted (milestone), the review, the
  // acceptance, and Offer Received (milestone).
  await expect(visibleBadge(page)).toHaveText('5');
  await page.getByRole('link', { name: 'Notifications, 5 unread' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const rows = page.getByTestId('notification');
  await expect(rows).toHaveCount(5);
  await expect(rows.filter({ hasText: 'has been submitted' })).toContainText('EduPath');
  await expect(rows.filter({ hasText: 'is under review' })).toHaveCount(1);
  const acceptance = rows.filter({ hasText: 'has been accepted' });
  await expect(acceptance).toContainText(`Your application for ${courseName}`);
  await expect(acceptance).toContainText('Arjun Mehta');
  await expect(acceptance).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)/);
  await expect(visibleBadge(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear All' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No notifications yet')).toBeVisible();

  // The journey moved on its own: applying and the offer completed their milestones.
  await page.goto('/applications');
  await page.getByRole('link', { name: 'Timeline' }).click();
  await expect(page.getByRole('heading', { name: 'Your Application Journey' })).toBeVisible();
  const milestone = (title: string) => page.getByTestId('milestone').filter({ hasText: title });
  await expect(milestone('Applications Submitted')).toHaveAttribute('data-state', 'Complete');
  await expect(milestone('Offer Received')).toHaveAttribute('data-state', 'Complete');
  await expect(milestone('Visa')).toHaveAttribute('data-state', 'Upcoming');
});

test('a student with no applications sees the empty state', async ({ page, request }) => {
  const student = await createStudent(request);
  await signInAs(page, student);
  await page.goto('/applications');
  await expect(page.getByText('No applications found')).toBeVisible();
  await expect(page.getByText("You haven't applied to any courses yet.")).toBeVisible();
  await page.goto('/applications/999999');
  await expect(page.getByRole('heading', { name: 'Application not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Applications' }).click();
  await expect(page).toHaveURL(/\/applications$/);
});

test('the timeline progress line fills up to the last milestone staff mark as reached', async ({
  page,
  request,
}) => {
  const student = await createStudent(request);
  await signInAs(page, student);
  const token = await advisorToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const milestones: Array<{ milestoneId: number; title: string }> = (
    await (await request.get(`${API}/milestones`, { headers })).json()
  ).data;
  expect(milestones.length).toBeGreaterThan(3);
  const setStatus = async (index: number, status: 'Active' | 'Complete') => {
    const answer = await request.put(`${API}/milestone-status/user/${student.userId}`, {
      headers,
      data: { milestoneId: milestones[index]!.milestoneId, status },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  };

  const fill = page.getByTestId('progress-fill');
  const track = page.getByTestId('progress-track');
  const filledShare = async () => {
    const [f, t] = [await fill.boundingBox(), await track.boundingBox()];
    return f && t ? f.height / t.height : Number.NaN;
  };
  const expectProgress = async (fraction: number) => {
    await expect(fill).toHaveAttribute('data-progress', String(fraction));
    await expect.poll(filledShare).toBeCloseTo(fraction, 2);
  };

  await page.goto('/timeline');
  await expect(page.getByTestId('milestone')).toHaveCount(milestones.length);
  await expect(page.getByTestId('milestone').nth(0)).toHaveAttribute('data-side', 'left');
  await expect(page.getByTestId('milestone').nth(1)).toHaveAttribute('data-side', 'right');
  await expectProgress(0);

  await setStatus(0, 'Complete');
  await setStatus(2, 'Active');
  await page.reload();
  await expect(page.getByTestId('milestone').nth(2)).toHaveAttribute('data-state', 'Active');
  await expect(page.getByTestId('milestone').nth(1)).toHaveAttribute('data-state', 'Upcoming');
  await expectProgress(3 / milestones.length);

  await setStatus(milestones.length - 1, 'Complete');
  await page.reload();
  await expectProgress(1);
});
