/** The course-costs module's public face: first-year cost and compare routes (docs/planning.md). */

// The proof of funds a visa route asks for is counted in the same reference rates, for the course's country.
export { countryIsoCode, ratesOf } from './course-costs.repository';
export { courseCostRoutes } from './course-costs.routes';
