import { CONSENT_NOTICE_VERSION } from '@edupath/contract/consent';
import { UNDER_18_MESSAGES } from '@edupath/contract/under-18';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bornYearsAgo } from '../../../test/born-years-ago';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import SignupRoute from './signup';

const SERVICE = 'I agree to EduPath using my data as above to provide the service (required)';
const STATISTICS = 'Use my profile, anonymised, in admit-chance statistics';

async function fillAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Meera Iyer');
  await user.type(screen.getByLabelText('Email'), 'meera@example.com');
  await user.type(screen.getByLabelText('Password'), 'violet-harbour-42');
  await user.type(screen.getByLabelText('Confirm password'), 'violet-harbour-42');
  await user.click(screen.getByLabelText(SERVICE));
}

describe('Sign-up asks the age (docs/accounts.md#under-18)', () => {
  it('refuses neither tick nor date, on the field, and sends nothing', async () => {
    const api = mockApi({ 'GET auth/providers': () => ({ body: { data: { google: false, demo: false } } }) });
    renderPage(<SignupRoute />, { user: null });
    const user = userEvent.setup();
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(UNDER_18_MESSAGES.ageRequired)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === 'auth/signup')).toHaveLength(0);
  });

  it('under 18 by the date: asks the parent email, switches the optional choices off and says why, sends the age', async () => {
    const api = mockApi({
      'GET auth/providers': () => ({ body: { data: { google: false, demo: false } } }),
      'POST auth/signup': () => ({ status: 201, body: { message: 'Account created. Please log in.' } }),
    });
    renderPage(<SignupRoute />, { user: null });
    const user = userEvent.setup();
    await fillAccount(user);
    await user.click(screen.getByLabelText(STATISTICS));
    expect(screen.queryByLabelText("Parent's or guardian's email")).toBeNull();
    await user.type(screen.getByLabelText('Date of birth'), bornYearsAgo(16));

    const parent = await screen.findByLabelText("Parent's or guardian's email");
    const statistics = screen.getByLabelText(STATISTICS);
    expect(statistics).toBeDisabled();
    expect(statistics).not.toBeChecked();
    expect(screen.getAllByText(new RegExp(UNDER_18_MESSAGES.childOptionalRefused)).length).toBe(3);

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(UNDER_18_MESSAGES.parentEmailRequired)).toBeInTheDocument();
    await user.type(parent, 'mum@example.com');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(api.calls.filter((call) => call.path === 'auth/signup')).toHaveLength(1));
    expect(api.calls.find((call) => call.path === 'auth/signup')!.body).toMatchObject({
      consents: {
        noticeVersion: CONSENT_NOTICE_VERSION,
        service: true,
        emails: false,
        statistics: false,
        marketing: false,
        age: { adult: false, dateOfBirth: bornYearsAgo(16), parentEmail: 'mum@example.com' },
      },
    });
  });

  it("shows the server's refusal of the parent's address under its field", async () => {
    mockApi({
      'GET auth/providers': () => ({ body: { data: { google: false, demo: false } } }),
      'POST auth/signup': () => ({
        status: 400,
        body: {
          message: UNDER_18_MESSAGES.parentEmailIsYours,
          errors: { 'consents.age.parentEmail': UNDER_18_MESSAGES.parentEmailIsYours },
        },
      }),
    });
    renderPage(<SignupRoute />, { user: null });
    const user = userEvent.setup();
    await fillAccount(user);
    await user.type(screen.getByLabelText('Date of birth'), bornYearsAgo(17));
    await user.type(await screen.findByLabelText("Parent's or guardian's email"), 'meera@example.com');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(UNDER_18_MESSAGES.parentEmailIsYours)).toBeInTheDocument();
    expect(screen.getByLabelText("Parent's or guardian's email")).toHaveAttribute('aria-invalid', 'true');
  });

  it('the tick hides the date and needs no parent', async () => {
    const api = mockApi({
      'GET auth/providers': () => ({ body: { data: { google: false, demo: false } } }),
      'POST auth/signup': () => ({ status: 201, body: { message: 'Account created. Please log in.' } }),
    });
    renderPage(<SignupRoute />, { user: null });
    const user = userEvent.setup();
    await fillAccount(user);
    await user.click(screen.getByLabelText('I am 18 or older'));
    expect(screen.queryByLabelText('Date of birth')).toBeNull();
    expect(screen.getByLabelText(STATISTICS)).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(api.calls.filter((call) => call.path === 'auth/signup')).toHaveLength(1));
    expect(api.calls.find((call) => call.path === 'auth/signup')!.body).toMatchObject({
      consents: { age: { adult: true } },
    });
  });
});
