import { UNDER_18_MESSAGES } from '@edupath/contract/under-18';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parentalStatus, WAITING_CHILD } from '../../../test/fixtures/under-18';
import { TEST_STUDENT } from '../../../test/fixtures/users';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import ParentConsentRoute from '../routes/parent-consent';
import { EmailPreferencesFields } from './email-preferences-fields';
import { ParentBanner } from './parent-banner';
import { ParentalSection } from './parental-section';

describe("A child's pages while her parent has not confirmed (docs/accounts.md#under-18)", () => {
  it('the banner says so, resends to the same address and links to change it', async () => {
    const api = mockApi({
      'GET account/parental-consent': () => ({ body: { data: parentalStatus() } }),
      'POST account/parental-consent/link': () => ({
        body: { data: parentalStatus(), message: UNDER_18_MESSAGES.linkSent },
      }),
    });
    renderPage(<ParentBanner />, { user: WAITING_CHILD });
    const banner = await screen.findByRole('region', { name: "Parent's confirmation" });
    expect(banner).toHaveTextContent('Waiting for your parent or guardian to confirm (parent@example.test)');
    expect(within(banner).getByRole('link', { name: 'Change their email' })).toHaveAttribute(
      'href',
      '/account#parent',
    );
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Resend' }));
    expect(await within(banner).findByText(UNDER_18_MESSAGES.linkSent)).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === 'account/parental-consent/link')!.body).toEqual({
      parentEmail: 'parent@example.test',
    });
  });

  it('no banner for an adult, and no request for it', async () => {
    const api = mockApi({});
    renderPage(<ParentBanner />, { user: TEST_STUDENT });
    expect(screen.queryByRole('region', { name: "Parent's confirmation" })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it("/account: changes the parent's address, field errors under the field", async () => {
    const api = mockApi({
      'GET account/parental-consent': () => ({ body: { data: parentalStatus() } }),
      'POST account/parental-consent/link': ({ body }) =>
        (body as { parentEmail: string }).parentEmail === 'meera@example.test'
          ? {
              status: 400,
              body: {
                message: UNDER_18_MESSAGES.parentEmailIsYours,
                errors: { parentEmail: UNDER_18_MESSAGES.parentEmailIsYours },
              },
            }
          : {
              body: {
                data: parentalStatus({ parentEmail: 'dad@example.test' }),
                message: UNDER_18_MESSAGES.linkSent,
              },
            },
    });
    renderPage(<ParentalSection />, { user: WAITING_CHILD });
    const user = userEvent.setup();
    const field = await screen.findByLabelText("Parent's or guardian's email");
    expect(field).toHaveValue('parent@example.test');
    expect(screen.getByText(/We sent the link to parent@example.test/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'meera@example.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(UNDER_18_MESSAGES.parentEmailIsYours)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'dad@example.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(UNDER_18_MESSAGES.linkSent)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === 'account/parental-consent/link')).toHaveLength(2);
  });

  it('/account once confirmed says when; nothing for an adult', async () => {
    mockApi({
      'GET account/parental-consent': () => ({
        body: { data: parentalStatus({ state: 'confirmed', confirmedAt: '2026-11-28T10:00:00.000Z' }) },
      }),
    });
    const { unmount } = renderPage(<ParentalSection />, { user: TEST_STUDENT });
    expect(
      await screen.findByText(/Confirmed by your parent or guardian on Nov 28, 2026/),
    ).toBeInTheDocument();
    unmount();
    mockApi({
      'GET account/parental-consent': () => ({
        body: {
          data: parentalStatus({ state: 'adult', parentEmail: null, linkSentAt: null, linkExpiresAt: null }),
        },
      }),
    });
    const { container } = renderPage(<ParentalSection />, { user: TEST_STUDENT });
    await vi.waitFor(() => expect(container.querySelector('[role="status"], svg')).toBeNull());
    expect(screen.queryByRole('heading', { name: /confirmation/ })).toBeNull();
  });
});

describe('Optional emails for a child', () => {
  it('are off and cannot be turned on, and the page says why', async () => {
    const off = { applicationUpdates: false, chatMessages: false, reminders: false, communityReplies: false };
    mockApi({
      'GET email/preferences': () => ({ body: { data: off } }),
      'GET account/parental-consent': () => ({ body: { data: parentalStatus({ state: 'confirmed' }) } }),
    });
    renderPage(<EmailPreferencesFields />, { user: TEST_STUDENT });
    expect(await screen.findByText(/You are under 18, so these stay off/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Reminders/)).toBeDisabled();
  });
});

describe("The parent's page", () => {
  it('explains what they agree to, then confirms with the token', async () => {
    const api = mockApi({
      'POST parental-consent/status': () => ({ body: { data: { status: 'usable', studentName: 'Meera' } } }),
      'POST parental-consent/confirm': () => ({
        body: { data: { status: 'used', studentName: 'Meera' }, message: UNDER_18_MESSAGES.confirmed },
      }),
    });
    renderPage(<ParentConsentRoute />, {
      user: null,
      path: '/parent-consent?token=abc',
      route: '/parent-consent',
    });
    expect(await screen.findByRole('heading', { name: "Confirm Meera's account" })).toBeInTheDocument();
    expect(screen.getByText(/never use a child's data for marketing/)).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: "I am Meera's parent or guardian: confirm" }));
    expect(await screen.findByText(/the account is confirmed\. Meera can now apply/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === 'parental-consent/confirm')!.body).toEqual({
      token: 'abc',
    });
  });

  it.each([
    ['used', /already been used/],
    ['expired', /has expired/],
    ['invalid', /not valid/],
  ] as const)('a %s link says so, with no button', async (status, text) => {
    mockApi({ 'POST parental-consent/status': () => ({ body: { data: { status, studentName: null } } }) });
    renderPage(<ParentConsentRoute />, {
      user: null,
      path: '/parent-consent?token=abc',
      route: '/parent-consent',
    });
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
