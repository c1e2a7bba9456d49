import type { Package, PackageApplication } from '@edupath/contract';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatDate, formatRupees } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { perAppPrice } from '../utils/per-app-price';
import { PackageDescription } from './package-description';

export interface PackageCardProps {
  pkg: Package;
  applying: boolean;
  /** Another card's application is on its way: this one waits rather than sending a second request. */
  disabled?: boolean;
  onApply: (pkg: Package) => void;
  /** The student's application for this package that still stands: shown instead of 'Apply'. */
  application?: PackageApplication;
}

export function PackageCard({ pkg, applying, disabled, onApply, application }: PackageCardProps) {
  const titleId = `package-${pkg.packageId}-name`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md"
    >
      <h2 id={titleId} className="text-xl font-bold text-secondary">
        {pkg.name}
      </h2>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-3xl font-extrabold tracking-tight text-ink" data-testid="package-price">
          {formatRupees(pkg.price)}
        </span>
        <span className="text-sm text-gray-500">one-time</span>
      </p>

      {pkg.applicationCount > 0 && (
        <dl className="mt-4 grid grid-cols-2 gap-2 rounded-xl bg-primary-light p-3 text-center">
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-secondary">Applications</dt>
            <dd className="text-lg font-semibold text-ink">{pkg.applicationCount}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-secondary">Per App</dt>
            <dd className="text-lg font-semibold text-ink">{perAppPrice(pkg.price, pkg.applicationCount)}</dd>
          </div>
        </dl>
      )}

      <div className="mt-5 flex-1 border-t border-line pt-5">
        <PackageDescription html={pkg.description} />
      </div>

      {application ? (
        <div
          data-testid="package-applied"
          className="mt-6 rounded-lg border border-primary bg-primary-light px-4 py-3 text-center text-primary-dark"
        >
          <p className="inline-flex items-center gap-1.5 text-base font-semibold">
            <CircleCheck aria-hidden className="h-5 w-5" /> Applied
          </p>
          <p className="mt-1 text-sm text-ink-secondary">
            {application.status} since {formatDate(application.createdAt)}: an advisor will contact you.
          </p>
          <Link to={paths.myPackages} className="mt-1 inline-block text-sm font-medium underline">
            See its progress
          </Link>
        </div>
      ) : (
        <Button
          size="lg"
          className="mt-6 w-full"
          onClick={() => onApply(pkg)}
          disabled={applying || disabled}
        >
          {applying ? 'Applying...' : 'Apply'}
        </Button>
      )}
    </article>
  );
}
