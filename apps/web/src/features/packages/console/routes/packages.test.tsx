import type { StaffPackage } from '@edupath/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN, TEST_ADVISOR } from '../../../../test/fixtures/console';
import { mockApi } from '../../../../test/mock-api';
import { renderPage } from '../../../../test/render-page';
import PackagesRoute from './packages';

const starter: StaffPackage = {
  packageId: 1,
  name: 'Starter',
  price: 4999,
  description: '<p>One application.</p>',
  applicationCount: 1,
  isActive: true,
  sortOrder: 1,
  openApplications: 2,
  updatedAt: '2026-03-01T10:00:00.000Z',
};

describe('/admin/packages', () => {
  it('is for admins: an advisor is told so and nothing is asked of the server', async () => {
    const api = mockApi({});
    renderPage(<PackagesRoute />, { user: TEST_ADVISOR });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins manage packages.');
    expect(api.calls).toEqual([]);
  });

  it('creates a package, showing the server field errors on the form', async () => {
    const api = mockApi({
      'GET staff/packages': () => ({ body: { data: [starter] } }),
      'POST staff/packages': () => ({
        status: 409,
        body: {
          message: 'A package with this name already exists',
          errors: { name: 'A package with this name already exists' },
        },
      }),
    });
    renderPage(<PackagesRoute />, { user: TEST_ADMIN });
    expect(await screen.findByRole('cell', { name: 'Starter' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New package' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'starter');
    await userEvent.type(within(dialog).getByLabelText('Price (₹)'), '2499');
    await userEvent.type(within(dialog).getByLabelText(/Description/), '<p>Two <b>mock</b> interviews</p>');
    expect(within(dialog).getByTestId('package-description')).toHaveTextContent('Two mock interviews');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create package' }));
    expect(await within(dialog).findByText('A package with this name already exists')).toBeInTheDocument();
    expect(api.calls.at(-1)?.body).toEqual({
      name: 'starter',
      price: 2499,
      applicationCount: 0,
      sortOrder: 0,
      description: '<p>Two <b>mock</b> interviews</p>',
      isActive: true,
    });
  });
});
