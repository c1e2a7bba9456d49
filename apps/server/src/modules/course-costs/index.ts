/** The course-costs module's public face: first-year cost and compare routes (docs/planning.md). */
export { courseCostRoutes } from './course-costs.routes';
