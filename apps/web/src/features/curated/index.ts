import { lazy } from 'react';

/**
 * What other features may use of the curated records' console (ADR 005): its screens and the
 * facts to re-check (docs/money-and-visas.md#freshness), loaded on the first visit, and their
 * addresses (docs/money-and-visas.md#curated-records).
 */
export const CuratedConsoleRoutes = lazy(() => import('./routes/curated-routes'));
export const FactChecksRoute = lazy(() => import('./routes/fact-checks'));
export { curatedPaths } from './paths';
