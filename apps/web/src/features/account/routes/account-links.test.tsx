import { ACCOUNT_MESSAGES } from '@edupath/contract/account';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import ResetPasswordRoute from './reset-password';
import VerifyEmailRoute from './verify-email';

describe('a link from an email, opened again (docs/email.md)', () => {
  it('a used verification link says the address is already verified', async () => {
    mockApi({
      'POST auth/verify-email': () => ({ body: { data: null, message: ACCOUNT_MESSAGES.alreadyVerified } }),
      'GET auth/email-status': () => ({ body: { data: { email: 'a@example.test', verified: true } } }),
    });
    renderPage(<VerifyEmailRoute />, { route: '/verify-email', path: '/verify-email?token=abc', user: null });
    expect(await screen.findByText('Your email address is already verified.')).toBeInTheDocument();
    expect(screen.queryByText(ACCOUNT_MESSAGES.verified)).toBeNull();
    expect(screen.queryByText(ACCOUNT_MESSAGES.tokenInvalid)).toBeNull();
  });

  it('a used reset link says it was used and shows no form', async () => {
    mockApi({ 'POST auth/reset-password/status': () => ({ body: { data: { status: 'used' } } }) });
    renderPage(<ResetPasswordRoute />, {
      route: '/reset-password',
      path: '/reset-password?token=abc',
      user: null,
    });
    expect(await screen.findByText(ACCOUNT_MESSAGES.tokenUsed)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('a link not yet used shows the form', async () => {
    mockApi({ 'POST auth/reset-password/status': () => ({ body: { data: { status: 'usable' } } }) });
    renderPage(<ResetPasswordRoute />, {
      route: '/reset-password',
      path: '/reset-password?token=abc',
      user: null,
    });
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  });
});
