import {
  type AccountDeletionState,
  ACCOUNT_DELETION_MESSAGES as M,
} from '@edupath/contract/account-deletion';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { AccountDeletionSection } from './account-deletion-section';

/** /account's "Delete my account" (docs/privacy.md#deletion). */

const none = (confirmWith: AccountDeletionState['confirmWith'] = 'password'): AccountDeletionState => ({
  status: 'none',
  requestedAt: null,
  scheduledFor: null,
  confirmWith,
});
const pending: AccountDeletionState = {
  status: 'pending',
  requestedAt: '2026-11-27T05:00:00.000Z',
  scheduledFor: '2026-12-11T05:00:00.000Z',
  confirmWith: 'password',
};

describe('Delete my account on /account', () => {
  it('asks for her password in a dialog, shows a wrong one on the field, then shows the date and Cancel', async () => {
    const api = mockApi({
      'GET account/deletion': () => ({ body: { data: none() } }),
      'POST account/deletion': ({ body }) =>
        (body as { password?: string }).password === 'right-password'
          ? { body: { data: pending, message: M.requested } }
          : { status: 400, body: { message: M.passwordWrong, errors: { password: M.passwordWrong } } },
    });
    renderPage(<AccountDeletionSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const password = within(dialog).getByLabelText('Your password');
    await userEvent.type(password, 'wrong-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(M.passwordWrong)).toBeInTheDocument();

    await userEvent.clear(password);
    await userEvent.type(password, 'right-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(/Your account will be deleted on/)).toHaveTextContent('Dec 11, 2026');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel the deletion' })).toBeEnabled();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { password: 'wrong-password' },
      { password: 'right-password' },
    ]);
  });

  it('Cancel keeps the account and offers deletion again', async () => {
    const api = mockApi({
      'GET account/deletion': () => ({ body: { data: pending } }),
      'DELETE account/deletion': () => ({ body: { data: none(), message: M.cancelled } }),
    });
    renderPage(<AccountDeletionSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the deletion' }));
    expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('a Google-only account is sent to sign in again instead of typing a password; the refusal is shown', async () => {
    mockApi({
      'GET account/deletion': () => ({ body: { data: none('recentSignIn') } }),
      'POST account/deletion': () => ({ status: 403, body: { message: M.signInAgain } }),
    });
    renderPage(<AccountDeletionSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Your password')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'sign in with Google again' })).toHaveAttribute(
      'href',
      '/api/v1/auth/google/start',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(M.signInAgain)).toBeInTheDocument();
  });
});
