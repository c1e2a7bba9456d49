import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import UnsubscribeRoute from './unsubscribe';

const open = () =>
  renderPage(<UnsubscribeRoute />, { route: '/unsubscribe', path: '/unsubscribe?token=abc', user: null });

describe('/unsubscribe (docs/email.md#unsubscribe)', () => {
  it('opening the link only asks; one click unsubscribes, and the account page undoes it', async () => {
    const api = mockApi({
      'POST email/unsubscribe/check': () => ({
        body: { data: { category: 'reminders', email: 'riya@example.test', subscribed: true } },
      }),
      'POST email/unsubscribe': () => ({
        body: { data: { category: 'reminders', email: 'riya@example.test' } },
      }),
    });
    open();
    expect(await screen.findByText(/Stop “Reminders” emails to/)).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(['email/unsubscribe/check']);
    expect(api.calls[0]!.body).toEqual({ token: 'abc' });

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You are unsubscribed.')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(['email/unsubscribe/check', 'email/unsubscribe']);
    expect(screen.getByRole('link', { name: /Turn them back on in your account/ })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('a link already used says so, without a button', async () => {
    mockApi({
      'POST email/unsubscribe/check': () => ({
        body: { data: { category: 'reminders', email: 'riya@example.test', subscribed: false } },
      }),
    });
    open();
    expect(await screen.findByText('You are unsubscribed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('an unknown link says it is not valid', async () => {
    mockApi({
      'POST email/unsubscribe/check': () => ({
        status: 400,
        body: {
          success: false,
          message: 'This unsubscribe link is not valid.',
          errors: { token: 'This unsubscribe link is not valid.' },
        },
      }),
    });
    open();
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
  });
});
