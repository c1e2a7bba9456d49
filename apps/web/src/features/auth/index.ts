/** What the rest of the app may use of this feature (ADR 005). */
export { logout, refreshCurrentUser } from './api/auth-api';
export { useAuthProviders } from './api/get-auth-providers';
export { AuthCard } from './components/auth-card';
export { useLoginForm } from './hooks/use-login-form';
