import { lazy } from 'react';

/**
 * What other features may use of the curated records' console (ADR 005): its screens, loaded on
 * the first visit, and its addresses (docs/money-and-visas.md#curated-records).
 */
export const CuratedConsoleRoutes = lazy(() => import('./routes/curated-routes'));
export { curatedPaths } from './paths';
