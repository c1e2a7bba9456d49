import { createStudent, expect, signInAs, test } from '../fixtures';

test('a student withdraws their application from its page (docs/applications-and-timeline.md, "Withdrawing")', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, 'Ravi Menon');
  await signInAs(page, student);
  await page.goto('/home');
  await page.getByTestId('course-card').first().getByRole('button', { name: 'Apply Now' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Application submitted successfully')).toBeVisible();

  await page.getByRole('link', { name: 'My Applications' }).click();
  await page.getByTestId('application-card').getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByTestId('status-badge')).toHaveText('Pending');

  await page.getByRole('button', { name: 'Withdraw application' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Withdraw your application?');
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Application withdrawn' })).toBeVisible();
  await expect(page.getByTestId('status-badge')).toHaveText('Withdrawn');
  await expect(page.getByTestId('status-explanation')).toContainText('You withdrew this application.');
  await expect(page.getByTestId('application-timeline')).toContainText('Application Withdrawn');
  await expect(page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);

  // It stays withdrawn after a reload, and the list shows it too.
  await page.reload();
  await expect(page.getByTestId('status-badge')).toHaveText('Withdrawn');
  await page.goto('/applications');
  await expect(page.getByTestId('application-card').getByTestId('status-badge')).toHaveText('Withdrawn');
});
