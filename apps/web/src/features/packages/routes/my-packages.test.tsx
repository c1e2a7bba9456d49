import type { PackageApplication } from '@edupath/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { starterApplication } from '../../../test/fixtures/packages';
import { TEST_STUDENT } from '../../../test/fixtures/users';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import MyPackagesRoute from './my-packages';

const awaiting: PackageApplication = { ...starterApplication, status: 'Payment pending' };

const renderMine = (applications: PackageApplication[]) => {
  const api = mockApi({ 'GET packageUserMapping/mine': () => ({ body: { data: applications } }) });
  renderPage(<MyPackagesRoute />, { user: TEST_STUDENT });
  return api;
};

describe('/packages/mine', () => {
  it('shows each application with its status, amount and payment state', async () => {
    renderMine([starterApplication]);
    const card = await screen.findByRole('article', { name: 'Starter' });
    expect(within(card).getByTestId('package-status')).toHaveTextContent('New');
    expect(within(card).getByTestId('package-amount')).toHaveTextContent('₹4,999');
    expect(within(card).getByTestId('payment-state')).toHaveTextContent('Not paid');
    expect(within(card).queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('awaiting payment: the amount, the refund window and, with an online provider, Pay now', async () => {
    const api = renderMine([{ ...awaiting, canPayOnline: true }]);
    const card = await screen.findByRole('article', { name: 'Starter' });
    expect(within(card).getByText('Ready for payment: ₹4,999')).toBeInTheDocument();
    expect(within(card).getByTestId('refund-window')).toHaveTextContent(
      'a formal written request is made within 4 hours of payment',
    );
    api.handlers['POST packageUserMapping/1/pay'] = () => ({ status: 409, body: { message: 'Not now' } });
    await userEvent.click(within(card).getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Not now')).toBeInTheDocument();
  });

  it('awaiting payment with manual payments: no Pay now, the advisor records it', async () => {
    renderMine([awaiting]);
    const card = await screen.findByRole('article', { name: 'Starter' });
    expect(within(card).queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(within(card).getByText(/Your advisor will share the UPI or bank details/)).toBeInTheDocument();
  });

  it('paid: the amount paid, the reference and until when a refund may be asked for', async () => {
    renderMine([
      {
        ...starterApplication,
        status: 'Paid',
        payment: {
          paymentId: 3,
          provider: 'manual',
          status: 'paid',
          amountPaise: 499_900,
          currency: 'INR',
          reference: 'UPI-778',
          paidAt: '2026-03-02T10:00:00.000Z',
          refundRequestUntil: '2026-03-02T14:00:00.000Z',
        },
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Starter' });
    expect(within(card).getByTestId('payment-state')).toHaveTextContent('Paid ₹4,999');
    expect(within(card).getByText('UPI-778')).toBeInTheDocument();
    expect(
      within(card).getByText(/A written refund request may be considered until Mar 2, 2026/),
    ).toBeInTheDocument();
  });

  it('nothing yet: says so and links to the packages', async () => {
    renderMine([]);
    expect(await screen.findByText('You have not applied for a package yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a package' })).toHaveAttribute('href', '/packages');
  });
});
