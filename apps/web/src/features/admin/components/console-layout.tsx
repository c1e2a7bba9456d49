import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import {
  BadgeCheck,
  BookOpen,
  CalendarClock,
  ChevronDown,
  FileCheck,
  FileText,
  Flag,
  History,
  Inbox,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Mail,
  Menu as MenuIcon,
  MessagesSquare,
  Package,
  Send,
  UserCog,
  Users,
  UsersRound,
  Wallet,
} from 'lucide-react';
import { Suspense, useEffect, useId, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth-storage';
import { logout, useAuthProviders } from '../../auth/index';
import { useAdminBadges } from '../api/get-admin-badges';
import { useLiveCounters } from '../hooks/use-live-counters';
import { useSessionEnded } from '../hooks/use-session-ended';
import { adminPaths } from '../paths';

/** `adminOnly` entries are hidden from advisors (the server refuses them anyway). */
type NavEntry = {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
  adminOnly?: boolean;
  badge?: 'unreadMessages' | 'openReports' | 'documentsWaiting';
};

/**
 * The sections in three groups, so the list reads as parts of the work rather than fifteen
 * peers: the daily desk, what the site offers, and running the service (docs/console.md#screens).
 */
const NAV: Array<{ label: string; entries: NavEntry[] }> = [
  {
    label: 'Work',
    entries: [
      { to: adminPaths.dashboard, label: 'Dashboard', icon: LayoutDashboard, end: true },
      { to: adminPaths.applications, label: 'Applications', icon: FileText },
      { to: adminPaths.documents, label: 'Documents', icon: FileCheck, badge: 'documentsWaiting' },
      { to: adminPaths.students, label: 'Students', icon: Users },
      { to: adminPaths.chats, label: 'Chats', icon: MessagesSquare },
      { to: adminPaths.notify, label: 'Notify', icon: Send },
      { to: adminPaths.packageApplications, label: 'Package applications', icon: Wallet },
      { to: adminPaths.factChecks, label: 'Facts to re-check', icon: CalendarClock },
    ],
  },
  {
    label: 'Catalogue',
    entries: [
      { to: adminPaths.catalogue, label: 'Catalogue', icon: BookOpen, adminOnly: true },
      { to: adminPaths.curated, label: 'Curated facts', icon: BadgeCheck, adminOnly: true },
      { to: adminPaths.packages, label: 'Packages', icon: Package, adminOnly: true },
      { to: adminPaths.communities, label: 'Communities', icon: UsersRound, adminOnly: true },
    ],
  },
  {
    label: 'Admin',
    entries: [
      { to: adminPaths.inbox, label: 'Inbox', icon: Inbox, adminOnly: true, badge: 'unreadMessages' },
      { to: adminPaths.moderation, label: 'Moderation', icon: Flag, adminOnly: true, badge: 'openReports' },
      { to: adminPaths.accounts, label: 'Staff accounts', icon: UserCog, adminOnly: true },
      { to: adminPaths.audit, label: 'Audit log', icon: History, adminOnly: true },
      { to: adminPaths.outbox, label: 'Outbox', icon: Mail, adminOnly: true },
    ],
  },
];

const ROLE_LABEL = { admin: 'Admin', advisor: 'Advisor', student: 'Student' } as const;

function Counter({ to, label, value }: { to: string; label: string; value: number | undefined }) {
  return (
    <Link
      to={to}
      data-testid={`counter-${label.toLowerCase().replace(/\s+/g, '-')}`}
      className="flex items-center gap-1.5 rounded-md px-2 py-1 text-xs text-ink-secondary hover:bg-gray-100"
    >
      <span
        className={clsx(
          'min-w-6 rounded-full px-1.5 py-0.5 text-center font-semibold tabular-nums',
          value ? 'bg-primary-dark text-white' : 'bg-gray-100 text-ink-secondary',
        )}
      >
        {value ?? '–'}
      </span>
      <span>{label}</span>
    </Link>
  );
}

/** The console's frame: who is signed in, live counters, the sections, and the page. */
export function ConsoleLayout() {
  const { user } = useAuth();
  const counters = useLiveCounters();
  useSessionEnded();
  const isAdmin = user?.role === 'admin';
  const badges = useAdminBadges(isAdmin);
  const providers = useAuthProviders();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = async () => {
    await logout();
    queryClient.clear();
    navigate(adminPaths.login, { replace: true });
  };

  if (!user) return null;
  const brand = (
    <Link to={adminPaths.dashboard} className="flex items-center gap-2 text-base font-bold text-secondary">
      <img src="/favicon.svg" alt="" className="h-7 w-7" />
      EduPath <span className="font-normal text-ink-secondary">Console</span>
    </Link>
  );
  // One grid: on a phone the header, the sections as a top menu, then the page; from 768 px
  // the sections stand in a left column beside the header and the page.
  return (
    <div className="grid min-h-screen grid-cols-1 grid-rows-[auto_auto_1fr] bg-gray-50 text-sm md:grid-cols-[13rem_minmax(0,1fr)] md:grid-rows-[auto_1fr]">
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-line bg-white px-4 py-2 md:col-start-2 md:row-start-1">
        <div className="md:hidden">{brand}</div>
        <div
          className="order-last -ml-2 flex w-full items-center gap-1 md:order-none md:ml-0 md:w-auto"
          aria-label="Needs attention"
          role="group"
        >
          <Counter to={adminPaths.chats} label="Unread chats" value={counters.data?.unreadChats} />
          <Counter
            to={`${adminPaths.applications}?sort=status`}
            label="Applications waiting"
            value={counters.data?.applicationsWaiting}
          />
          <Counter
            to={adminPaths.documents}
            label="Documents waiting"
            value={counters.data?.documentsWaiting}
          />
        </div>
        <div className="flex items-center gap-3">
          <Avatar
            name={user.name}
            image={user.profileImage}
            className="hidden h-7 w-7 rounded-full sm:flex"
          />
          <p className="leading-tight">
            <span className="block font-medium text-gray-900" data-testid="staff-name">
              {user.name}
            </span>
            <span className="block text-xs text-ink-secondary" data-testid="staff-role">
              {ROLE_LABEL[user.role]}
            </span>
          </p>
          <button
            type="button"
            onClick={signOut}
            className="flex items-center gap-1.5 rounded-md px-2 py-1.5 font-medium text-ink-secondary hover:bg-gray-100 hover:text-secondary"
          >
            <LogOut className="h-4 w-4" aria-hidden="true" /> Sign out
          </button>
        </div>
      </header>
      <aside className="border-b border-line bg-white md:col-start-1 md:row-span-2 md:row-start-1 md:border-b-0 md:border-r">
        <div className="md:sticky md:top-0">
          <div className="hidden px-4 py-4 md:block">{brand}</div>
          <ConsoleNav
            isAdmin={isAdmin}
            badges={{ ...badges.data, documentsWaiting: counters.data?.documentsWaiting }}
          />
        </div>
      </aside>
      <main id="console-main" tabIndex={-1} className="min-w-0 p-4 md:col-start-2 md:row-start-2 md:p-6">
        {providers.data?.demo && (
          <p
            role="note"
            data-testid="demo-banner"
            className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-600/25"
          >
            <strong>Demo.</strong> This site runs with the demo accounts, whose passwords are published: do
            not enter real students’ data.
          </p>
        )}
        {/* The domains' pages are loaded on their first visit: the nav stays while one loads. */}
        <Suspense fallback={<Spinner label="Loading the page" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

type Badges = Partial<Record<NonNullable<NavEntry['badge']>, number>>;

/**
 * The sections, grouped under headings. From 768 px they stand in the left column; on a phone
 * they fold behind a 'Menu' button (named with the current section) instead of a long row that
 * scrolls sideways, and fold again once a section is chosen.
 */
function ConsoleNav({ isAdmin, badges }: { isAdmin: boolean; badges: Badges }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const id = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address closes the menu
  useEffect(() => setOpen(false), [pathname]);
  const groups = NAV.map((group) => ({
    ...group,
    entries: group.entries.filter((entry) => !entry.adminOnly || isAdmin),
  })).filter((group) => group.entries.length > 0);
  const current = groups
    .flatMap((group) => group.entries)
    .find((entry) => (entry.end ? pathname === entry.to : pathname.startsWith(entry.to)));

  return (
    <nav aria-label="Console">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-sections`}
        onClick={() => setOpen((was) => !was)}
        className="flex w-full items-center justify-between gap-2 px-4 py-2.5 font-medium text-secondary md:hidden"
      >
        <span className="flex items-center gap-2">
          <MenuIcon className="h-4 w-4" aria-hidden="true" />
          Menu
          {current && <span className="font-normal text-ink-secondary">· {current.label}</span>}
        </span>
        <ChevronDown
          className={clsx('h-4 w-4 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div
        id={`${id}-sections`}
        className={clsx(
          'gap-x-4 gap-y-3 px-3 pb-3 sm:grid-cols-3 md:flex md:flex-col md:gap-4 md:pb-4',
          open ? 'grid grid-cols-2' : 'hidden',
        )}
      >
        {groups.map((group) => (
          <div key={group.label}>
            <h2
              id={`${id}-${group.label}`}
              className="px-1.5 pb-1 text-xs font-semibold uppercase tracking-wide text-ink-secondary md:px-2.5"
            >
              {group.label}
            </h2>
            <ul aria-labelledby={`${id}-${group.label}`} className="flex flex-col gap-0.5 md:gap-1">
              {group.entries.map(({ to, label, icon: Icon, end, badge }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={end}
                    className={({ isActive }) =>
                      clsx(
                        'flex min-h-9 items-center gap-2 rounded-md px-1.5 py-1.5 font-medium md:px-2.5',
                        isActive
                          ? 'bg-primary-light text-primary-dark'
                          : 'text-ink-secondary hover:bg-gray-100 hover:text-secondary',
                      )
                    }
                  >
                    <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
                    <span className="min-w-0">{label}</span>
                    {badge && !!badges[badge] && (
                      <span
                        className="ml-auto min-w-5 rounded-full bg-primary-dark px-1.5 text-center text-xs font-semibold tabular-nums text-white"
                        data-testid={`nav-badge-${badge}`}
                      >
                        {badges[badge]}
                        <span className="sr-only"> waiting</span>
                      </span>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
