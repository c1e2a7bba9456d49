import type { PayeeSettings } from '@edupath/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN, TEST_ADVISOR } from '../../../../test/fixtures/console';
import { mockApi } from '../../../../test/mock-api';
import { renderPage } from '../../../../test/render-page';
import PayeeRoute from './payee';

const saved: PayeeSettings = {
  legalName: 'EduPath Consulting Private Limited',
  address: '12 MG Road, Bengaluru 560001',
  gstin: '29ABCDE1234F1ZW',
  upiId: 'edupath@okaxis',
  bankAccountName: 'EduPath Consulting Pvt Ltd',
  bankAccountNumber: '50200012345678',
  ifsc: 'HDFC0001234',
  bankName: 'HDFC Bank',
  sacCode: '999293',
  gstRatePercent: 18,
  stateCode: '29',
  stateName: 'Karnataka',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

describe('/admin/packages/payee', () => {
  it('is for admins: an advisor is told so and nothing is asked of the server', async () => {
    const api = mockApi({});
    renderPage(<PayeeRoute />, { user: TEST_ADVISOR });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins set the payee details.');
    expect(api.calls).toEqual([]);
  });

  it('not set yet: says what students see, and a save shows the server errors on each field', async () => {
    const api = mockApi({
      'GET staff/payee': () => ({ body: { data: { payee: null } } }),
      'PUT staff/payee': () => ({
        status: 400,
        body: {
          message: 'Validation failed',
          errors: {
            gstin: 'Enter a valid 15-character GSTIN',
            ifsc: 'Enter an 11-character IFSC such as HDFC0001234',
            upiId: 'Enter a UPI id such as edupath@okaxis',
          },
        },
      }),
    });
    renderPage(<PayeeRoute />, { user: TEST_ADMIN });
    expect(
      await screen.findByText(/Not set yet: students are told their advisor will share/),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('GSTIN'), '29ABCDE1234F1Z5');
    expect(screen.getByText('State: Karnataka (29)')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('GST rate (%)'), '18');
    await userEvent.click(screen.getByRole('button', { name: 'Save payee details' }));
    expect(await screen.findByText('Please correct the marked fields.')).toBeInTheDocument();
    expect(screen.getByLabelText('GSTIN')).toHaveAccessibleDescription('Enter a valid 15-character GSTIN');
    expect(screen.getByLabelText('IFSC')).toHaveAccessibleDescription(
      'Enter an 11-character IFSC such as HDFC0001234',
    );
    expect(screen.getByLabelText('UPI id')).toHaveAccessibleDescription(
      'Enter a UPI id such as edupath@okaxis',
    );
    const sent = api.calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ gstin: '29ABCDE1234F1Z5', gstRatePercent: 18, legalName: '' });
  });

  it('shows the saved details and saves a change', async () => {
    const api = mockApi({
      'GET staff/payee': () => ({ body: { data: { payee: saved } } }),
      'PUT staff/payee': (request) => ({
        body: { data: { ...saved, ...(request.body as object) }, message: 'Payee details saved' },
      }),
    });
    renderPage(<PayeeRoute />, { user: TEST_ADMIN });
    expect(await screen.findByDisplayValue('edupath@okaxis')).toBeInTheDocument();
    expect(screen.getByLabelText('GST rate (%)')).toHaveValue(18);
    const upi = screen.getByLabelText('UPI id');
    await userEvent.clear(upi);
    await userEvent.type(upi, 'fees@okhdfcbank');
    await userEvent.click(screen.getByRole('button', { name: 'Save payee details' }));
    expect(await screen.findByText('Payee details saved')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      upiId: 'fees@okhdfcbank',
      gstin: '29ABCDE1234F1ZW',
      gstRatePercent: 18,
    });
  });
});
