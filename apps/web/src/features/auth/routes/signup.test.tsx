import { CONSENT_MESSAGES, CONSENT_NOTICE_VERSION } from '@edupath/contract/consent';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import SignupRoute from './signup';

describe('SignupRoute', () => {
  it("shows 'Failed to create account' for a server failure without a message", async () => {
    const api = mockApi({
      'GET auth/providers': () => ({ body: { data: { google: false, demo: false } } }),
      'POST auth/signup': () => ({ status: 500, body: { success: false } }),
    });
    renderPage(<SignupRoute />, { user: null });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'violet-harbour-42');
    await user.type(screen.getByLabelText('Confirm password'), 'violet-harbour-42');
    await user.click(screen.getByLabelText('I am 18 or older'));
    await user.click(
      screen.getByLabelText('I agree to EduPath using my data as above to provide the service (required)'),
    );
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to create account$/);
    expect(screen.queryByText(/Request failed/)).toBeNull();
    expect(api.calls.filter((call) => call.path === 'auth/signup')).toHaveLength(1);
  });
});

describe('Sign-up notice and consent (docs/accounts.md#consent)', () => {
  const SERVICE = 'I agree to EduPath using my data as above to provide the service (required)';

  it('shows the itemised notice in English or Hindi, every choice unticked, and sends the choices made', async () => {
    const api = mockApi({
      'GET auth/providers': () => ({ body: { data: { google: false, demo: false } } }),
      'POST auth/signup': () => ({ status: 201, body: { message: 'Account created. Please log in.' } }),
    });
    renderPage(<SignupRoute />, { user: null });
    const user = userEvent.setup();
    const notice = screen.getByTestId('consent-notice');
    for (const heading of [
      'What we collect',
      'Why',
      'Who sees it',
      'How long we keep it',
      'How to withdraw',
      'How to complain',
    ])
      expect(within(notice).getByText(heading)).toBeInTheDocument();
    expect(within(notice).getByText(/Your assigned advisor and EduPath admins/)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Read the full privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    const boxes = within(notice).getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    for (const box of boxes) expect(box).not.toBeChecked();

    await user.click(within(notice).getByRole('button', { name: 'हिन्दी' }));
    expect(notice).toHaveAttribute('lang', 'hi');
    expect(within(notice).getByText('इसे कौन देखता है')).toBeInTheDocument();
    expect(within(notice).getByText(`Notice version ${CONSENT_NOTICE_VERSION}`)).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'English' }));

    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'violet-harbour-42');
    await user.type(screen.getByLabelText('Confirm password'), 'violet-harbour-42');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(CONSENT_MESSAGES.serviceRequired)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === 'auth/signup')).toHaveLength(0);

    await user.click(screen.getByLabelText('I am 18 or older'));
    await user.click(screen.getByLabelText(SERVICE));
    await user.click(screen.getByLabelText('Use my profile, anonymised, in admit-chance statistics'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(api.calls.filter((call) => call.path === 'auth/signup')).toHaveLength(1));
    expect(api.calls.find((call) => call.path === 'auth/signup')!.body).toMatchObject({
      consents: {
        noticeVersion: CONSENT_NOTICE_VERSION,
        service: true,
        emails: false,
        statistics: true,
        marketing: false,
        age: { adult: true },
      },
    });
  });
});
