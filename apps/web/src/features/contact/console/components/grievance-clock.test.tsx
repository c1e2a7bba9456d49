import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../../../test/fixtures/console';
import { grievanceRow } from '../../../../test/fixtures/contact';
import { mockApi } from '../../../../test/mock-api';
import { renderPage } from '../../../../test/render-page';
import InboxRoute from '../routes/inbox';

const fresh = grievanceRow(7, 0);
const late = grievanceRow(8, 95);
const answered = grievanceRow(9, 30, new Date(Date.now() - 20 * 86_400_000).toISOString());

describe('the inbox under Grievances', () => {
  it('asks for grievances by due date and shows each clock: due in 90 days, overdue in red, answered', async () => {
    const api = mockApi({
      'GET staff/contact-messages': () => ({
        body: {
          data: {
            items: [late, fresh, answered],
            total: 3,
            page: 1,
            pageSize: 20,
            totalPages: 1,
            unreadCount: 2,
          },
        },
      }),
    });
    renderPage(<InboxRoute />, {
      user: TEST_ADMIN,
      path: '/admin/inbox?kind=grievance',
      route: '/admin/inbox',
    });
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(api.calls[0]!.url.searchParams.get('kind')).toBe('grievance');
    expect(screen.getByRole('button', { name: 'Grievances' })).toHaveAttribute('aria-pressed', 'true');

    const clocks = within(list).getAllByTestId('grievance-clock');
    expect(clocks.map((c) => c.textContent)).toEqual([
      expect.stringContaining('overdue by 5 days'),
      expect.stringContaining('due in 90 days'),
      expect.stringContaining('answered'),
    ]);
    expect(clocks[0]).toHaveTextContent(late.grievance!.reference);
    expect(clocks[0]!.className).toMatch(/text-red-700/);
    expect(clocks[1]!.className).not.toMatch(/text-red/);
    expect(clocks[2]).toHaveTextContent('after 10 days');
  });
});
