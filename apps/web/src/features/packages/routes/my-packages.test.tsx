import type { PackageApplication, PaymentInstructions } from '@edupath/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { starterApplication } from '../../../test/fixtures/packages';
import { TEST_STUDENT } from '../../../test/fixtures/users';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import MyPackagesRoute from './my-packages';

const awaiting: PackageApplication = { ...starterApplication, status: 'Payment pending' };

const instructions: PaymentInstructions = {
  packageApplicationId: 1,
  amountPaise: 499_900,
  reference: 'EP-000001',
  payee: {
    legalName: 'EduPath Consulting Private Limited',
    address: '12 MG Road, Bengaluru 560001',
    gstin: '29ABCDE1234F1ZW',
    upiId: 'edupath@okaxis',
    bankAccountName: 'EduPath Consulting Pvt Ltd',
    bankAccountNumber: '50200012345678',
    ifsc: 'HDFC0001234',
    bankName: 'HDFC Bank',
  },
  upiUri: 'upi://pay?pa=edupath@okaxis&pn=EduPath&am=4999.00&tn=EP-000001&cu=INR',
  upiQrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>',
  stateCode: null,
};

const paidApplication: PackageApplication = {
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
    invoiceNumber: 'EP/2025-26/000007',
  },
};

const renderMine = (applications: PackageApplication[], payment: PaymentInstructions = instructions) => {
  const api = mockApi({
    'GET packageUserMapping/mine': () => ({ body: { data: applications } }),
    'GET packageUserMapping/1/payment-instructions': () => ({ body: { data: payment } }),
  });
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

  it('awaiting payment, payee details not set: no Pay now, the advisor shares the details', async () => {
    renderMine([awaiting], { ...instructions, payee: null, upiUri: null, upiQrSvg: null });
    const card = await screen.findByRole('article', { name: 'Starter' });
    expect(within(card).queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(await within(card).findByTestId('payee-not-set')).toHaveTextContent(
      'Your advisor will share the UPI or bank details',
    );
  });

  it('awaiting payment: whom to pay, the exact amount, the reference, a UPI QR and the bank account', async () => {
    renderMine([awaiting]);
    const card = await screen.findByRole('article', { name: 'Starter' });
    const details = await within(card).findByTestId('payee-details');
    expect(within(details).getByTestId('amount-due')).toHaveTextContent('₹4,999');
    expect(within(details).getByTestId('payment-reference')).toHaveTextContent('EP-000001');
    expect(within(details).getByTestId('payee-upi')).toHaveTextContent('edupath@okaxis');
    expect(within(details).getByTestId('payee-bank')).toHaveTextContent('IFSC HDFC0001234');
    expect(within(details).getByText('GSTIN 29ABCDE1234F1ZW')).toBeInTheDocument();
    const qr = within(details).getByRole('img', {
      name: /UPI QR code: pay ₹4,999 to edupath@okaxis, reference EP-000001/,
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    expect(within(details).getByRole('link', { name: 'Open in a UPI app' })).toHaveAttribute(
      'href',
      instructions.upiUri,
    );
  });

  it('awaiting payment: she saves her state for the tax invoice', async () => {
    const api = renderMine([awaiting]);
    api.handlers['PUT packageUserMapping/state'] = () => ({ body: { data: null, message: 'State saved' } });
    const details = await screen.findByTestId('payee-details');
    expect(
      within(details).getByText(/the invoice takes our own state as the place of supply/),
    ).toBeInTheDocument();
    await userEvent.selectOptions(
      within(details).getByLabelText('Your state, for the tax invoice'),
      'Maharashtra',
    );
    await userEvent.click(within(details).getByRole('button', { name: 'Save state' }));
    expect(await screen.findByText('State saved')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ stateCode: '27' });
  });

  describe('paid', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      process.env.TZ = zone;
    });

    it("the refund window's end in her own time zone, named", async () => {
      process.env.TZ = 'Asia/Kolkata';
      renderMine([paidApplication]);
      const card = await screen.findByRole('article', { name: 'Starter' });
      expect(within(card).getByTestId('payment-state')).toHaveTextContent('Paid ₹4,999');
      expect(within(card).getByText('UPI-778')).toBeInTheDocument();
      // 14:00 UTC is 7:30 PM in India.
      expect(within(card).getByTestId('refund-until')).toHaveTextContent(
        'A written refund request may be considered until Mar 2, 2026 at 7:30 PM GMT+5:30 (your time)',
      );
    });

    it('the same moment for a student in New York', async () => {
      process.env.TZ = 'America/New_York';
      renderMine([paidApplication]);
      const card = await screen.findByRole('article', { name: 'Starter' });
      expect(within(card).getByTestId('refund-until')).toHaveTextContent('until Mar 2, 2026 at 9:00 AM EST');
    });

    it('the receipt and the tax invoice download as PDFs', async () => {
      renderMine([paidApplication]);
      const card = await screen.findByRole('article', { name: 'Starter' });
      expect(within(card).getByRole('link', { name: 'Download receipt (PDF)' })).toHaveAttribute(
        'href',
        '/api/v1/payments/3/receipt',
      );
      expect(
        within(card).getByRole('link', { name: 'Download tax invoice EP/2025-26/000007 (PDF)' }),
      ).toHaveAttribute('href', '/api/v1/payments/3/invoice');
    });

    it('no invoice issued (payee details were not set): the receipt alone', async () => {
      renderMine([{ ...paidApplication, payment: { ...paidApplication.payment!, invoiceNumber: null } }]);
      const card = await screen.findByRole('article', { name: 'Starter' });
      expect(within(card).getByRole('link', { name: 'Download receipt (PDF)' })).toBeInTheDocument();
      expect(within(card).queryByRole('link', { name: /tax invoice/ })).toBeNull();
    });
  });

  it('nothing yet: says so and links to the packages', async () => {
    renderMine([]);
    expect(await screen.findByText('You have not applied for a package yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a package' })).toHaveAttribute('href', '/packages');
  });
});
