import type { CountryModel, Course, CourseSearchItem, UniversitySummary } from '@edupath/contract';
import { CATALOGUE_TEXTS } from '@edupath/contract/catalogue-constants';
import {
  Award,
  CalendarClock,
  CalendarDays,
  Clock,
  GraduationCap,
  MapPin,
  Receipt,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth-storage';
import { formatDate, formatRupees } from '../../../lib/format';
import { imageUrl } from '../../../lib/image-url';
import { paths } from '../../../lib/paths';
import { EligibilityBadge } from '../../eligibility/index';
import { ShortlistHeart } from '../../shortlist/index';
import { formatQsRank } from '../format';
import { ApplyNowButton } from './apply-now-button';
import { FactLabel } from './fact-label';
import { FeaturedBadge } from './featured-badge';
import { Fee } from './fee';

export type CourseCardCourse = Course & {
  UniversityModel?: UniversitySummary;
  CountryModel?: CountryModel;
} & Partial<Pick<CourseSearchItem, 'firstYearTotalInr' | 'firstYearTuitionOnly' | 'nextDeadline' | 'qsRank'>>;

/**
 * What a search result card adds (docs/catalogue.md#course-search-courses): the first-year total
 * the course page adds up ('tuition only' where the country has no living costs), the next
 * deadline and the QS rank.
 */
function SearchFacts({ course }: { course: CourseCardCourse & { firstYearTotalInr: number | null } }) {
  return (
    <dl data-testid="course-search-facts" className="mt-3 grid grid-cols-2 gap-3 text-sm">
      <div>
        <dt className="flex items-center gap-1 text-xs text-gray-500">
          <Receipt className="h-3.5 w-3.5" aria-hidden />
          First year
        </dt>
        <dd className="font-medium text-gray-900">
          {course.firstYearTotalInr === null
            ? CATALOGUE_TEXTS.notSpecified
            : formatRupees(course.firstYearTotalInr)}
          {course.firstYearTotalInr !== null && course.firstYearTuitionOnly && (
            <span className="block text-xs font-normal text-ink-secondary">tuition only</span>
          )}
        </dd>
      </div>
      <div>
        <dt className="flex items-center gap-1 text-xs text-gray-500">
          <Award className="h-3.5 w-3.5" aria-hidden />
          QS rank
        </dt>
        <dd className="font-medium text-gray-900">
          {course.qsRank == null ? 'Unranked' : formatQsRank(course.qsRank)}
        </dd>
      </div>
      <div className="col-span-2">
        <dt className="flex items-center gap-1 text-xs text-gray-500">
          <CalendarClock className="h-3.5 w-3.5" aria-hidden />
          Next deadline
        </dt>
        <dd className="font-medium text-gray-900">
          {course.nextDeadline ? formatDate(`${course.nextDeadline}T00:00:00`) : 'Applications closed'}
        </dd>
      </div>
    </dl>
  );
}

/** The course card (docs/catalogue.md, "Course card"), shared by every catalogue page. */
export function CourseCard({ course }: { course: CourseCardCourse }) {
  const { isAuthenticated } = useAuth();
  const category = course.CourseCategoryModel;
  return (
    <article
      data-testid="course-card"
      className="relative flex h-full flex-col rounded-2xl border border-line bg-white p-5 shadow-sm transition hover:shadow-lg"
    >
      {course.image && (
        <img
          src={imageUrl(course.image)}
          alt=""
          loading="lazy"
          data-testid="course-image"
          className="-mx-5 -mt-5 mb-4 h-36 w-[calc(100%+2.5rem)] max-w-none rounded-t-2xl object-cover"
        />
      )}
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2.5">
          {category.image ? (
            <img
              src={imageUrl(category.image)}
              alt=""
              loading="lazy"
              className="h-10 w-10 shrink-0 rounded-xl"
            />
          ) : (
            <span className="h-10 w-10 shrink-0 rounded-xl bg-primary-light" />
          )}
          <span className="truncate text-sm font-medium text-secondary">{category.categoryName}</span>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {course.isFeatured && <FeaturedBadge reason={course.featuredReason} />}
          <ShortlistHeart courseId={course.courseId} courseName={course.courseName} />
        </div>
      </div>

      <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-primary-dark">
        {course.courseType}
      </p>
      <h3 className="mt-1 text-lg font-semibold leading-snug text-gray-900">
        <Link to={paths.course(course.courseId)} className="hover:text-primary-dark">
          {course.courseName}
        </Link>
      </h3>
      <EligibilityBadge requirements={course.entryRequirements} className="mt-2" />
      {course.UniversityModel && (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-secondary">
          <MapPin className="h-4 w-4 shrink-0 text-primary-dark" aria-hidden />
          <span className="truncate">
            {course.UniversityModel.universityName}
            {course.CountryModel ? `, ${course.CountryModel.countryName}` : ''}
          </span>
        </p>
      )}

      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="flex items-center gap-1 text-xs text-gray-500">
            <Clock className="h-3.5 w-3.5" aria-hidden /> Duration
          </dt>
          <dd className="font-medium text-gray-900">{course.duration}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-1 text-xs text-gray-500">
            <Wallet className="h-3.5 w-3.5" aria-hidden /> Fees
          </dt>
          <dd className="font-medium text-gray-900">
            <Fee course={course} />
            <FactLabel provenance={course.provenance.fees} className="font-normal" />
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="flex items-center gap-1 text-xs text-gray-500">
            <GraduationCap className="h-3.5 w-3.5" aria-hidden /> Eligibility
          </dt>
          <dd className="line-clamp-2 text-gray-700">{course.eligibility || CATALOGUE_TEXTS.notSpecified}</dd>
        </div>
      </dl>
      {course.firstYearTotalInr !== undefined && (
        <SearchFacts course={{ ...course, firstYearTotalInr: course.firstYearTotalInr }} />
      )}

      <p className="mt-4 flex items-center gap-1.5 text-xs text-gray-500">
        <CalendarDays className="h-3.5 w-3.5" aria-hidden />
        Added {formatDate(course.createdAt)}
      </p>

      {isAuthenticated && (
        <div className="mt-4 flex gap-2 border-t border-line pt-4">
          <ApplyNowButton course={course} size="sm" className="flex-1" />
          <Link
            to={paths.course(course.courseId)}
            className="inline-flex flex-1 items-center justify-center rounded-lg border border-primary px-3 py-1.5 text-sm font-medium text-primary-dark hover:bg-primary-light"
          >
            {CATALOGUE_TEXTS.viewDetails}
          </Link>
        </div>
      )}
    </article>
  );
}
