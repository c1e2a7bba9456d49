import { PageTitle } from '../../../../components/console/panel';
import { imageUrl } from '../../../../lib/image-url';
import { CatalogueList, NameLink } from '../components/catalogue-list';
import { PublishedPill } from '../components/published-pill';
import { cataloguePaths } from '../paths';

const link = (id: number) => cataloguePaths.item('categories', id);

/** /admin/catalogue/categories: the course categories in their set order. */
export default function CategoriesRoute() {
  return (
    <>
      <PageTitle>Course categories</PageTitle>
      <CatalogueList
        kind="categories"
        noun="categories"
        searchPlaceholder="Category name"
        newLink={cataloguePaths.new('categories')}
        newLabel="New category"
        rowLink={(row) => link(row.courseCategoryId)}
        columns={[
          {
            header: 'Category',
            cell: (row) => (
              <span className="flex items-center gap-2">
                {row.image ? (
                  <img src={imageUrl(row.image)} alt="" className="h-7 w-7 shrink-0 rounded-lg" />
                ) : (
                  <span className="h-7 w-7 shrink-0 rounded-lg bg-gray-100" />
                )}
                <NameLink to={link(row.courseCategoryId)}>{row.categoryName}</NameLink>
              </span>
            ),
          },
          { header: 'Order', numeric: true, cell: (row) => row.sortOrder },
          { header: 'Courses', numeric: true, cell: (row) => row.courseCount },
          { header: 'Status', cell: (row) => <PublishedPill isPublished={row.isPublished} /> },
        ]}
        card={(row) => (
          <span className="flex items-center gap-3">
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-gray-900">{row.categoryName}</span>
              <span className="block text-xs text-ink-secondary">{row.courseCount} courses</span>
            </span>
            <PublishedPill isPublished={row.isPublished} />
          </span>
        )}
      />
    </>
  );
}
