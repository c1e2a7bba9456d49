import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth-storage';
import { paths } from '../../lib/paths';

/** The protected area: a visitor goes to /intro (docs/README.md, "Pages"). */
export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to={paths.intro} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
