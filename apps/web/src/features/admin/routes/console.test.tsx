import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { consoleFrame, counters, dashboard, TEST_ADVISOR } from '../../../test/fixtures/console';
import { TEST_STUDENT } from '../../../test/fixtures/users';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import ConsoleRoute from './console';

/** Stands in for the app's one Socket.IO client, so a test can push server events. */
const fake = await vi.hoisted(async () => {
  const { fakeSocket } = await import('../../../test/fake-socket');
  return { socket: fakeSocket() };
});
vi.mock('../../../lib/realtime', () => ({ useRealtimeSocket: () => fake.socket }));

const openConsole = (path: string, user: Parameters<typeof renderPage>[1] extends infer O ? O : never) =>
  renderPage(<ConsoleRoute />, { route: '/admin/*', path, ...user });

describe('the console guard', () => {
  it('sends a visitor to the staff sign-in, remembering where they were going', async () => {
    const { router } = openConsole('/admin/applications?status=Pending', { user: null });
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/admin/applications?status=Pending',
    );
  });

  it('sends a signed-in student there too, and says why', async () => {
    const { router } = openConsole('/admin/students/7', { user: TEST_STUDENT });
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.getByRole('status')).toHaveTextContent(
      `You are signed in as a student (${TEST_STUDENT.email}). The console is for staff accounts only`,
    );
  });

  it('lets staff in: who is signed in, their role, the counters and the sections', async () => {
    mockApi({
      ...consoleFrame(),
      'GET staff/counters': () => ({
        body: { data: counters({ unreadChats: 3, applicationsWaiting: 12, documentsWaiting: 4 }) },
      }),
      'GET staff/dashboard': () => ({ body: { data: dashboard() } }),
    });
    openConsole('/admin', { user: TEST_ADVISOR });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('staff-name')).toHaveTextContent('Meera Iyer');
    expect(screen.getByTestId('staff-role')).toHaveTextContent('Advisor');
    await waitFor(() => expect(screen.getByTestId('counter-unread-chats')).toHaveTextContent('3'));
    expect(screen.getByTestId('counter-applications-waiting')).toHaveTextContent('12');
    expect(screen.getByTestId('counter-documents-waiting')).toHaveTextContent('4');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Applications',
      'Documents4 waiting',
      'Students',
      'Chats',
      'Notify',
      'Package applications',
      'Facts to re-check',
    ]);
    // An advisor's sections are one group: the catalogue and admin groups are an admin's.
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Work']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so on every page when the server runs the demo, and only then', async () => {
    const answers = {
      'GET staff/counters': () => ({ body: { data: counters() } }),
      'GET staff/dashboard': () => ({ body: { data: dashboard() } }),
    };
    mockApi({ ...consoleFrame({ demo: true }), ...answers });
    const demo = openConsole('/admin', { user: TEST_ADVISOR });
    expect(await screen.findByTestId('demo-banner')).toHaveTextContent(
      'Demo. This site runs with the demo accounts, whose passwords are published',
    );
    demo.unmount();

    mockApi({ ...consoleFrame({ demo: false }), ...answers });
    const real = openConsole('/admin', { user: TEST_ADVISOR });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() =>
      expect(real.queryClient.getQueryState(['auth', 'providers'])?.status).toBe('success'),
    );
    expect(screen.queryByTestId('demo-banner')).not.toBeInTheDocument();
  });

  it('moves the counters when the server pushes staffCountersChanged', async () => {
    mockApi({
      ...consoleFrame(),
      'GET staff/counters': () => ({ body: { data: counters({ unreadChats: 1, applicationsWaiting: 4 }) } }),
      'GET staff/students': () => ({
        body: { data: { items: [], total: 0, page: 1, pageSize: 20, totalPages: 0 } },
      }),
    });
    openConsole('/admin/students', { user: TEST_ADVISOR });
    await waitFor(() => expect(screen.getByTestId('counter-unread-chats')).toHaveTextContent('1'));
    act(() => fake.socket.fire('staffCountersChanged', counters({ unreadChats: 2, applicationsWaiting: 3 })));
    // React Query tells its observers on the next tick.
    await waitFor(() => expect(screen.getByTestId('counter-unread-chats')).toHaveTextContent('2'));
    expect(screen.getByTestId('counter-applications-waiting')).toHaveTextContent('3');
  });

  it('a session that ends (401) leads to the staff sign-in, which comes back to the page', async () => {
    mockApi({
      ...consoleFrame(),
      'GET staff/counters': () => ({ status: 401, body: { message: 'Please log in to continue' } }),
      'GET staff/students': () => ({ status: 401, body: { message: 'Please log in to continue' } }),
    });
    const { router } = openConsole('/admin/students?q=asha', { user: TEST_ADVISOR });
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/admin/students?q=asha')}`);
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('signs out to the staff sign-in', async () => {
    const api = mockApi({
      ...consoleFrame(),
      'GET staff/counters': () => ({ body: { data: counters() } }),
      'GET staff/dashboard': () => ({ body: { data: dashboard() } }),
      'POST auth/logout': () => ({ body: { data: null } }),
    });
    const { router } = openConsole('/admin', { user: TEST_ADVISOR });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain('POST auth/logout');
    expect(localStorage.getItem('auth')).toBeNull();
  });
});
