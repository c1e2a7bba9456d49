/** What other modules may use of the freshness queue (ADR 005): its routes, its registry, staff's marks. */
export { factCheckRoutes } from './fact-checks.routes';
export { factCheckQueue } from './fact-checks.service';
export { type StaleFactSource, staleFactSources } from './registry';
export { staleOf } from './stale';
