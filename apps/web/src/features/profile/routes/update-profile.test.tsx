import type { Account } from '@edupath/contract';
import { AUTH_MESSAGES } from '@edupath/contract/messages';
import { PROFILE_MESSAGES } from '@edupath/contract/profile-messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_STUDENT } from '../../../test/fixtures/users';
import { type MockAnswer, mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import UpdateProfileRoute from './update-profile';

const account: Account = { ...TEST_STUDENT, phone: '+91 98765 43210', location: 'Pune, India' };

let answer: MockAnswer;
let sent: FormData[];

beforeEach(() => {
  sent = [];
  answer = { body: { message: PROFILE_MESSAGES.profileUpdated, data: account } };
  mockApi({
    'GET auth/update-profile': () => ({ body: { data: account } }),
    'POST auth/update-profile': ({ body }) => {
      sent.push(body as FormData);
      return answer;
    },
    'GET profile/basicInfo': () => ({ body: { data: null } }),
  });
});

async function openForm() {
  renderPage(<UpdateProfileRoute />);
  await screen.findByLabelText('Current password');
  return userEvent.setup();
}

const fieldError = (label: string) => screen.getByLabelText(label).getAttribute('aria-invalid');

describe('UpdateProfileRoute: changing the password', () => {
  it('asks for the current password before sending a new one', async () => {
    const user = await openForm();
    await user.type(screen.getByLabelText('New password'), 'a-brand-new-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText(PROFILE_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the current password with the new one, and clears all three after saving', async () => {
    const user = await openForm();
    await user.type(screen.getByLabelText('New password'), 'a-brand-new-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-brand-new-password');
    await user.type(screen.getByLabelText('Current password'), 'correct-horse-42');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByRole('status')).toHaveTextContent(PROFILE_MESSAGES.profileUpdated);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('password')).toBe('a-brand-new-password');
    expect(sent[0]!.get('currentPassword')).toBe('correct-horse-42');
    for (const label of ['New password', 'Confirm password', 'Current password']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it('sends no password fields when none is typed', async () => {
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await screen.findByRole('status');
    expect([...sent[0]!.keys()].filter((key) => key.toLowerCase().includes('password'))).toEqual([]);
  });

  it.each([
    ['Current password', { currentPassword: PROFILE_MESSAGES.currentPasswordWrong }],
    ['New password', { password: AUTH_MESSAGES.passwordTooCommon }],
  ])("shows the server's refusal under %s", async (label, errors) => {
    answer = { status: 400, body: { message: Object.values(errors)[0], errors } };
    const user = await openForm();
    await user.type(screen.getByLabelText('New password'), 'password123');
    await user.type(screen.getByLabelText('Confirm password'), 'password123');
    await user.type(screen.getByLabelText('Current password'), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText(Object.values(errors)[0]!)).toBeInTheDocument();
    expect(fieldError(label)).toBe('true');
    expect(screen.getByText(PROFILE_MESSAGES.profileUpdateFailedInline)).toBeInTheDocument();
  });

  it("shows 'Failed to update profile' and the inline fallback for a server failure without a message", async () => {
    answer = { status: 500, body: { success: false } };
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.queryByText(/Request failed/)).toBeNull();
    expect(sent).toHaveLength(1);
  });
});
