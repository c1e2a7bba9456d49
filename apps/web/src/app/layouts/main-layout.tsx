import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../../components/layout/footer';
import { Header } from '../../components/layout/header';
import { logout } from '../../features/auth/api/auth-api';
import { useUnreadCount } from '../../features/notifications/api/get-unread-count';

export function MainLayout() {
  const unread = useUnreadCount();
  return (
    <div className="flex min-h-screen flex-col">
      <Header unreadCount={unread.data ?? 0} onLogout={logout} />
      <main className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
