import { lazy } from 'react';

/**
 * What other features may use of the console's students (ADR 005): the list and a student's page,
 * each loaded on its first visit, and their addresses. Their queries are the profile's
 * (features/profile), which the notify form shares.
 */
export const StudentsRoute = lazy(() => import('./routes/students'));
export const StudentRoute = lazy(() => import('./routes/student'));
export { studentConsolePaths } from './paths';
