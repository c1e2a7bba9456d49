import type { StaffPackageApplicationDetail } from '@edupath/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_ADVISOR } from '../../../../test/fixtures/console';
import { mockApi } from '../../../../test/mock-api';
import { renderPage } from '../../../../test/render-page';
import PackageApplicationRoute from './package-application';

const detail = (overrides: Partial<StaffPackageApplicationDetail> = {}): StaffPackageApplicationDetail => ({
  packageApplicationId: 9,
  packageId: 1,
  packageName: 'Starter',
  status: 'Payment pending',
  amount: 4999,
  amountPaise: 499_900,
  payment: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  student: { userId: 5, name: 'Kavya Nair', email: 'kavya@example.test' },
  advisor: { userId: TEST_ADVISOR.userId, name: TEST_ADVISOR.name, email: TEST_ADVISOR.email },
  history: [
    {
      historyId: 1,
      fromStatus: null,
      toStatus: 'New',
      note: null,
      changedBy: { userId: 5, name: 'Kavya Nair' },
      createdAt: '2026-03-01T10:00:00.000Z',
    },
  ],
  payments: [],
  ...overrides,
});

const open = () =>
  renderPage(<PackageApplicationRoute />, {
    route: '/admin/package-applications/:packageApplicationId',
    path: '/admin/package-applications/9',
    user: TEST_ADVISOR,
  });

describe('/admin/package-applications/{id}', () => {
  it('offers only the moves the pipeline allows, never Paid, and a payment form while Payment pending', async () => {
    mockApi({ 'GET staff/package-applications/9': () => ({ body: { data: detail() } }) });
    open();
    expect(await screen.findByRole('heading', { name: 'Starter for Kavya Nair' })).toBeInTheDocument();
    const moves = within(screen.getByRole('group', { name: 'Move to' })).getAllByRole('button');
    expect(moves.map((b) => b.textContent)).toEqual(['Move to Contacted', 'Move to Cancelled']);
    expect(screen.getByLabelText('UPI / bank-transfer reference')).toBeInTheDocument();
  });

  it('records a payment and shows the server field error when the reference is missing', async () => {
    const api = mockApi({
      'GET staff/package-applications/9': () => ({ body: { data: detail() } }),
      'POST staff/package-applications/9/payments': () => ({
        status: 400,
        body: { message: 'Please check the form', errors: { reference: 'Reference is required' } },
      }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Record payment and mark Paid' }));
    expect(await screen.findByText('Reference is required')).toBeInTheDocument();

    api.handlers['POST staff/package-applications/9/payments'] = () => ({
      body: {
        data: detail({
          status: 'Paid',
          payments: [
            {
              paymentId: 1,
              provider: 'manual',
              status: 'paid',
              amountPaise: 499_900,
              currency: 'INR',
              reference: 'UPI-1',
              paidAt: '2026-03-03T10:00:00.000Z',
              refundRequestUntil: '2026-03-03T14:00:00.000Z',
              invoiceNumber: 'EP/2025-26/000004',
            },
          ],
        }),
      },
    });
    await userEvent.type(screen.getByLabelText('UPI / bank-transfer reference'), 'UPI-1');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment and mark Paid' }));
    expect(await screen.findByText(/Reference UPI-1/)).toBeInTheDocument();
    expect(api.calls.at(-1)?.body).toEqual({ reference: 'UPI-1' });
    // The receipt and the tax invoice issued with the payment, as the student gets them.
    expect(screen.getByRole('link', { name: 'Receipt (PDF)' })).toHaveAttribute(
      'href',
      '/api/v1/payments/1/receipt',
    );
    expect(screen.getByRole('link', { name: 'Tax invoice EP/2025-26/000004 (PDF)' })).toHaveAttribute(
      'href',
      '/api/v1/payments/1/invoice',
    );
    expect(screen.queryByLabelText('UPI / bank-transfer reference')).toBeNull();
  });

  it('at the end of the pipeline offers no move', async () => {
    mockApi({
      'GET staff/package-applications/9': () => ({ body: { data: detail({ status: 'Completed' }) } }),
    });
    open();
    expect(await screen.findByText('Completed: the pipeline ends here.')).toBeInTheDocument();
  });
});
