import { clsx } from 'clsx';
import { lazy, Suspense } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useAuth } from '../../../../lib/auth-storage';
import { cataloguePaths } from '../paths';
import CategoriesRoute from './categories';
import CategoryFormRoute from './category-form';
import CountriesRoute from './countries';
import CountryFormRoute from './country-form';
import CourseFormRoute from './course-form';
import CourseImportRoute from './course-import';
import CoursesRoute from './courses';
import FaqFormRoute from './faq-form';
import FaqsRoute from './faqs';
import UniversitiesRoute from './universities';
import UniversityFormRoute from './university-form';

// The official registers' screen, a chunk of its own (docs/catalogue.md#register-imports).
const RegisterImportScreen = lazy(() => import('../register-import'));

const TABS = [
  ['courses', 'Courses'],
  ['universities', 'Universities'],
  ['countries', 'Countries'],
  ['categories', 'Categories'],
  ['faqs', 'Country FAQs'],
  ['registers', 'Official registers'],
] as const;

/**
 * /admin/catalogue/*: the catalogue's lists and forms, for admins (docs/catalogue.md#managing-the-catalogue).
 * Its own chunk, loaded on the first visit. The server refuses anyone else; an advisor who types
 * the address is told so here.
 */
export default function CatalogueConsoleRoutes() {
  const { user } = useAuth();
  if (user?.role !== 'admin') {
    return (
      <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
        Only admins manage the catalogue.
      </p>
    );
  }
  return (
    <>
      <nav aria-label="Catalogue" className="relative -mt-1 mb-4 overflow-x-auto border-b border-line">
        <ul className="flex gap-1">
          {TABS.map(([kind, label]) => (
            <li key={kind}>
              <NavLink
                to={cataloguePaths.list(kind)}
                className={({ isActive }) =>
                  clsx(
                    '-mb-px inline-block whitespace-nowrap border-b-2 px-3 py-2 font-medium',
                    isActive
                      ? 'border-primary-dark text-primary-dark'
                      : 'border-transparent text-ink-secondary hover:text-secondary',
                  )
                }
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Routes>
        <Route index element={<Navigate to="courses" replace />} />
        <Route path="courses" element={<CoursesRoute />} />
        <Route path="courses/import" element={<CourseImportRoute />} />
        <Route
          path="registers"
          element={
            <Suspense fallback={null}>
              <RegisterImportScreen />
            </Suspense>
          }
        />
        <Route path="courses/new" element={<CourseFormRoute />} />
        <Route path="courses/:id" element={<CourseFormRoute />} />
        <Route path="universities" element={<UniversitiesRoute />} />
        <Route path="universities/new" element={<UniversityFormRoute />} />
        <Route path="universities/:id" element={<UniversityFormRoute />} />
        <Route path="countries" element={<CountriesRoute />} />
        <Route path="countries/new" element={<CountryFormRoute />} />
        <Route path="countries/:id" element={<CountryFormRoute />} />
        <Route path="categories" element={<CategoriesRoute />} />
        <Route path="categories/new" element={<CategoryFormRoute />} />
        <Route path="categories/:id" element={<CategoryFormRoute />} />
        <Route path="faqs" element={<FaqsRoute />} />
        <Route path="faqs/new" element={<FaqFormRoute />} />
        <Route path="faqs/:id" element={<FaqFormRoute />} />
        <Route path="*" element={<Navigate to="courses" replace />} />
      </Routes>
    </>
  );
}
