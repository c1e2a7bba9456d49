import { lazy } from 'react';

/** What other features may use of the audit log (ADR 005): its console page (admins), loaded on the first visit, and its address. */
export const AuditRoute = lazy(() => import('./routes/audit'));
export { auditPaths } from './paths';
