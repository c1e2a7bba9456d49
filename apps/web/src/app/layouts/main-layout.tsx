import { Outlet } from 'react-router';
import { Footer } from '../../components/layout/footer';
import { Header, MAIN_CONTENT_ID } from '../../components/layout/header';
import { ParentBanner, VerifyBanner } from '../../features/account/index';
import { useAppliedCourses } from '../../features/applications/index';
import { logout } from '../../features/auth/index';
import { useUnreadCount } from '../../features/notifications/index';
import { useShortlistCount, useShortlistSync } from '../../features/shortlist/index';
import { ScrollRestoration } from '../scroll-restoration';

export function MainLayout() {
  const unread = useUnreadCount();
  // Loaded with the layout so every course's 'Apply Now' knows from the first paint whether it is 'Applied'.
  useAppliedCourses();
  // A visitor's browser shortlist joins the account once a student is signed in.
  useShortlistSync();
  const shortlistCount = useShortlistCount();
  return (
    <div className="flex min-h-screen flex-col">
      <Header unreadCount={unread.data ?? 0} shortlistCount={shortlistCount} onLogout={logout} />
      <VerifyBanner />
      <ParentBanner />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
