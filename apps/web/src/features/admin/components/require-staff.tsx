import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth-storage';
import { loginPathFor } from '../paths';

/** The console's guard: a visitor or a student goes to the staff sign-in, which brings them back here. */
export function RequireStaff() {
  const { user } = useAuth();
  const location = useLocation();
  if (!user || user.role === 'student') {
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
