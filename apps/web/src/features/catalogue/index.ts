import { lazy } from 'react';

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
// The server renders the catalogue's public pages with their data (app/public-pages.ts, ADR 016).
export { cataloguePublicPages } from './public-pages';
// The console's catalogue management (admins), its own chunk loaded on the first visit, its addresses,
// and the queue of catalogue facts to verify that the console's fact checks and dashboard show.
export const CatalogueConsoleRoutes = lazy(() => import('./console/routes/catalogue-console-routes'));
export { CatalogueVerification, VerificationFigure } from './console/components/catalogue-verification';
export { cataloguePaths } from './console/paths';
