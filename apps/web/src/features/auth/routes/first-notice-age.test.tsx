import { UNDER_18_MESSAGES } from '@edupath/contract/under-18';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bornYearsAgo } from '../../../test/born-years-ago';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import FirstNoticeRoute from './first-notice';

describe("Google's first notice asks the age (docs/accounts.md#under-18)", () => {
  it("sends a child's date and parent, and shows the server's field errors under the fields", async () => {
    const api = mockApi({
      'POST account/consents': ({ body }) =>
        (body as { age?: { parentEmail?: string } }).age?.parentEmail === 'asha@example.test'
          ? {
              status: 400,
              body: {
                message: UNDER_18_MESSAGES.parentEmailIsYours,
                errors: { 'age.parentEmail': UNDER_18_MESSAGES.parentEmailIsYours },
              },
            }
          : { status: 201, body: { data: { choices: {}, history: [] } } },
    });
    renderPage(<FirstNoticeRoute />, {
      path: '/welcome/privacy',
      route: '/welcome/privacy',
      routes: [{ path: '/home', element: <p>Home page</p> }],
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Date of birth'), bornYearsAgo(16));
    await user.type(await screen.findByLabelText("Parent's or guardian's email"), 'asha@example.test');
    await user.click(
      screen.getByLabelText('I agree to EduPath using my data as above to provide the service (required)'),
    );
    expect(screen.getByLabelText('Send me news and offers')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText(UNDER_18_MESSAGES.parentEmailIsYours)).not.toHaveLength(0);
    expect(screen.getByLabelText("Parent's or guardian's email")).toHaveAttribute('aria-invalid', 'true');

    const parent = screen.getByLabelText("Parent's or guardian's email");
    await user.clear(parent);
    await user.type(parent, 'mum@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(api.calls.filter((call) => call.path === 'account/consents')).toHaveLength(2),
    );
    expect(api.calls.at(-1)!.body).toMatchObject({
      service: true,
      marketing: false,
      age: { adult: false, dateOfBirth: bornYearsAgo(16), parentEmail: 'mum@example.com' },
    });
  });
});
