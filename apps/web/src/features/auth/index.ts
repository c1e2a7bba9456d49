import { lazy } from 'react';

/** What the rest of the app may use of this feature (ADR 005). */
export { logout, refreshCurrentUser } from './api/auth-api';
export { useAuthProviders } from './api/get-auth-providers';
export { AuthCard } from './components/auth-card';

/**
 * The console's doors (docs/console.md), for its router under /admin: the staff sign-in, the
 * invitation page and the password change, each loaded on its first visit, and their addresses.
 */
export const StaffLoginRoute = lazy(() => import('./console/login'));
export const InviteRoute = lazy(() => import('./console/invite'));
export const StaffChangePasswordRoute = lazy(() => import('./console/change-password'));
export { consoleAuthPaths, loginPathFor } from './paths';
