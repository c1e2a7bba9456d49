import type { StaffStudentRow, StaffStudentSort } from '@edupath/contract';
import { INACTIVE_AFTER_DAYS, STAFF_STUDENT_SORT_DEFAULT_ORDER } from '@edupath/contract/console-constants';
import { Link } from 'react-router';
import { FilterBar, FilterSearch } from '../../../components/console/list-filters';
import {
  ColumnHeader,
  LinkCards,
  ListResults,
  ListRow,
  ListTable,
  type ListTableProps,
  SortSelect,
  useListSearch,
} from '../../../components/console/paginated-list';
import { PageTitle } from '../../../components/console/panel';
import { Avatar } from '../../../components/ui/avatar';
import { useWideScreen } from '../../../hooks/use-media-query';
import { useAuth } from '../../../lib/auth-storage';
import { formatDate } from '../../../lib/format';
import { formatRelative } from '../../../lib/format-time';
import {
  STUDENTS_PAGE_SIZE,
  searchFromStudentFilters,
  studentFiltersFromSearch,
  useStaffStudents,
} from '../../profile/index';
import { AdvisorFilter } from '../../staff-accounts/index';
import { studentConsolePaths } from '../paths';

const SORT_LABELS: Record<StaffStudentSort, string> = {
  newest: 'Signed up',
  name: 'Name',
  lastActive: 'Last active',
};

/** /admin/students: the staff member's students (an admin's: everyone), searchable and paginated. */
export default function StudentsRoute() {
  const { filters, update, sortBy, toPage } = useListSearch({
    fromSearch: studentFiltersFromSearch,
    toSearch: searchFromStudentFilters,
    defaultOrder: STAFF_STUDENT_SORT_DEFAULT_ORDER,
  });
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const wide = useWideScreen();
  const list = useStaffStudents(filters);

  return (
    <>
      <PageTitle>Students</PageTitle>
      <FilterBar label="Filter students" columns="grid-cols-2 md:grid-cols-4">
        <FilterSearch
          className="col-span-2"
          placeholder="Name or email"
          q={filters.q}
          onSearch={(q) => update({ q })}
        />
        {isAdmin && (
          <AdvisorFilter value={filters.advisorId} onChange={(advisorId) => update({ advisorId })} />
        )}
        {!wide && <SortSelect labels={SORT_LABELS} filters={filters} update={update} />}
        <label className="flex items-center gap-2 pb-2 text-ink-secondary">
          <input
            type="checkbox"
            checked={filters.inactive === true}
            onChange={(event) => update({ inactive: event.target.checked ? true : undefined })}
            className="h-4 w-4 accent-[var(--color-primary-dark)]"
          />
          Inactive for {INACTIVE_AFTER_DAYS} days
        </label>
      </FilterBar>

      <ListResults
        list={list}
        noun="students"
        empty="No students match."
        pageSize={STUDENTS_PAGE_SIZE}
        onPage={toPage}
        narrow={(items) => <StudentCards items={items} />}
      >
        {(items) => <StudentsTable items={items} filters={filters} onSort={sortBy} />}
      </ListResults>
    </>
  );
}

function StudentsTable({ items, filters, onSort }: ListTableProps<StaffStudentRow, StaffStudentSort>) {
  return (
    <ListTable
      caption="Students"
      labels={SORT_LABELS}
      filters={filters}
      onSort={onSort}
      head={(header) => (
        <>
          {header('name')}
          <ColumnHeader>Advisor</ColumnHeader>
          <ColumnHeader numeric>Applications</ColumnHeader>
          <ColumnHeader numeric>Unread</ColumnHeader>
          {header('newest')}
          {header('lastActive')}
        </>
      )}
    >
      {items.map((student) => (
        <ListRow key={student.userId} to={studentConsolePaths.student(student.userId)}>
          <td className="px-3 py-2">
            <span className="flex items-center gap-2">
              <Avatar name={student.name} image={student.profileImage} className="h-7 w-7 rounded-full" />
              <span className="min-w-0">
                <Link
                  to={studentConsolePaths.student(student.userId)}
                  onClick={(event) => event.stopPropagation()}
                  className="block truncate font-medium text-primary-dark hover:underline"
                >
                  {student.name}
                </Link>
                <span className="block truncate text-xs text-ink-secondary">{student.email}</span>
              </span>
            </span>
          </td>
          <td className="px-3 py-2">{student.advisor?.name ?? '—'}</td>
          <td className="px-3 py-2 text-right tabular-nums">{student.applicationCount}</td>
          <td className="px-3 py-2 text-right tabular-nums">
            {student.unreadForAdvisor > 0 ? (
              <span className="rounded-full bg-primary-dark px-1.5 py-0.5 text-xs font-semibold text-white">
                {student.unreadForAdvisor}
              </span>
            ) : (
              0
            )}
          </td>
          <td className="whitespace-nowrap px-3 py-2">{formatDate(student.createdAt)}</td>
          <td className="whitespace-nowrap px-3 py-2">{formatRelative(student.lastActiveAt)}</td>
        </ListRow>
      ))}
    </ListTable>
  );
}

function StudentCards({ items }: { items: StaffStudentRow[] }) {
  return (
    <LinkCards
      items={items}
      link={(student) => studentConsolePaths.student(student.userId)}
      layout="flex items-center gap-3"
    >
      {(student) => (
        <>
          <Avatar name={student.name} image={student.profileImage} className="h-9 w-9 rounded-full" />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-gray-900">{student.name}</span>
            <span className="block truncate text-xs text-ink-secondary">{student.email}</span>
            <span className="block text-xs text-ink-secondary">
              {student.applicationCount} applications · active {formatRelative(student.lastActiveAt)}
              {student.advisor && ` · ${student.advisor.name}`}
            </span>
          </span>
          {student.unreadForAdvisor > 0 && (
            <span className="rounded-full bg-primary-dark px-1.5 py-0.5 text-xs font-semibold text-white">
              {student.unreadForAdvisor} unread
            </span>
          )}
        </>
      )}
    </LinkCards>
  );
}
