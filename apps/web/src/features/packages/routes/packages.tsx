import type { Package } from '@edupath/contract';
import { PACKAGE_MESSAGES } from '@edupath/contract/messages';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { serverMessage } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useApplyForPackage } from '../api/apply-for-package';
import { standingApplications, useMyPackageApplications } from '../api/get-my-package-applications';
import { usePackages } from '../api/get-packages';
import { PackageCard } from '../components/package-card';

export default function PackagesRoute() {
  const { isAuthenticated, user } = useAuth();
  const packages = usePackages();
  const apply = useApplyForPackage();
  const mine = useMyPackageApplications();
  const standing = standingApplications(mine.data);
  // A student's cards wait for their applications, so none offers 'Apply' for a package already applied for.
  const checking = user?.role === 'student' && mine.isPending;
  const applyingId = apply.isPending ? apply.variables?.packageId : undefined;

  const onApply = (pkg: Package) => {
    if (!isAuthenticated || !user) {
      toast.info(PACKAGE_MESSAGES.loginToApply);
      return;
    }
    apply.mutate(
      { userId: user.userId, packageId: pkg.packageId },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || PACKAGE_MESSAGES.applied);
        },
        onError: (err) => {
          // Status 0 means no answer came back, so there is no server message to show.
          const message = err instanceof ApiError && err.status > 0 ? serverMessage(err) : undefined;
          toast.error(message ?? PACKAGE_MESSAGES.applyFailed);
        },
      },
    );
  };

  return (
    <div>
      <section className="bg-gradient-to-br from-primary-light via-white to-primary-light">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary-dark">
            Consultancy packages
          </p>
          <h1 className="mt-2 text-3xl font-bold text-secondary sm:text-4xl">Choose Your Perfect Package</h1>
          <p className="mx-auto mt-4 max-w-2xl text-ink-secondary">
            Work one-to-one with an EduPath advisor, from your shortlist to your visa. Prices are in Indian
            rupees and include every application in the package.
          </p>
          {user?.role === 'student' && (
            <Link
              to={paths.myPackages}
              className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-primary-dark hover:underline"
            >
              Your package applications and payments <ArrowRight aria-hidden className="h-4 w-4" />
            </Link>
          )}
        </div>
      </section>

      <section aria-label="Packages" className="mx-auto max-w-7xl px-4 py-12">
        {packages.isPending ? (
          <Spinner label="Loading packages" />
        ) : packages.isError ? (
          <p role="alert" className="py-12 text-center text-lg font-medium text-red-600">
            {PACKAGE_MESSAGES.loadFailed}
          </p>
        ) : packages.data.length === 0 ? (
          <EmptyState title={PACKAGE_MESSAGES.empty} />
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
            {packages.data.map((pkg) => (
              <PackageCard
                key={pkg.packageId}
                pkg={pkg}
                applying={applyingId === pkg.packageId}
                disabled={applyingId !== undefined || checking}
                application={standing.get(pkg.packageId)}
                onApply={onApply}
              />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
