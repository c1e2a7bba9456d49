import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStorage } from '../../lib/auth-storage';
import { Header } from './header';

const user = {
  userId: 1,
  email: 'meera@example.test',
  name: 'Meera',
  role: 'student' as const,
  profileImage: null,
};

function renderHeader(props: Partial<Parameters<typeof Header>[0]> = {}) {
  const onLogout = vi.fn(async () => authStorage.clear());
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route path="/home" element={<Header onLogout={onLogout} {...props} />} />
          <Route path="/intro" element={<p>intro page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onLogout };
}

describe('Header', () => {
  afterEach(() => authStorage.clear());

  it('shows Login to visitors and no member links', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByText('Profile')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /Logout/ })).toBeNull();
  });

  it('shows member links, the greeting and the unread badge when signed in', () => {
    authStorage.setSession('t', user);
    renderHeader({ unreadCount: 3 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Profile', 'My Applications', 'Support']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByTestId('greeting')).toHaveTextContent('Hi, meera@example.test');
    expect(screen.getAllByTestId('unread-badge')[0]).toHaveTextContent('3');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('hides the badge when nothing is unread', () => {
    authStorage.setSession('t', user);
    renderHeader({ unreadCount: 0 });
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('logs out and lands on /intro', async () => {
    authStorage.setSession('t', user);
    const { onLogout } = renderHeader();
    await userEvent.click(screen.getByRole('button', { name: /Logout/ }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(await screen.findByText('intro page')).toBeInTheDocument();
  });

  it('opens and closes the mobile menu', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });
});
