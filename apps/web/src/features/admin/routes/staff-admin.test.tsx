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
    // The documents waiting stand beside their section, from the header's counters.
    expect(await within(nav).findByTestId('nav-badge-documentsWaiting')).toHaveTextContent('3 waiting');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Applications',
      'Documents3 waiting',
      'Students',
      'Chats',
      'Notify',
      'Package applications',
      'Facts to re-check',
      'Catalogue',
      'Curated facts',
      'Packages',
      'Communities',
      'Inbox',
      'Moderation',
      'Staff accounts',
      'Audit log',
      'Outbox',
    ]);
    // Grouped under headings, each list named by its own, so the sections read as three parts.
    const groups = within(nav).getAllByRole('list');
    expect(
      groups
        .map((list) => list.getAttribute('aria-labelledby'))
        .map((id) => document.getElementById(id!)?.textContent),
    ).toEqual(['Work', 'Catalogue', 'Admin']);
    expect(within(groups[2]!).getByRole('link', { name: 'Audit log' })).toBeInTheDocument();
    // On a phone they fold behind one button that names the current section.
    const menu = within(nav).getByRole('button', { name: /Menu/ });
    expect(menu).toHaveTextContent('Menu· Staff accounts');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    act(() => menu.click());
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(menu.getAttribute('aria-controls')!)).toContainElement(groups[0]!);
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
    expect(rows[0]).toHaveTextContent('StatusPendingUnder Review');
    expect(within(rows[0]!).getByLabelText('changed to')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('RemarkSOP');
    expect(rows[1]).toHaveTextContent('Milestone created');
    expect(within(rows[1]!).queryByLabelText('changed to')).not.toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('System');
    expect(within(rows[2]!).getByText('Old')).toHaveClass('line-through');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/v1/staff/audit/export',
    );
  });

  it('shows fields in words and values as the site writes them, the stored form on hover', async () => {
    mockApi({
      ...adminShell,
      'GET staff/audit': () => ({
        body: {
          data: page([
            entry({
              auditId: 5,
              action: 'course.updated',
              entityType: 'course',
              entityId: '17',
              before: { feeInr: 2400000, countryId: 4, countryName: 'Germany', isPublished: false },
              after: { feeInr: 2500000, countryId: 4, countryName: 'Germany', isPublished: true },
            }),
            entry({
              auditId: 4,
              action: 'account.invited',
              entityType: 'account',
              entityId: '12',
              after: { expiresAt: '2026-11-27T10:00:00.000Z', applicationDeadline: '2026-12-06' },
            }),
            entry({
              auditId: 3,
              action: 'application_document.reviewed',
              entityType: 'application_document',
              entityId: '9',
              after: { kind: 'sop', universityId: 3, totalPaise: 249950 },
            }),
          ]),
        },
      }),
    });
    openConsole('/admin/audit', { user: TEST_ADMIN });
    const rows = await screen.findAllByTestId('audit-row');
    const fee = within(rows[0]!).getByText('Fee in rupees');
    expect(fee).toHaveAttribute('title', 'feeInr');
    expect(within(rows[0]!).getByText('₹25,00,000')).toHaveAttribute('title', 'feeInr: 2500000');
    expect(within(rows[0]!).getByText('₹24,00,000')).toHaveClass('line-through');
    // An id reads as the name the entry holds beside it.
    expect(within(rows[0]!).getByText('Country')).toHaveAttribute('title', 'countryId');
    expect(within(rows[0]!).getAllByText('Germany')[0]).toHaveAttribute('title', 'countryId: 4');
    expect(within(rows[0]!).getByText('Yes')).toHaveAttribute('title', 'isPublished: true');
    expect(rows[0]).toHaveTextContent('Course #17');

    expect(within(rows[1]!).getByText('Expires')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/^Nov 27, 2026 at /)).toHaveAttribute(
      'title',
      'expiresAt: "2026-11-27T10:00:00.000Z"',
    );
    expect(within(rows[1]!).getByText('Dec 6, 2026')).toBeInTheDocument();
    expect(rows[1]).not.toHaveTextContent('2026-11-27T10');

    expect(within(rows[2]!).getByText('Statement of purpose')).toHaveAttribute('title', 'kind: "sop"');
    // No name in the entry: the id stays an id.
    expect(within(rows[2]!).getByText('#3')).toHaveAttribute('title', 'universityId: 3');
    expect(within(rows[2]!).getByText('₹2,499.50')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Application document #9');
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
