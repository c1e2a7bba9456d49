/** What other modules may use of eligibility (ADR 005). */
export { eligibilityRoutes } from './eligibility.routes';
