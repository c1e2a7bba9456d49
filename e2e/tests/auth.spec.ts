import { createStudent, DEMO, expect, loginThroughForm, test, tickAdult, uniqueEmail } from '../fixtures';

test.describe('accounts', () => {
  test('sign up, log in, see the greeting, log out to /intro', async ({ page }) => {
    const email = uniqueEmail();
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Meera Iyer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-good-password');
    await page.getByLabel('Confirm password').fill('a-good-password');
    await tickAdult(page);
    await page
      .getByLabel('I agree to EduPath using my data as above to provide the service (required)')
      .check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Account created. Please log in.')).toBeVisible();

    await loginThroughForm(page, { email, password: 'a-good-password' });
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('greeting')).toHaveText(`Hi, ${email}`);
    await expect(page.getByRole('link', { name: 'My Applications' })).toBeVisible();

    // The stored state survives a reload (re-checked with /auth/me).
    await page.reload();
    await expect(page.getByTestId('greeting')).toHaveText(`Hi, ${email}`);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/intro$/);
    const stored = await page.evaluate(() => localStorage.getItem('auth'));
    expect(stored).toBeNull();
  });

  test('a visitor opening /profile lands on /intro', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/intro$/);
  });

  test('a 401 from the API clears the session and sends the browser to /login', async ({ page, request }) => {
    const student = await createStudent(request);
    await loginThroughForm(page, student);
    await expect(page.getByTestId('greeting')).toBeVisible();
    // Revoke the session on the server behind the page's back; the next call gets 401.
    await page.evaluate(async () => {
      const { accessToken } = JSON.parse(localStorage.getItem('auth') ?? '{}');
      await fetch('/api/v1/auth/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}` },
      });
    });
    // The student goes on using the app, and the next call gets the 401: the next page's, or one the
    // page makes by itself first (its shortlist sync), which may move it to /login before the click.
    // (Not a reload: the app's own move to /login would race the reload's navigation.)
    const communities = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Communities' });
    await Promise.race([page.waitForURL(/\/login$/), communities.click().catch(() => {})]);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });

  test('an admin on /login sees the refusal', async ({ page }) => {
    await loginThroughForm(page, DEMO.admin);
    await expect(page.getByRole('alert')).toHaveText('Admin login is not allowed from this page');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('validation texts', () => {
  test('login', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not an email');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Invalid email format')).toBeVisible();
  });

  test('signup', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await page.getByLabel('Email').fill('nope');
    await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
    await page.getByLabel('Confirm password').fill('different-one');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
  });

  test('signup with a taken email shows the failure', async ({ page, request }) => {
    const student = await createStudent(request);
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Copy Cat');
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
    await page.getByLabel('Confirm password').fill('long-enough-1');
    await tickAdult(page);
    await page
      .getByLabel('I agree to EduPath using my data as above to provide the service (required)')
      .check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Failed to create account')).toBeVisible();
    await expect(page.getByText('Email already registered')).toBeVisible();
  });
});

test('every SPEC route loads on a hard refresh', async ({ page }) => {
  for (const path of [
    '/home',
    '/intro',
    '/login',
    '/signup',
    '/packages',
    '/contact-us',
    '/privacy-policy',
    '/terms-and-conditions',
    '/refund-policy',
    '/explore',
    '/courses',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('#root')).not.toBeEmpty();
  }
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});
