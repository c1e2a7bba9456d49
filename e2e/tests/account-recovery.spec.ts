import type { APIRequestContext } from '@playwright/test';
import { createStudent, DEMO, expect, loginThroughForm, signInAs, test } from '../fixtures';

/**
 * Account recovery as a student lives it (docs/email.md). The test server has no SMTP, so its
 * mail is read where a demo install keeps it: the admins' outbox.
 */
async function latestMail(request: APIRequestContext, to: string, subject: string) {
  const login = await request.post('/api/v1/auth/staff/login', { data: DEMO.admin });
  const { accessToken } = (await login.json()).data;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const answer = await request.get(`/api/v1/staff/outbox?to=${encodeURIComponent(to)}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const items: Array<{ subject: string; textBody: string }> = (await answer.json()).data.items;
    const found = items.find((mail) => mail.subject === subject);
    if (found) return found.textBody;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no "${subject}" mail to ${to}`);
}

/** The path and query of the mail's link to `path` (the mail names the server's public address). */
function linkTo(body: string, path: string) {
  const match = body.match(new RegExp(`https?://\\S+?(${path}\\?token=[\\w-]+)`));
  expect(match, body).not.toBeNull();
  return match![1]!;
}

test.describe('account recovery', () => {
  test('forgot password: the emailed link sets a new password, and it signs in', async ({
    page,
    request,
  }) => {
    const student = await createStudent(request);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(student.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText('If an account uses that email, we have sent it a link to reset the password.'),
    ).toBeVisible();

    const mail = await latestMail(request, student.email, 'Reset your EduPath password');
    await page.goto(linkTo(mail, '/reset-password'));
    await page.getByLabel('New password').fill('violet-harbour-58');
    await page.getByLabel('Confirm password').fill('violet-harbour-58');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your password has been changed. Please log in.')).toBeVisible();

    await loginThroughForm(page, { email: student.email, password: student.password });
    await expect(page.getByRole('alert').first()).toContainText('Invalid email or password');
    await loginThroughForm(page, { email: student.email, password: 'violet-harbour-58' });
    await expect(page).toHaveURL(/\/home$/);
  });

  test('an unverified student sees the banner, resends, follows the link, and the banner is gone', async ({
    page,
    request,
  }) => {
    const student = await createStudent(request);
    await signInAs(page, student, '/home');
    const banner = page.getByRole('region', { name: 'Email verification' });
    await expect(banner).toContainText(student.email);
    await banner.getByRole('button', { name: 'Resend' }).click();
    await expect(banner.getByRole('status')).toHaveText('We have sent you a new verification link.');

    const mail = await latestMail(request, student.email, 'Verify your email address for EduPath');
    await page.goto(linkTo(mail, '/verify-email'));
    await expect(page.getByText('Your email address is verified.')).toBeVisible();
    await page.getByRole('link', { name: 'Continue to EduPath' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('greeting')).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});
