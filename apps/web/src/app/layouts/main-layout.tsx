import { Outlet } from 'react-router';
import { Footer } from '../../components/layout/footer';
import { Header } from '../../components/layout/header';
import { VerifyBanner } from '../../features/account/index';
import { useAppliedCourses } from '../../features/applications/index';
import { logout } from '../../features/auth/index';
import { useUnreadCount } from '../../features/notifications/index';
import { useShortlistSync } from '../../features/shortlist/index';
import { ScrollRestoration } from '../scroll-restoration';

export function MainLayout() {
  const unread = useUnreadCount();
  // Loaded with the layout so every course's 'Apply Now' knows from the first paint whether it is 'Applied'.
  useAppliedCourses();
  // A visitor's browser shortlist joins the account once a student is signed in.
  useShortlistSync();
  return (
    <div className="flex min-h-screen flex-col">
      <Header unreadCount={unread.data ?? 0} onLogout={logout} />
      <VerifyBanner />
      <main className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
