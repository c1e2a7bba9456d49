import { createStudent, expect, loginThroughForm, test } from '../fixtures';

const card = (page: import('@playwright/test').Page, name: string) => page.getByRole('article', { name });

test.describe('packages', () => {
  test('a visitor sees the packages and is asked to log in to apply', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    await page.goto('/packages');

    await expect(page.getByRole('heading', { name: 'Choose Your Perfect Package' })).toBeVisible();
    // The four demo packages (a console journey running alongside may add its own).
    for (const name of ['Starter', 'Advantage', 'Premium', 'Visa & Pre-departure']) {
      await expect(card(page, name)).toHaveCount(1);
    }
    const expected = [
      ['Starter', '₹4,999', '1', '₹4,999'],
      ['Advantage', '₹17,999', '4', '₹4,499'],
      ['Premium', '₹49,999', '10', '₹4,999'],
    ];
    for (const [name, price, count, perApp] of expected) {
      const c = card(page, name!);
      await expect(c.getByTestId('package-price')).toHaveText(price!);
      await expect(c.getByRole('definition').first()).toHaveText(count!);
      await expect(c.getByRole('term').nth(1)).toHaveText('Per App');
      await expect(c.getByRole('definition').nth(1)).toHaveText(perApp!);
    }
    // A package without included applications shows no count and no per-app figure.
    const visa = card(page, 'Visa & Pre-departure');
    await expect(visa.getByTestId('package-price')).toHaveText('₹9,999');
    await expect(visa.getByText('Per App')).toHaveCount(0);
    await expect(visa.getByRole('listitem').first()).toHaveText('Visa document checklist and file review');

    await card(page, 'Premium').getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Please log in to apply.')).toBeVisible();
    expect(posts.filter((url) => url.includes('/packageUserMapping/'))).toEqual([]);
  });

  test("a student applies ('Applying...' then the success toast); a stale page's second try shows the 409 message", async ({
    page,
    request,
  }) => {
    const student = await createStudent(request);
    await loginThroughForm(page, student);
    await expect(page.getByTestId('greeting')).toBeVisible();

    // Hold the first application back so the pending state can be seen, then let it through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sentBody: unknown;
    await page.route('**/api/v1/packageUserMapping/apply', async (route) => {
      sentBody = route.request().postDataJSON();
      await held;
      await route.continue();
    });

    await page.goto('/packages');
    const starter = card(page, 'Starter');
    await starter.getByRole('button', { name: 'Apply' }).click();
    await expect(starter.getByRole('button', { name: 'Applying...' })).toBeDisabled();
    await expect(card(page, 'Advantage').getByRole('button', { name: 'Apply' })).toBeVisible();
    release();

    await expect(page.getByText('Applied successfully! An advisor will contact you soon.')).toBeVisible();
    await expect(starter.getByTestId('package-applied')).toContainText('Applied');
    await expect(starter.getByRole('button', { name: 'Apply' })).toHaveCount(0);
    expect(sentBody).toEqual({ userId: student.userId, packageId: expect.any(Number) });

    // A page that does not know of the application yet (opened before it, say) still offers
    // 'Apply'; the server refuses the second one and the page shows its message.
    await page.unroute('**/api/v1/packageUserMapping/apply');
    await page.route('**/api/v1/packageUserMapping/mine', (route) =>
      route.fulfill({ json: { success: true, message: 'OK', data: [] } }),
    );
    await page.reload();
    await starter.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByText('You have already applied for this package and your application is pending.'),
    ).toBeVisible();

    await page.unroute('**/api/v1/packageUserMapping/mine');
    const mine = await page.evaluate(async () => {
      const { accessToken } = JSON.parse(localStorage.getItem('auth') ?? '{}');
      const answer = await fetch('/api/v1/packageUserMapping/mine', {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      return (await answer.json()).data as Array<{ packageName: string; status: string; amount: number }>;
    });
    expect(mine).toEqual([expect.objectContaining({ packageName: 'Starter', status: 'New', amount: 4999 })]);
  });
});

test.describe('contact', () => {
  test('the page shows every detail, and a message goes through Sending..., the thank-you and a reset', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
    for (const title of ['Address', 'Email', 'Phone'])
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /Map of the EduPath office/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View on OpenStreetMap' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\//,
    );
    const hours = page.getByRole('region', { name: 'Office Hours' }).getByRole('listitem');
    await expect(hours).toHaveText([
      'Monday-Friday 9:00 AM-6:00 PM',
      'Saturday 10:00 AM-2:00 PM',
      'Sunday closed',
    ]);

    await page.getByLabel('Name').fill('Kavya Nair');
    await page.getByLabel('Email', { exact: true }).fill('kavya@example.com');
    await page.getByLabel('Subject').fill('MS in Germany');
    await page
      .getByLabel('Message', { exact: true })
      .fill('Which intake should I aim for if my IELTS is in March?');
    const stored = page.waitForResponse((r) => r.url().endsWith('/api/v1/contact'));
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect((await stored).status()).toBe(201);
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
    await expect(page.getByText("Thank you for reaching out. We'll get back to you shortly.")).toBeVisible();

    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    await expect(page.getByText('Message Sent Successfully!')).toHaveCount(0);
    for (const label of ['Name', 'Subject', 'Message'])
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
  });

  test('every field is required and the email must be an email', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    await page.goto('/contact-us');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('alert')).toHaveText([
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]);
    await page.getByLabel('Email', { exact: true }).fill('kavya at example');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    // After a first attempt each field is checked again as it changes.
    await page.getByLabel('Name').fill('Kavya');
    await expect(page.getByText('Name is required')).toHaveCount(0);
    expect(posts.filter((url) => url.endsWith('/contact'))).toEqual([]);
  });
});
