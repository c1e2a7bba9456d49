import type { AuditEntry } from '@edupath/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { consoleFrame, counters, TEST_ADMIN, TEST_ADVISOR } from '../../../test/fixtures/console';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import ConsoleRoute from './console';

const fake = await vi.hoisted(async () => {
  const { fakeSocket } = await import('../../../test/fake-socket');
  return { socket: fakeSocket() };
});
vi.mock('../../../lib/realtime', () => ({ useRealtimeSocket: () => fake.socket }));

const openConsole = (path: string, user: Parameters<typeof renderPage>[1] extends infer O ? O : never) =>
  renderPage(<ConsoleRoute />, { route: '/admin/*', path, ...user });

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  auditId: 1,
  actor: { userId: TEST_ADMIN.userId, name: TEST_ADMIN.name, email: TEST_ADMIN.email },
  actorRole: 'admin',
  action: 'application.status_changed',
  entityType: 'application',
  entityId: '42',
  before: null,
  after: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** What every admin console page asks for: the header's counters and the nav's badges. */
const adminShell = {
  ...consoleFrame(),
  'GET staff/counters': () => ({ body: { data: counters() } }),
  'GET staff/contact-messages/counts': () => ({ body: { data: { unread: 0 } } }),
  'GET staff/moderation/counts': () => ({ body: { data: { openItems: 0 } } }),
};

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 50, totalPages: 1 });

describe('the admins’ part of the console', () => {
  it('shows admins the staff accounts and audit log sections; advisors get neither', async () => {
    mockApi({
      ...adminShell,
      'GET staff/accounts': () => ({ body: { data: page([]) } }),
    });
    openConsole('/admin/accounts', { user: TEST_ADMIN });
    expect(await screen.findByRole('heading', { name: 'Staff accounts' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Applications',
      'Students',
      'Chats',
      'Notify',
      'Package applications',
      'Catalogue',
      'Packages',
      'Outbox',
      'Staff accounts',
      'Audit log',
      'Inbox',
      'Moderation',
      'Communities',
    ]);
  });

  it('gives an advisor the not-found page at the admins’ addresses', async () => {
    mockApi({ ...consoleFrame(), 'GET staff/counters': () => ({ body: { data: counters() } }) });
    openConsole('/admin/audit', { user: TEST_ADVISOR });
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
  });

  it('shows each entry’s change as before → after, a creation’s values, a deletion’s old values', async () => {
    mockApi({
      ...adminShell,
      'GET staff/audit': () => ({
        body: {
          data: page([
            entry({
              auditId: 3,
              before: { status: 'Pending' },
              after: { status: 'Under Review', remark: 'SOP' },
            }),
            entry({
              auditId: 2,
              action: 'milestone.created',
              entityType: 'milestone',
              after: { title: 'Visa' },
            }),
            entry({
              auditId: 1,
              action: 'milestone.deleted',
              entityType: 'milestone',
              before: { title: 'Old' },
              actor: null,
              actorRole: null,
            }),
          ]),
        },
      }),
    });
    openConsole('/admin/audit', { user: TEST_ADMIN });
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows[0]).toHaveTextContent('Application status changed');
    expect(rows[0]).toHaveTextContent('statusPendingUnder Review');
    expect(within(rows[0]!).getByLabelText('changed to')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('remarkSOP');
    expect(rows[1]).toHaveTextContent('Milestone created');
    expect(within(rows[1]!).queryByLabelText('changed to')).not.toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('System');
    expect(within(rows[2]!).getByText('Old')).toHaveClass('line-through');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/v1/staff/audit/export',
    );
  });

  it('sends a staff member with a temporary password to change it before anything else', async () => {
    mockApi({});
    const { router } = openConsole('/admin/students', { user: { ...TEST_ADMIN, mustChangePassword: true } });
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/change-password');
    expect(screen.getByLabelText('Temporary password')).toBeInTheDocument();
  });

  it('signs out at once when the server ends the socket (the account was deactivated)', async () => {
    let signedIn = true;
    mockApi({
      ...adminShell,
      'GET staff/accounts': () => ({ body: { data: page([]) } }),
      'GET auth/me': () =>
        signedIn
          ? { body: { data: TEST_ADMIN } }
          : { status: 401, body: { message: 'Please log in to continue' } },
    });
    const { router } = openConsole('/admin/accounts', { user: TEST_ADMIN });
    expect(await screen.findByRole('heading', { name: 'Staff accounts' })).toBeInTheDocument();
    signedIn = false;
    act(() => fake.socket.fire('disconnect', 'io server disconnect'));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });
});
