import type { Locator, Page } from '@playwright/test';
import { createStudent, expect, loginThroughForm, signInAs, test } from '../fixtures';

/** A real 8×8 PNG (teal), small enough to keep inline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWNQnD8FK2IYWhIAGfdVAZPsHcoAAAAASUVORK5CYII=',
  'base64',
);
const photoFile = { name: 'my-photo.png', mimeType: 'image/png', buffer: PNG };

const panel = (page: Page, title: string) => page.getByRole('region', { name: title });

/** Opens the section's add modal, fills it in by label and saves; the modal must close. */
async function addEntry(page: Page, entryName: string, values: Record<string, string | boolean>) {
  await page.getByRole('button', { name: `Add ${entryName}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await fill(dialog, values);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

async function fill(scope: Locator, values: Record<string, string | boolean>) {
  for (const [label, value] of Object.entries(values)) {
    const field = scope.getByLabel(label, { exact: true });
    if (typeof value === 'boolean') await field.setChecked(value);
    else if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

test.describe('profile', () => {
  test('a student fills in the whole profile with a photo and sees it all after a reload', async ({
    page,
    request,
  }) => {
    // One long journey through every panel; the default per-test budget is sized for short ones.
    test.setTimeout(120_000);
    const student = await createStudent(request, 'Ananya Desai');
    await signInAs(page, student);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();

    // A new profile: basic information prefilled from the account, every list empty.
    const basic = panel(page, 'Basic Information');
    await expect(basic.getByLabel('Full name')).toHaveValue('Ananya Desai');
    await expect(basic.getByLabel('Email')).toHaveValue(student.email);
    for (const text of [
      'No work experience added yet',
      'No college education added yet',
      'No school education added yet',
      'No test scores added yet',
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }

    // Basic information with a photo: previewed at once, uploaded on save.
    await basic.getByLabel('Full name').fill('Ananya R. Desai');
    await basic.getByLabel('Email').fill('ananya.desai@example.com');
    await basic.getByLabel('Phone number').fill('+91 90000 12345');
    await basic.getByLabel('Profile photo').setInputFiles(photoFile);
    await expect(basic.getByRole('img', { name: 'Ananya R. Desai' })).toHaveAttribute('src', /^blob:/);
    await basic.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Basic information saved')).toBeVisible();
    await expect(basic.getByRole('img', { name: 'Ananya R. Desai' })).toHaveAttribute(
      'src',
      /\/uploads\/[0-9a-f-]+\.webp$/,
    );

    await addEntry(page, 'work experience', {
      'Company name': 'Tata Consultancy Services',
      Designation: 'Data Analyst',
      Location: 'Mumbai, India',
      'Start year': '2021',
      'End year': 'present',
    });
    await addEntry(page, 'college education', {
      'College name': 'University of Mumbai',
      'Course type': 'Undergraduate',
      'Course name': 'B.Sc. Statistics',
      'Start year': '2018',
      'End year': '2021',
      'Marks scale': 'CGPA out of 10',
      'Marks / grade': '8.2',
    });
    await addEntry(page, 'school education', {
      'School name': 'Bombay Scottish School',
      Standard: '12th (HSC)',
      Year: '2016-2018',
      'Marks scale': 'Percentage',
      'Marks / grade': '88.6',
    });
    // A listed test: its own sections; the overall band is worked out (29.5 / 4 = 7.375 → 7.5).
    await page.getByRole('button', { name: 'Add test score' }).click();
    const scoreDialog = page.getByRole('dialog');
    await fill(scoreDialog, { Test: 'IELTS', Listening: '8', Reading: '7.5', Writing: '7', Speaking: '7' });
    await expect(scoreDialog.getByLabel('Overall band (out of 9)')).toHaveValue('7.5');
    await scoreDialog.getByRole('button', { name: 'Save' }).click();
    await expect(scoreDialog).toBeHidden();
    await addEntry(page, 'test score', {
      Test: 'GRE General Test',
      'Verbal Reasoning': '155',
      'Quantitative Reasoning': '166',
      'Analytical Writing': '4.5',
    });
    // Any other test keeps SPEC's free-text fields.
    await addEntry(page, 'test score', {
      Test: 'Other test',
      'Test name': 'CAT',
      'Maximum mark': '100',
      'Mark obtained': '97',
      Percentile: '97',
    });

    await page.reload();
    await expect(basic.getByLabel('Full name')).toHaveValue('Ananya R. Desai');
    await expect(basic.getByLabel('Email')).toHaveValue('ananya.desai@example.com');
    await expect(basic.getByLabel('Phone number')).toHaveValue('+91 90000 12345');
    const photo = basic.getByRole('img', { name: 'Ananya R. Desai' });
    await expect(photo).toHaveAttribute('src', /\/uploads\/[0-9a-f-]+\.webp$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);

    const work = panel(page, 'Work Experience');
    await expect(work.getByText('Data Analyst')).toBeVisible();
    await expect(work.getByText('Tata Consultancy Services')).toBeVisible();
    await expect(work.getByText('2021 – Present')).toBeVisible();
    const college = panel(page, 'College Education');
    await expect(college.getByText('B.Sc. Statistics')).toBeVisible();
    await expect(college.getByText('Undergraduate')).toBeVisible();
    await expect(college.getByText('University of Mumbai')).toBeVisible();
    await expect(college.getByText('CGPA 8.2 / 10')).toBeVisible();
    await expect(panel(page, 'School Education').getByText('Bombay Scottish School')).toBeVisible();
    await expect(panel(page, 'School Education').getByText('Percentage 88.6%')).toBeVisible();
    const scores = panel(page, 'Test Scores');
    const ielts = scores.getByRole('listitem').filter({ hasText: 'IELTS' });
    await expect(ielts).toContainText('Score: 7.5 / 9');
    await expect(ielts).toContainText('Listening 8.0 · Reading 7.5 · Writing 7.0 · Speaking 7.0');
    await expect(ielts).toContainText('Overall band');
    const gre = scores.getByRole('listitem').filter({ hasText: 'GRE General Test' });
    await expect(gre).toContainText('Score: 321 / 340');
    await expect(gre).toContainText('Analytical Writing 4.5');
    const cat = scores.getByRole('listitem').filter({ hasText: 'CAT' });
    await expect(cat).toContainText('Percentage');
    await expect(cat).toContainText('97%');

    // Edit opens prefilled; the list shows the change.
    await page.getByRole('button', { name: 'Edit Data Analyst at Tata Consultancy Services' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Work Experience', exact: true });
    await expect(dialog.getByLabel('Company name')).toHaveValue('Tata Consultancy Services');
    await dialog.getByLabel('Designation').fill('Senior Data Analyst');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(work.getByText('Senior Data Analyst')).toBeVisible();

    // Delete asks in an in-app dialog; cancelling keeps the row, confirming removes it.
    await page.getByRole('button', { name: 'Delete Bombay Scottish School' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete "Bombay Scottish School"?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel(page, 'School Education').getByText('Bombay Scottish School')).toBeVisible();
    await page.getByRole('button', { name: 'Delete Bombay Scottish School' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No school education added yet')).toBeVisible();

    // Removing the photo goes back to the initials.
    await basic.getByRole('button', { name: 'Remove photo' }).click();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/profile/basicInfo') && response.request().method() === 'POST',
    );
    await basic.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(basic.getByRole('img')).toHaveCount(0);
    await expect(basic.getByText('AR', { exact: true })).toBeVisible();
    await expect(work.getByText('Senior Data Analyst')).toBeVisible();
  });

  test('every validation text of the profile, cleared when its field is edited', async ({
    page,
    request,
  }) => {
    const student = await createStudent(request);
    const session = await signInAs(page, student);
    await page.goto('/profile');
    const basic = panel(page, 'Basic Information');
    await expect(basic.getByLabel('Full name')).toHaveValue(student.name);

    await basic.getByLabel('Full name').fill('');
    await basic.getByLabel('Email').fill('');
    await basic.getByRole('button', { name: 'Save' }).click();
    await expect(basic.getByText('Full name is required')).toBeVisible();
    await expect(basic.getByText('Email is required')).toBeVisible();
    // No phone number is required of a student (docs/accounts.md#phone).
    await expect(basic.getByText('Phone number is required')).toHaveCount(0);
    await basic.getByLabel('Full name').fill('N');
    await expect(basic.getByText('Full name is required')).toBeHidden();
    await expect(basic.getByText('Email is required')).toBeVisible();
    await basic.getByLabel('Email').fill('not-an-email');
    await basic.getByRole('button', { name: 'Save' }).click();
    await expect(basic.getByText('Please enter a valid email')).toBeVisible();

    const sections: Array<[string, string[]]> = [
      [
        'work experience',
        [
          'Company name is required',
          'Designation is required',
          'Location is required',
          'Start year is required',
          'End year is required',
        ],
      ],
      [
        'college education',
        [
          'College name is required',
          'Course type is required',
          'Course name is required',
          'Start year is required',
          'End year is required',
        ],
      ],
      ['school education', ['School name is required', 'Standard is required', 'Year is required']],
      ['test score', ['Test is required']],
    ];
    for (const [entryName, messages] of sections) {
      await page.getByRole('button', { name: `Add ${entryName}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      for (const message of messages) await expect(dialog.getByText(message, { exact: true })).toBeVisible();
      await expect(dialog.getByRole('alert')).toHaveCount(messages.length);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }

    // Another test: SPEC's four texts. A listed test: its scales, refused before anything is sent.
    await page.getByRole('button', { name: 'Add test score' }).click();
    const scoreDialog = page.getByRole('dialog');
    await fill(scoreDialog, { Test: 'Other test' });
    await scoreDialog.getByRole('button', { name: 'Save' }).click();
    for (const message of [
      'Test name is required',
      'Maximum mark is required',
      'Mark obtained is required',
      'Percentile is required',
    ]) {
      await expect(scoreDialog.getByText(message, { exact: true })).toBeVisible();
    }
    await fill(scoreDialog, {
      Test: 'TOEFL iBT',
      Listening: '31',
      Reading: '28',
      Writing: '25',
      Speaking: '24.5',
    });
    await scoreDialog.getByRole('button', { name: 'Save' }).click();
    await expect(scoreDialog.getByText('Listening must be from 0 to 30', { exact: true })).toBeVisible();
    await expect(scoreDialog.getByText('Speaking must be from 0 to 30', { exact: true })).toBeVisible();
    await expect(scoreDialog.getByRole('alert')).toHaveCount(2);
    await scoreDialog.getByRole('button', { name: 'Cancel' }).click();

    // The server refuses the same values from any client, naming the field.
    const refused = await request.post('/api/v1/profile/testScore', {
      headers: { authorization: `Bearer ${session.accessToken}` },
      data: { testType: 'toefl', sections: { listening: 31, reading: 28, writing: 25, speaking: 24 } },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).errors).toEqual({ 'sections.listening': 'Listening must be from 0 to 30' });

    // The year rules of college and work entries.
    await page.getByRole('button', { name: 'Add college education' }).click();
    const dialog = page.getByRole('dialog');
    await fill(dialog, {
      'College name': 'IIT Delhi',
      'Course type': 'PhD',
      'Course name': 'Physics',
      'Start year': '2020',
      'End year': 'soon',
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText("End year must be a year such as 2023, or 'Present'")).toBeVisible();
    await dialog.getByLabel('End year').fill('2019');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('End year cannot be before the start year')).toBeVisible();
    await dialog.getByLabel('End year').fill('2024');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel(page, 'College Education').getByText('Physics')).toBeVisible();
  });

  test('the modal closes on Escape, on the backdrop and on the close button, and gives focus back', async ({
    page,
    request,
  }) => {
    const student = await createStudent(request);
    await signInAs(page, student);
    await page.goto('/profile');
    const add = page.getByRole('button', { name: 'Add test score' });
    const dialog = page.getByRole('dialog', { name: 'Add Test Score', exact: true });

    await add.click();
    await expect(dialog).toBeVisible();
    // Focus stays inside while it is open.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    await add.click();
    await dialog.getByLabel('Test', { exact: true }).selectOption('Other test');
    await dialog.getByLabel('Test name').fill('typed, then abandoned');
    await page.getByTestId('modal-backdrop').click({ position: { x: 10, y: 10 } });
    await expect(dialog).toBeHidden();

    await add.click();
    // A cancelled form starts empty again.
    await expect(dialog.getByLabel('Test', { exact: true })).toHaveValue('');
    await expect(dialog.getByLabel('Test name')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
    await expect(page.getByText('No test scores added yet')).toBeVisible();
  });
});

