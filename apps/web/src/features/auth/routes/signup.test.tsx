import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to create account$/);
    expect(screen.queryByText(/Request failed/)).toBeNull();
    expect(api.calls.filter((call) => call.path === 'auth/signup')).toHaveLength(1);
  });
});
