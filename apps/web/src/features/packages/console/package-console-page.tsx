import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';

const load = () => import('./routes/pages');

const PAGES = {
  /** /admin/packages (admins): every package, hidden ones too. */
  packages: lazy(async () => ({ default: (await load()).PackagesRoute })),
  /** /admin/packages/payee (admins): who students pay and who issues the tax invoice. */
  payee: lazy(async () => ({ default: (await load()).PayeeRoute })),
  /** /admin/package-applications: the pipeline. */
  applications: lazy(async () => ({ default: (await load()).PackageApplicationsRoute })),
  /** /admin/package-applications/{id}: one application, its moves, notes and payments. */
  application: lazy(async () => ({ default: (await load()).PackageApplicationRoute })),
};

export type PackageConsolePageName = keyof typeof PAGES;

/**
 * One of the console's package screens, for the console's router to mount at its address
 * (`packageConsolePaths`). The screens are loaded on the first visit, so none of them reaches the
 * student site's bundle through this feature's index.
 */
export function PackageConsolePage({ page }: { page: PackageConsolePageName }) {
  const Page = PAGES[page];
  return (
    <Suspense fallback={<Spinner label="Loading the page" />}>
      <Page />
    </Suspense>
  );
}
