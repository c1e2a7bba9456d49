import type { StaffPackageApplication } from '@edupath/contract';
import { PACKAGE_APPLICATION_STATUSES } from '@edupath/contract/package-constants';
import { clsx } from 'clsx';
import { Link, useSearchParams } from 'react-router';
import { ColumnHeader, LinkCards, ListResults, ListRow } from '../../../../components/console/paginated-list';
import { PageTitle } from '../../../../components/console/panel';
import { SearchInput } from '../../../../components/console/search-input';
import { formatDate, formatRupees } from '../../../../lib/format';
import { formatRelative } from '../../../../lib/format-time';
import { PackageStatusPill } from '../../components/package-status-pill';
import { packageConsolePaths } from '../../paths';
import {
  PACKAGE_APPLICATIONS_PAGE_SIZE,
  type PackageApplicationFilters,
  packageFiltersFromSearch,
  searchFromPackageFilters,
  usePackageApplications,
} from '../api/get-package-applications';

const payment = (application: StaffPackageApplication) =>
  application.payment?.status === 'paid' ? 'Paid' : application.payment ? 'Started online' : '—';

/**
 * /admin/package-applications: the pipeline, New → Contacted → Payment pending → Paid → Active →
 * Completed / Cancelled, one status at a time or all, most recently changed first.
 */
export default function PackageApplicationsRoute() {
  const [search, setSearch] = useSearchParams();
  const filters = packageFiltersFromSearch(search);
  const update = (change: Partial<PackageApplicationFilters>) =>
    setSearch(searchFromPackageFilters({ ...filters, page: 1, ...change }));
  const list = usePackageApplications(filters);

  return (
    <>
      <PageTitle>Package applications</PageTitle>
      <nav aria-label="Pipeline" className="relative -mx-1 mb-3 overflow-x-auto">
        <ul className="flex gap-1 px-1">
          {[undefined, ...PACKAGE_APPLICATION_STATUSES].map((status) => (
            <li key={status ?? 'all'}>
              <button
                type="button"
                aria-pressed={filters.status === status}
                onClick={() => update({ status })}
                className={clsx(
                  'whitespace-nowrap rounded-full border px-3 py-1 text-xs font-medium',
                  filters.status === status
                    ? 'border-primary bg-primary-light text-primary-dark'
                    : 'border-line bg-white text-ink-secondary hover:border-primary/50',
                )}
              >
                {status ?? 'All'}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div role="search" aria-label="Find package applications" className="max-w-md">
        <SearchInput
          label="Search"
          placeholder="Student name, email or package"
          value={filters.q ?? ''}
          onSearch={(q) => update({ q: q || undefined })}
        />
      </div>
      <ListResults
        list={list}
        noun="package applications"
        empty="No package applications here."
        pageSize={PACKAGE_APPLICATIONS_PAGE_SIZE}
        onPage={(page) => setSearch(searchFromPackageFilters({ ...filters, page }))}
        narrow={(items) => <Cards items={items} />}
      >
        {(items) => <Table items={items} />}
      </ListResults>
    </>
  );
}

function Table({ items }: { items: StaffPackageApplication[] }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-line bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Package applications</caption>
        <thead className="border-b border-line bg-gray-50 text-xs text-ink-secondary">
          <tr>
            <ColumnHeader>Status</ColumnHeader>
            <ColumnHeader>Student</ColumnHeader>
            <ColumnHeader>Package</ColumnHeader>
            <ColumnHeader numeric>Amount</ColumnHeader>
            <ColumnHeader>Payment</ColumnHeader>
            <ColumnHeader>Advisor</ColumnHeader>
            <ColumnHeader>Applied</ColumnHeader>
            <ColumnHeader>Last change</ColumnHeader>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((application) => (
            <ListRow
              key={application.packageApplicationId}
              to={packageConsolePaths.packageApplication(application.packageApplicationId)}
            >
              <td className="px-3 py-2">
                <PackageStatusPill status={application.status} />
              </td>
              <td className="max-w-48 px-3 py-2">
                <Link
                  to={packageConsolePaths.packageApplication(application.packageApplicationId)}
                  onClick={(event) => event.stopPropagation()}
                  className="block truncate font-medium text-primary-dark hover:underline"
                >
                  {application.student.name}
                </Link>
                <span className="block truncate text-xs text-ink-secondary">{application.student.email}</span>
              </td>
              <td className="px-3 py-2">{application.packageName}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatRupees(application.amount)}</td>
              <td className="px-3 py-2">{payment(application)}</td>
              <td className="px-3 py-2">{application.advisor?.name ?? '—'}</td>
              <td className="whitespace-nowrap px-3 py-2">{formatDate(application.createdAt)}</td>
              <td className="whitespace-nowrap px-3 py-2">{formatRelative(application.updatedAt)}</td>
            </ListRow>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Cards({ items }: { items: StaffPackageApplication[] }) {
  return (
    <LinkCards
      items={items}
      link={(application) => packageConsolePaths.packageApplication(application.packageApplicationId)}
      layout="block"
    >
      {(application) => (
        <>
          <span className="flex items-start justify-between gap-2">
            <span className="font-medium text-gray-900">{application.student.name}</span>
            <PackageStatusPill status={application.status} />
          </span>
          <span className="mt-1 block text-xs text-ink-secondary">
            {application.packageName} · {formatRupees(application.amount)} · {payment(application)} · changed{' '}
            {formatRelative(application.updatedAt)}
          </span>
        </>
      )}
    </LinkCards>
  );
}
