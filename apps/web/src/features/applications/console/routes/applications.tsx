import {
  applicationEndpoints,
  type StaffApplicationRow,
  type StaffApplicationSort,
  urlOf,
} from '@edupath/contract';
import { STAFF_APPLICATION_SORT_DEFAULT_ORDER } from '@edupath/contract/console-constants';
import { APPLICATION_STATUSES } from '@edupath/contract/constants';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { FilterBar, FilterSearch, FilterSelect } from '../../../../components/console/list-filters';
import {
  ColumnHeader,
  LinkCards,
  ListResults,
  ListRow,
  ListTable,
  type ListTableProps,
  SortSelect,
  useListSearch,
} from '../../../../components/console/paginated-list';
import { PageTitle } from '../../../../components/console/panel';
import { StatusPill } from '../../../../components/console/status-pill';
import { TextField } from '../../../../components/ui/field';
import { useWideScreen } from '../../../../hooks/use-media-query';
import { useAuth } from '../../../../lib/auth-storage';
import { formatDate } from '../../../../lib/format';
import { formatRelative } from '../../../../lib/format-time';
import { AdvisorFilter } from '../../../staff-accounts/index';
import {
  APPLICATIONS_PAGE_SIZE,
  type ApplicationFilters,
  filtersFromSearch,
  searchFromFilters,
  useStaffApplications,
} from '../../api/get-staff-applications';
import { useCountryOptions, useUniversityOptions } from '../api/get-places';
import { DocumentsWaiting, NextDeadline } from '../components/application-facts';
import { applicationConsolePaths } from '../paths';

const SORT_LABELS: Record<StaffApplicationSort, string> = {
  submitted: 'Submitted',
  lastChange: 'Last change',
  student: 'Student',
  status: 'Status',
};

const numberOrUndefined = (value: string | undefined) => (value ? Number(value) : undefined);

/** /admin/applications: the server's paginated list, with every filter, the sort and the page in the URL. */
export default function ApplicationsRoute() {
  const { filters, update, sortBy, toPage, clear } = useListSearch({
    fromSearch: filtersFromSearch,
    toSearch: searchFromFilters,
    defaultOrder: STAFF_APPLICATION_SORT_DEFAULT_ORDER,
  });
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const wide = useWideScreen();
  const list = useStaffApplications(filters);
  const filtered = searchFromFilters({ ...filters, sort: 'submitted', order: 'desc', page: 1 }).size > 0;

  return (
    <>
      <PageTitle
        aside={
          <a
            href={urlOf(applicationEndpoints.staffExport, { query: { ...filters, page: undefined } })}
            download
            className="inline-flex items-center gap-2 rounded-lg border border-primary px-3 py-1.5 text-sm font-medium text-primary-dark hover:bg-primary-light"
          >
            <Download className="h-4 w-4" aria-hidden="true" /> Export CSV
          </a>
        }
      >
        Applications
      </PageTitle>
      <Filters filters={filters} isAdmin={isAdmin} update={update} />
      <div className="mt-2 flex items-end justify-between gap-3 empty:hidden">
        {!wide && <SortSelect labels={SORT_LABELS} filters={filters} update={update} />}
        {filtered && (
          <button
            type="button"
            onClick={clear}
            className="ml-auto text-sm font-medium text-primary-dark hover:underline"
          >
            Clear filters
          </button>
        )}
      </div>

      <ListResults
        list={list}
        noun="applications"
        empty="No applications match these filters."
        pageSize={APPLICATIONS_PAGE_SIZE}
        onPage={toPage}
        narrow={(items) => <ApplicationCards items={items} />}
      >
        {(items) => <ApplicationsTable items={items} filters={filters} onSort={sortBy} />}
      </ListResults>
    </>
  );
}

