import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth-storage';
import { adminPaths, loginPathFor } from '../paths';
import ConsoleNotFound from '../routes/not-found';

/**
 * The console's guard: a visitor or a student goes to the staff sign-in, which brings them back
 * here; a staff member still holding a temporary password goes to choose their own first (the
 * server refuses everything else meanwhile).
 */
export function RequireStaff() {
  const { user } = useAuth();
  const location = useLocation();
  if (!user || user.role === 'student') {
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  }
  if (user.mustChangePassword && location.pathname !== adminPaths.changePassword) {
    return <Navigate to={adminPaths.changePassword} replace />;
  }
  return <Outlet />;
}

/** Admin-only screens: an advisor gets the console's not-found page (the server answers 403 anyway). */
export function RequireAdmin() {
  const { user } = useAuth();
  return user?.role === 'admin' ? <Outlet /> : <ConsoleNotFound />;
}
