import { lazy } from 'react';

/**
 * What other features may use of staff accounts (ADR 005): the console's page of them (admins),
 * loaded on its first visit, and the list of active advisors the console's filters, reassignment
 * and handovers choose from (docs/console.md, "Staff accounts").
 */
export const StaffAccountsRoute = lazy(() => import('./routes/accounts'));
export { useAdvisors } from './api/get-advisors';
export { AdvisorFilter } from './components/advisor-filter';
