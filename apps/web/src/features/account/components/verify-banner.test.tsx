import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../../test/fixtures/console';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { VerifyBanner } from './verify-banner';

describe('the verification banner', () => {
  it("shows while the student's address is unverified, and 'Resend' says what the server said", async () => {
    const api = mockApi({
      'GET auth/email-status': () => ({ body: { data: { email: 'asha@example.test', verified: false } } }),
      'POST auth/verify-email/resend': () => ({
        body: { data: null, message: 'We have sent you a new verification link.' },
      }),
    });
    renderPage(<VerifyBanner />);
    const banner = await screen.findByRole('region', { name: 'Email verification' });
    expect(banner).toHaveTextContent('Please verify your email address asha@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent you a new verification link.');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('shows the wait when resending is limited', async () => {
    mockApi({
      'GET auth/email-status': () => ({ body: { data: { email: 'asha@example.test', verified: false } } }),
      'POST auth/verify-email/resend': () => ({
        status: 429,
        body: { message: 'Too many requests. Please wait a few minutes and try again.' },
      }),
    });
    renderPage(<VerifyBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Too many requests.');
  });

  it('is not there once verified, for staff, or for a visitor', async () => {
    const api = mockApi({
      'GET auth/email-status': () => ({ body: { data: { email: 'asha@example.test', verified: true } } }),
    });
    const { unmount } = renderPage(<VerifyBanner />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Email verification' })).toBeNull();
    expect(api.calls).toHaveLength(1);
    unmount();
    renderPage(<VerifyBanner />, { user: TEST_ADMIN });
    renderPage(<VerifyBanner />, { user: null });
    await new Promise((r) => setTimeout(r, 50));
    // Neither staff nor a visitor asks.
    expect(api.calls).toHaveLength(1);
  });
});
