import { CATALOGUE_KINDS, CATALOGUE_RESOURCES } from '@edupath/contract/catalogue-resources';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ResourceTabs } from '../../../../components/console/resource-tabs';
import { useAuth } from '../../../../lib/auth-storage';
import { cataloguePaths } from '../paths';
import CatalogueFormPage from './catalogue-form';
import CatalogueListPage from './catalogue-list';
import CourseFormRoute from './course-form';
import CourseImportRoute from './course-import';
import UniversityFormRoute from './university-form';

// The official registers' screen, a chunk of its own (docs/catalogue.md#register-imports).
const RegisterImportScreen = lazy(() => import('../register-import'));

/** The kinds' tabs, in the order of CATALOGUE_KINDS, then the official registers' screen. */
const TABS = [
  ...CATALOGUE_KINDS.map((kind) => ({ to: cataloguePaths.list(kind), label: CATALOGUE_RESOURCES[kind].tab })),
  { to: cataloguePaths.list('registers'), label: 'Official registers' },
];

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
      <ResourceTabs label="Catalogue" tabs={TABS} />
      <Routes>
        <Route index element={<Navigate to="courses" replace />} />
        <Route path="courses" element={<CatalogueListPage kind="courses" />} />
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
        <Route path="universities" element={<CatalogueListPage kind="universities" />} />
        <Route path="universities/new" element={<UniversityFormRoute />} />
        <Route path="universities/:id" element={<UniversityFormRoute />} />
        <Route path="countries" element={<CatalogueListPage kind="countries" />} />
        <Route path="countries/new" element={<CatalogueFormPage kind="countries" />} />
        <Route path="countries/:id" element={<CatalogueFormPage kind="countries" />} />
        <Route path="categories" element={<CatalogueListPage kind="categories" />} />
        <Route path="categories/new" element={<CatalogueFormPage kind="categories" />} />
        <Route path="categories/:id" element={<CatalogueFormPage kind="categories" />} />
        <Route path="faqs" element={<CatalogueListPage kind="faqs" />} />
        <Route path="faqs/new" element={<CatalogueFormPage kind="faqs" />} />
        <Route path="faqs/:id" element={<CatalogueFormPage kind="faqs" />} />
        <Route path="*" element={<Navigate to="courses" replace />} />
      </Routes>
    </>
  );
}
