import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notification as item } from '../../../test/fixtures/notifications';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { unreadCountQueryKey } from '../api/get-unread-count';
import NotificationsRoute from './notifications';

describe('/notifications', () => {
  it('lists notifications with sender and date, marks them read and zeroes the badge', async () => {
    let readAll = 0;
    mockApi({
      'GET notification/notifications': () => ({
        body: {
          data: [
            item(2, { link: '/applications/41' }),
            item(1, { isRead: true, Sender: null, message: 'Milestone completed: Visa.' }),
          ],
        },
      }),
      'POST notification/read-all': () => {
        readAll++;
        return { body: { data: { updated: 1 } } };
      },
    });
    const { queryClient } = renderPage(<NotificationsRoute />);
    queryClient.setQueryData(unreadCountQueryKey, 1);

    const rows = await screen.findAllByTestId('notification');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('Arjun Mehta')).toBeInTheDocument();
    expect(first.getByText('A')).toBeInTheDocument();
    expect(first.getByText('Message 2')).toBeInTheDocument();
    expect(first.getByText(/^Mar 2, 2026 at \d{1,2}:30 (AM|PM)$/)).toBeInTheDocument();
    expect(first.getByText('New')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/applications/41');
    const second = within(rows[1]!);
    expect(second.getByText('EduPath')).toBeInTheDocument();
    expect(second.queryByText('New')).not.toBeInTheDocument();

    await waitFor(() => expect(readAll).toBe(1));
    await waitFor(() => expect(queryClient.getQueryData(unreadCountQueryKey)).toBe(0));
  });

  it('clears everything after confirmation', async () => {
    const api = mockApi({
      'GET notification/notifications': () => ({ body: { data: [item(3)] } }),
      'POST notification/read-all': () => ({ body: { data: { updated: 1 } } }),
      'DELETE notification/notifications': () => ({ body: { data: { deleted: 1 } } }),
      'GET notification/unread-count': () => ({ body: { data: { count: 0 } } }),
    });
    const user = userEvent.setup();
    renderPage(<NotificationsRoute />);
    await screen.findByText('Message 3');

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear All' }),
    );

    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeDisabled();
  });

  it('shows the empty text', async () => {
    mockApi({
      'GET notification/notifications': () => ({ body: { data: [] } }),
      'POST notification/read-all': () => ({ body: { data: { updated: 0 } } }),
    });
    renderPage(<NotificationsRoute />);
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
