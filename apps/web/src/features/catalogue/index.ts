/** What other features may use of this one (ADR 005). */
// The router asks for a catalogue page's record while the page's code loads (app/router.tsx).

// The study preferences (profile) offer the public countries and fields.
export { useCategories } from './api/get-categories';
export { useAllDestinations } from './api/get-countries';
export { countryQuery } from './api/get-country';
export { courseQuery } from './api/get-course';
// The loans page starts its loan amount at a course's first-year total.
export { useCourseCost } from './api/get-course-cost';
export { universityQuery } from './api/get-university';
// The shortlist labels each fee with where it comes from (docs/catalogue.md#provenance).
export { FactLabel } from './components/fact-label';
// The console's screen for the official registers (docs/catalogue.md#register-imports), loaded lazily by its router.
export const loadRegisterImportScreen = () => import('./console/register-import');
