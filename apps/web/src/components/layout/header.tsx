import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Bell, Heart, Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-storage';
import { paths } from '../../lib/paths';
import { AccountMenuFace } from './account-menu-face';
import { BrandLink } from './brand-link';

/** The id of the page's <main>, where 'Skip to main content' leads. */
export const MAIN_CONTENT_ID = 'main-content';

// The menu's code (Radix, floating-ui) is only for members, so it is not in a visitor's first load.
const AccountMenu = lazy(() => import('./account-menu'));

export interface HeaderProps {
  unreadCount?: number;
  /** Courses on the shortlist (the account's, or a visitor's in this browser). */
  shortlistCount?: number;
  onLogout: () => Promise<void>;
}

const publicLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.explore, label: 'Countries' },
  { to: paths.courses, label: 'Courses' },
  { to: paths.scholarships, label: 'Scholarships' },
  { to: paths.packages, label: 'Packages' },
  { to: paths.contact, label: 'Contact' },
];

/** A member's places that stay in the bar: the ones visited most. */
const memberBarLinks = [
  { to: paths.applications, label: 'My Applications' },
  { to: paths.communities, label: 'Communities' },
  { to: paths.chat, label: 'Support' },
];

/** The rest of a member's places, in the account menu on wide screens. */
const accountMenuLinks = [
  { to: paths.profile, label: 'Profile' },
  { to: paths.timeline, label: 'Application Journey' },
];

/** Everything, in the order the phone menu lists it. */
const memberLinks = [
  { to: paths.profile, label: 'Profile' },
  { to: paths.applications, label: 'My Applications' },
  { to: paths.timeline, label: 'Application Journey' },
  { to: paths.communities, label: 'Communities' },
  { to: paths.chat, label: 'Support' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium transition-colors',
    isActive ? 'text-primary-dark' : 'text-ink-secondary hover:text-primary-dark',
  );

/**
 * Sticky header (docs/README.md, "Pages"). The full bar needs 1280 px; below that everything folds
 * into the menu button, so the header fits every width from 320 px up, signed in or out.
 */
export function Header({ unreadCount = 0, shortlistCount = 0, onLogout }: HeaderProps) {
  const { isAuthenticated, user } = useAuth();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logout = async () => {
    setOpen(false);
    await onLogout();
    queryClient.clear();
    navigate(paths.intro);
  };

  const bell = (
    <Link
      to={paths.notifications}
      onClick={() => setOpen(false)}
      className="relative shrink-0 rounded-full p-2 text-ink-secondary hover:bg-gray-100 hover:text-primary-dark"
      aria-label={unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications'}
    >
      <Bell className="h-5 w-5" />
      {unreadCount > 0 && (
        <span
          data-testid="unread-badge"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-500 px-1 text-xs font-semibold text-white"
        >
          {unreadCount > 99 ? '99+' : unreadCount}
        </span>
      )}
    </Link>
  );

  // Visitors keep a shortlist too (in the browser), so the heart is there signed in or out.
  const shortlist = (
    <Link
      to={paths.shortlist}
      onClick={() => setOpen(false)}
      className="relative shrink-0 rounded-full p-2 text-ink-secondary hover:bg-gray-100 hover:text-primary-dark"
      aria-label={
        shortlistCount > 0
          ? `My Shortlist, ${shortlistCount} ${shortlistCount === 1 ? 'course' : 'courses'}`
          : 'My Shortlist'
      }
      title="My Shortlist"
    >
      <Heart className="h-5 w-5" />
      {shortlistCount > 0 && (
        <span
          data-testid="shortlist-badge"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary-dark px-1 text-xs font-semibold text-white"
        >
          {shortlistCount}
        </span>
      )}
    </Link>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      {/* The first stop for the keyboard: past the header to the page (MainLayout's <main>). */}
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-3 focus:text-sm focus:font-medium focus:text-primary-dark focus:shadow"
      >
        Skip to main content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <BrandLink />

        <nav aria-label="Main" className="hidden min-w-0 items-center gap-0.5 xl:flex">
          {[...publicLinks, ...(isAuthenticated ? memberBarLinks : [])].map((l) => (
            <NavLink key={l.to} to={l.to} className={linkClass}>
              {l.label}
            </NavLink>
          ))}
        </nav>

        <div className="hidden min-w-0 items-center gap-2 xl:flex">
          {shortlist}
          {isAuthenticated ? (
            <>
              {bell}
              <Suspense fallback={<AccountMenuFace email={user?.email} disabled />}>
                <AccountMenu email={user?.email} links={accountMenuLinks} onLogout={logout} />
              </Suspense>
            </>
          ) : (
            <>
              <Link
                to={paths.login}
                className="rounded-lg px-4 py-2 text-sm font-medium text-primary-dark hover:bg-primary-light"
              >
                Login
              </Link>
              <Link
                to={paths.signup}
                className="whitespace-nowrap rounded-lg bg-primary-dark px-4 py-2 text-sm font-medium text-white hover:bg-secondary"
              >
                Sign Up
              </Link>
            </>
          )}
        </div>

        <div className="flex items-center gap-1 xl:hidden">
          {shortlist}
          {isAuthenticated && bell}
          <button
            type="button"
            className="rounded-md p-2 text-ink-secondary hover:bg-gray-100"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X className="h-6 w-6" /> : <Menu className="h-6 w-6" />}
          </button>
        </div>
      </div>

      {open && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-white px-4 pb-4 xl:hidden"
        >
          <div className="grid gap-x-4 py-2 sm:grid-cols-2">
            {[...publicLinks, ...(isAuthenticated ? memberLinks : [])].map((l) => (
              <NavLink key={l.to} to={l.to} className={linkClass} onClick={() => setOpen(false)}>
                {l.label}
              </NavLink>
            ))}
          </div>
          <div className="border-t border-line pt-3">
            {isAuthenticated ? (
              <div className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate text-sm text-ink-secondary">Hi, {user?.email}</span>
                <button
                  type="button"
                  onClick={logout}
                  className="shrink-0 rounded-lg border border-line px-3 py-2 text-sm font-medium"
                >
                  Logout
                </button>
              </div>
            ) : (
              <div className="flex gap-2">
                <Link
                  to={paths.login}
                  onClick={() => setOpen(false)}
                  className="flex-1 rounded-lg border border-primary px-4 py-2 text-center text-sm font-medium text-primary-dark"
                >
                  Login
                </Link>
                <Link
                  to={paths.signup}
                  onClick={() => setOpen(false)}
                  className="flex-1 rounded-lg bg-primary-dark px-4 py-2 text-center text-sm font-medium text-white"
                >
                  Sign Up
                </Link>
              </div>
            )}
          </div>
        </nav>
      )}
    </header>
  );
}