function Filters({
  filters,
  isAdmin,
  update,
}: {
  filters: ApplicationFilters;
  isAdmin: boolean;
  update: (change: Partial<ApplicationFilters>) => void;
}) {
  const countries = useCountryOptions();
  const universities = useUniversityOptions(filters.countryId);
  return (
    <FilterBar
      label="Filter applications"
      columns="grid-cols-2 md:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-8"
    >
      <FilterSearch
        className="col-span-2 md:col-span-3 lg:col-span-2"
        placeholder="Student name, email or course"
        q={filters.q}
        onSearch={(q) => update({ q })}
      />
      <FilterSelect
        label="Status"
        anyLabel="Any status"
        value={filters.status}
        choices={APPLICATION_STATUSES.map((status) => ({ value: status, label: status }))}
        onChange={(status) => update({ status: status as ApplicationFilters['status'] })}
      />
      <FilterSelect
        label="Country"
        anyLabel="Any country"
        value={filters.countryId}
        choices={countries.data?.map((c) => ({ value: c.countryId, label: c.countryName }))}
        // A university belongs to one country: a new country clears it.
        onChange={(id) => update({ countryId: numberOrUndefined(id), universityId: undefined })}
      />
      <FilterSelect
        label="University"
        anyLabel="Any university"
        value={filters.universityId}
        choices={universities.data?.map((u) => ({ value: u.universityId, label: u.universityName }))}
        onChange={(id) => update({ universityId: numberOrUndefined(id) })}
      />
      {isAdmin && <AdvisorFilter value={filters.advisorId} onChange={(advisorId) => update({ advisorId })} />}
      <TextField
        label="Submitted from"
        type="date"
        value={filters.from ?? ''}
        max={filters.to}
        onChange={(event) => update({ from: event.target.value || undefined })}
      />
      <TextField
        label="Submitted to"
        type="date"
        value={filters.to ?? ''}
        min={filters.from}
        onChange={(event) => update({ to: event.target.value || undefined })}
      />
    </FilterBar>
  );
}

function ApplicationsTable({
  items,
  filters,
  onSort,
}: ListTableProps<StaffApplicationRow, StaffApplicationSort>) {
  return (
    <ListTable
      caption="Applications"
      labels={SORT_LABELS}
      filters={filters}
      onSort={onSort}
      head={(header) => (
        <>
          {header('status')}
          {header('student')}
          <ColumnHeader>Course</ColumnHeader>
          <ColumnHeader>University</ColumnHeader>
          <ColumnHeader>Country</ColumnHeader>
          <ColumnHeader>Documents</ColumnHeader>
          <ColumnHeader>Next deadline</ColumnHeader>
          {header('submitted')}
          {header('lastChange')}
        </>
      )}
    >
      {items.map((application) => (
        <ListRow
          key={application.admissionApplicationId}
          to={applicationConsolePaths.application(application.admissionApplicationId)}
        >
          <td className="px-3 py-2">
            <StatusPill status={application.status} />
          </td>
          <td className="max-w-48 px-3 py-2">
            <span className="block truncate font-medium text-gray-900">{application.student.name}</span>
            <span className="block truncate text-xs text-ink-secondary">{application.student.email}</span>
          </td>
          <td className="max-w-56 px-3 py-2">
            <Link
              to={applicationConsolePaths.application(application.admissionApplicationId)}
              onClick={(event) => event.stopPropagation()}
              className="line-clamp-2 font-medium text-primary-dark hover:underline"
            >
              {application.CourseModel.courseName}
            </Link>
          </td>
          <td className="max-w-48 px-3 py-2">
            <span className="line-clamp-2">{application.CourseModel.UniversityModel.universityName}</span>
          </td>
          <td className="px-3 py-2">{application.country.countryName}</td>
          <td className="whitespace-nowrap px-3 py-2">
            <DocumentsWaiting count={application.documentsWaiting} />
          </td>
          <td className="whitespace-nowrap px-3 py-2">
            <NextDeadline deadline={application.nextDeadline} />
          </td>
          <td className="whitespace-nowrap px-3 py-2">{formatDate(application.createdAt)}</td>
          <td className="whitespace-nowrap px-3 py-2" title={formatDate(application.updatedAt)}>
            {formatRelative(application.updatedAt)}
          </td>
        </ListRow>
      ))}
    </ListTable>
  );
}

function ApplicationCards({ items }: { items: StaffApplicationRow[] }) {
  return (
    <LinkCards
      items={items}
      link={(application) => applicationConsolePaths.application(application.admissionApplicationId)}
      layout="block"
    >
      {(application) => (
        <>
          <span className="flex items-start justify-between gap-2">
            <span className="min-w-0">
              <span className="block truncate font-medium text-gray-900">{application.student.name}</span>
              <span className="block truncate text-xs text-ink-secondary">{application.student.email}</span>
            </span>
            <StatusPill status={application.status} />
          </span>
          <span className="mt-2 block font-medium text-primary-dark">
            {application.CourseModel.courseName}
          </span>
          <span className="block text-ink-secondary">
            {application.CourseModel.UniversityModel.universityName} · {application.country.countryName}
          </span>
          <span className="mt-1 flex flex-wrap gap-x-3 text-xs">
            <DocumentsWaiting count={application.documentsWaiting} />
            <NextDeadline deadline={application.nextDeadline} />
          </span>
          <span className="mt-1 block text-xs text-ink-secondary">
            Submitted {formatDate(application.createdAt)} · changed {formatRelative(application.updatedAt)}
          </span>
        </>
      )}
    </LinkCards>
  );
}
