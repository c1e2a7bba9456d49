import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../../components/layout/footer';
import { Header } from '../../components/layout/header';
import { logout } from '../../features/auth/index';
import { useUnreadCount } from '../../features/notifications/index';

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
