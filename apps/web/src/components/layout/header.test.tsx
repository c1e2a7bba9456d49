import type { AuthUser } from '@edupath/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authStorage } from '../../lib/auth-storage';
import { renderPage } from '../../test/render-page';
import { Header } from './header';

const member = {
  userId: 1,
  email: 'meera@example.test',
  name: 'Meera',
  role: 'student',
  profileImage: null,
} satisfies AuthUser;

function renderHeader(props: Partial<Parameters<typeof Header>[0]> = {}, user: AuthUser | null = null) {
  const onLogout = vi.fn(async () => authStorage.clear());
  renderPage(<Header onLogout={onLogout} {...props} />, {
    path: '/home',
    route: '/home',
    user,
    routes: [{ path: '/intro', element: <p>intro page</p> }],
  });
  return { onLogout };
}

/** The menu's code loads lazily; its trigger (unlike the placeholder) says whether it is expanded. */
const openAccountMenu = async () =>
  userEvent.click(await screen.findByRole('button', { name: 'Account menu', expanded: false }));

describe('Header', () => {
  it('shows Login to visitors and no member links', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByText('Profile')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /Logout/ })).toBeNull();
  });

  it("offers 'Skip to main content' first, leading to the page's main", () => {
    renderHeader();
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveTextContent('Skip to main content');
    expect(links[0]).toHaveAttribute('href', '#main-content');
  });

  it('shows how many courses are on the shortlist on the heart', () => {
    renderHeader({ shortlistCount: 3 }, member);
    const hearts = screen.getAllByRole('link', { name: 'My Shortlist, 3 courses' });
    expect(hearts.length).toBeGreaterThan(0);
    expect(within(hearts[0]!).getByTestId('shortlist-badge')).toHaveTextContent('3');
  });

  it('shows no count on an empty shortlist', () => {
    renderHeader({ shortlistCount: 0 });
    expect(screen.getAllByRole('link', { name: 'My Shortlist' }).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('shortlist-badge')).toBeNull();
  });

  it('shows member links, the greeting and the unread badge when signed in', () => {
    renderHeader({ unreadCount: 3 }, member);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['My Applications', 'Communities', 'Support']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByTestId('greeting')).toHaveTextContent('Hi, meera@example.test');
    expect(screen.getAllByTestId('unread-badge')[0]).toHaveTextContent('3');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('puts Profile, the Application Journey and Logout in the account menu', async () => {
    renderHeader({}, member);
    await openAccountMenu();
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Application Journey' })).toHaveAttribute(
      'href',
      '/timeline',
    );
    expect(within(menu).getByRole('menuitem', { name: /Logout/ })).toBeInTheDocument();
  });

  it('hides the badge when nothing is unread', () => {
    renderHeader({ unreadCount: 0 }, member);
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('logs out from the account menu and lands on /intro', async () => {
    const { onLogout } = renderHeader({}, member);
    await openAccountMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: /Logout/ }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(await screen.findByText('intro page')).toBeInTheDocument();
  });

  it("lists every member's place in the phone menu, Communities and the Application Journey included", async () => {
    renderHeader({}, member);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    const links = within(menu)
      .getAllByRole('link')
      .map((l) => [l.textContent, l.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/home'],
      ['Countries', '/explore'],
      ['Courses', '/courses'],
      ['Scholarships', '/scholarships'],
      ['Packages', '/packages'],
      ['Contact', '/contact-us'],
      ['Profile', '/profile'],
      ['My Applications', '/applications'],
      ['Application Journey', '/timeline'],
      ['Communities', '/communities'],
      ['Support', '/chat'],
    ]);
    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('intro page')).toBeInTheDocument();
  });

  it('links to the shortlist for visitors and members alike', () => {
    renderHeader();
    expect(screen.getAllByRole('link', { name: 'My Shortlist' })[0]).toHaveAttribute('href', '/shortlist');
  });

  it('opens and closes the mobile menu', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });
});
