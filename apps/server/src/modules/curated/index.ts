/** The curated-records module's public face (ADR 005): the console's routes for every curated kind. */
export { curatedRoutes } from './curated.routes';
