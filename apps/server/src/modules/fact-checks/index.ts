/**
 * What other modules may use of the freshness queue (ADR 005): its routes and the queue itself. A
 * module with curated facts registers its stale-fact function in ./registry.ts (one line).
 */
export { factCheckRoutes } from './fact-checks.routes';
export { factCheckQueue } from './fact-checks.service';
