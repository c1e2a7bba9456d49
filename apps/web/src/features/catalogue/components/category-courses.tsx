import { CATALOGUE_TEXTS, HOME_CATEGORY_COURSES } from '@edupath/contract/catalogue-constants';
import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/form-errors';
import { imageUrl } from '../../../lib/image-url';
import { paths } from '../../../lib/paths';
import { useCategories } from '../api/get-categories';
import { useCategoryCourses } from '../api/get-category-courses';
import { CourseCard } from './course-card';

/** Home: one tab per category, the first preselected, the chosen category's newest courses below. */
export function CategoryCourses() {
  const categories = useCategories();
  const [chosen, setChosen] = useState<string>();
  const first = categories.data?.[0]?.courseCategoryId;
  const active = chosen ?? (first === undefined ? undefined : String(first));
  const courses = useCategoryCourses(
    active === undefined ? undefined : Number(active),
    HOME_CATEGORY_COURSES,
  );
  const activeCategory = categories.data?.find((c) => String(c.courseCategoryId) === active);

  if (categories.isPending) return <Spinner label="Loading categories" />;
  if (categories.isError)
    return (
      <p className="text-center text-red-600">
        {errorText(categories.error, CATALOGUE_TEXTS.categoriesError)}
      </p>
    );
  if (!active) return <p className="text-center text-ink-secondary">{CATALOGUE_TEXTS.noCategoryCourses}</p>;

  return (
    <Tabs.Root value={active} onValueChange={setChosen}>
      <Tabs.List
        aria-label="Course categories"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]"
      >
        {categories.data.map((category) => (
          <Tabs.Trigger
            key={category.courseCategoryId}
            value={String(category.courseCategoryId)}
            className={clsx(
              'flex shrink-0 items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition-colors',
              'data-[state=active]:border-primary data-[state=active]:bg-primary-dark data-[state=active]:text-white',
              'data-[state=inactive]:border-line data-[state=inactive]:bg-white data-[state=inactive]:text-ink-secondary data-[state=inactive]:hover:border-primary',
            )}
          >
            {category.image && <img src={imageUrl(category.image)} alt="" className="h-6 w-6 rounded-md" />}
            {category.categoryName}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={active} className="mt-6 outline-none">
        {courses.isPending ? (
          <Spinner label="Loading courses" />
        ) : courses.isError ? (
          <p className="text-center text-red-600">{errorText(courses.error, CATALOGUE_TEXTS.coursesError)}</p>
        ) : courses.data.items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-gray-50 py-12 text-center text-ink-secondary">
            {CATALOGUE_TEXTS.noCategoryCourses}
          </p>
        ) : (
          <>
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {courses.data.items.map((course) => (
                <CourseCard key={course.courseId} course={course} />
              ))}
            </div>
            {courses.data.total > courses.data.items.length && (
              <div className="mt-6 text-center">
                <Link
                  to={`${paths.courses}?category=${active}`}
                  className="inline-flex items-center gap-2 font-medium text-primary-dark hover:text-primary-dark"
                >
                  View all {courses.data.total.toLocaleString('en-US')} {activeCategory?.categoryName} courses
                  <ArrowRight className="h-4 w-4" aria-hidden />
                </Link>
              </div>
            )}
          </>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
