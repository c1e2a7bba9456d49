import { formatMoney } from '@edupath/contract/money';
import { Link } from 'react-router';
import { PageTitle } from '../../../../components/console/panel';
import { formatDate } from '../../../../lib/format';
import { imageUrl } from '../../../../lib/image-url';
import { CatalogueList, NameLink } from '../components/catalogue-list';
import { PublishedPill } from '../components/published-pill';
import { cataloguePaths } from '../paths';

const link = (courseId: number) => cataloguePaths.item('courses', courseId);

/** /admin/catalogue/courses: every course, newest first, searchable by name. */
export default function CoursesRoute() {
  return (
    <>
      <PageTitle
        aside={
          <Link
            to={cataloguePaths.courseImport}
            className="text-sm font-medium text-primary-dark hover:underline"
          >
            Import courses from CSV
          </Link>
        }
      >
        Courses
      </PageTitle>
      <CatalogueList
        kind="courses"
        noun="courses"
        searchPlaceholder="Course name"
        filterNames={['universityId', 'courseCategoryId', 'countryId']}
        newLink={cataloguePaths.new('courses')}
        newLabel="New course"
        rowLink={(row) => link(row.courseId)}
        columns={[
          {
            header: 'Course',
            cell: (row) => (
              <span className="flex items-center gap-2">
                {row.image ? (
                  <img src={imageUrl(row.image)} alt="" className="h-8 w-12 shrink-0 rounded object-cover" />
                ) : (
                  <span className="h-8 w-12 shrink-0 rounded bg-gray-100" />
                )}
                <NameLink to={link(row.courseId)} sub={`${row.courseType} · ${row.categoryName}`}>
                  {row.courseName}
                </NameLink>
              </span>
            ),
          },
          {
            header: 'University',
            cell: (row) => (
              <span className="block max-w-64 truncate">
                {row.universityName}
                <span className="block text-xs text-ink-secondary">{row.countryName}</span>
              </span>
            ),
          },
          {
            header: 'Fee',
            numeric: true,
            cell: (row) => (row.fee === null ? '—' : formatMoney(row.fee, row.currencyCode)),
          },
          {
            header: 'Deadline',
            cell: (row) => (
              <span className="whitespace-nowrap">
                {row.applicationDeadline ? formatDate(row.applicationDeadline) : '—'}
                <span className="block text-xs text-ink-secondary">{row.intake} intake</span>
              </span>
            ),
          },
          {
            header: 'Status',
            cell: (row) => (
              <span className="flex flex-wrap gap-1">
                <PublishedPill isPublished={row.isPublished} visible={row.publiclyVisible} />
                {row.isFeatured && (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                    Featured
                  </span>
                )}
              </span>
            ),
          },
        ]}
        card={(row) => (
          <span className="flex items-start gap-3">
            {row.image && (
              <img src={imageUrl(row.image)} alt="" className="h-12 w-16 shrink-0 rounded object-cover" />
            )}
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-gray-900">{row.courseName}</span>
              <span className="block truncate text-xs text-ink-secondary">
                {row.universityName}, {row.countryName}
              </span>
              <span className="block text-xs text-ink-secondary">
                {row.fee === null ? 'No fee' : formatMoney(row.fee, row.currencyCode)}
                {row.applicationDeadline && ` · apply by ${formatDate(row.applicationDeadline)}`}
              </span>
            </span>
            <PublishedPill isPublished={row.isPublished} visible={row.publiclyVisible} />
          </span>
        )}
      />
    </>
  );
}
