import { lazy } from 'react';

/**
 * What other features may use of contact (ADR 005): the console's inbox of contact messages
 * (admins), loaded on the first visit, and its addresses.
 */
export const InboxRoute = lazy(() => import('./console/routes/inbox'));
export { contactConsolePaths } from './console/paths';