test.describe('update profile', () => {
  test('validation texts, success, and a new password that works at the next login', async ({
    page,
    request,
  }) => {
    const student = await createStudent(request);
    await signInAs(page, student);
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Update Profile' }).click();
    await expect(page).toHaveURL(/\/update-profile$/);
    await expect(page.getByRole('heading', { name: 'Update Profile' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Update Profile' });

    await submit.click();
    await expect(page.getByText('Location is required')).toBeVisible();
    await expect(page.getByText('Phone is required')).toHaveCount(0);

    await page.getByLabel('Phone').fill('+91 98200 11111');
    await page.getByLabel('Location').fill('Ahmedabad, India');
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await submit.click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

    await page.getByLabel('New password').fill('a-fresh-password-9');
    await page.getByLabel('Confirm password').fill('a-fresh-password-8');
    await submit.click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByLabel('Confirm password').fill('a-fresh-password-9');
    await submit.click();
    await expect(page.getByText('Enter your current password to set a new one')).toBeVisible();

    await page.getByLabel('Current password').fill('not-my-password');
    await submit.click();
    await expect(page.getByText('Your current password is not correct')).toBeVisible();

    await page.getByLabel('Current password').fill(student.password);
    await page.getByLabel('Profile photo').setInputFiles(photoFile);
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
    await expect(page.locator('.Toastify').getByText('Profile updated successfully')).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveValue('');

    await page.reload();
    await expect(page.getByLabel('Phone')).toHaveValue('+91 98200 11111');
    await expect(page.getByLabel('Location')).toHaveValue('Ahmedabad, India');
    await expect(page.getByRole('img', { name: student.name })).toHaveAttribute(
      'src',
      /\/uploads\/.+\.webp$/,
    );

    // The photo is the student's one photo: the profile page shows it too.
    await page.getByRole('link', { name: 'Back to profile' }).click();
    await expect(panel(page, 'Basic Information').getByRole('img', { name: student.name })).toHaveAttribute(
      'src',
      /\/uploads\/.+\.webp$/,
    );

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/intro$/);
    await loginThroughForm(page, { email: student.email, password: 'a-fresh-password-9' });
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a failed save shows both failure texts', async ({ page, request }) => {
    const student = await createStudent(request);
    await signInAs(page, student);
    await page.goto('/update-profile');
    await page.route('**/api/v1/auth/update-profile', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, json: { success: false, message: 'Service unavailable', data: null } })
        : route.continue(),
    );
    await page.getByLabel('Phone').fill('9876543210');
    await page.getByLabel('Location').fill('Chennai');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(
      page.locator('.Toastify').getByText('Failed to update profile', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Failed to update profile. Please try again.')).toBeVisible();
  });
});
