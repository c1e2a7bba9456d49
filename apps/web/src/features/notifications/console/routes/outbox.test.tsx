import type { OutboxMail } from '@edupath/contract/account';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from '../../../../test/fixtures/catalogue';
import { TEST_ADMIN } from '../../../../test/fixtures/console';
import { mockApi } from '../../../../test/mock-api';
import { renderPage } from '../../../../test/render-page';
import OutboxRoute from './outbox';

const mail = (mailId: number, overrides: Partial<OutboxMail> = {}): OutboxMail => ({
  mailId,
  toEmail: 'asha@example.test',
  category: 'passwordReset',
  subject: 'Reset your EduPath password',
  textBody: 'EduPath\n\nChoose a new password: http://localhost:3000/reset-password?token=abc',
  status: 'held',
  attempts: 0,
  lastError: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  sentAt: null,
  ...overrides,
});

describe('/admin/outbox', () => {
  it('lists the emails, says when SMTP is missing, opens one, and filters by status', async () => {
    const api = mockApi({
      'GET staff/outbox': () => ({
        body: {
          data: {
            ...page(
              [
                mail(2),
                mail(1, {
                  subject: 'An update on your application',
                  status: 'failed',
                  attempts: 11,
                  lastError: 'connection refused',
                }),
              ],
              1,
              25,
              2,
            ),
            smtpConfigured: false,
          },
        },
      }),
    });
    renderPage(<OutboxRoute />, { route: '/admin/outbox', path: '/admin/outbox', user: TEST_ADMIN });
    expect(await screen.findByRole('note')).toHaveTextContent('No SMTP server is configured');
    expect(screen.getAllByText('Kept, not sent').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'An update on your application' }));
    expect(screen.getByText('Last error: connection refused')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset your EduPath password' }));
    expect(screen.getByText(/reset-password\?token=abc/)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get('status')).toBe('failed'));
  });
});
