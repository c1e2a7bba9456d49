import type { Course } from '@edupath/contract';
import { applicationsClosedText, CATALOGUE_TEXTS } from '@edupath/contract/catalogue-constants';
import { intakeStatus, todayIso } from '@edupath/contract/money';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth-storage';
import { formatDate } from '../../../lib/format';
import { imageUrl } from '../../../lib/image-url';
import { withNext } from '../../../lib/next-path';
import { paths } from '../../../lib/paths';
import { ShortlistHeart } from '../../shortlist/index';
import { ApplyNowButton, applyOnArrivalPath } from './apply-now-button';
import { FeaturedBadge } from './featured-badge';
import { Fee } from './fee';

const notSpecified = (value: string | null | undefined) => value || CATALOGUE_TEXTS.notSpecified;

// Each fact is one div holding its dt and dd, directly in the dl: a dl takes only dt, dd or such
// groups as children, so a wider fact gets its class here rather than a wrapper (axe: definition-list).
function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">{label}</dt>
      <dd className="mt-0.5 text-gray-900">{children}</dd>
    </div>
  );
}

/**
 * Every field of a course, with Apply Now for signed-in students; a visitor gets 'Log in to apply'
 * and 'Create an account', which come back here and ask to apply (docs/catalogue.md#course-page).
 * Once the course's intake has closed, both lead to the same intake a year later, which the notice
 * names (docs/applications-and-timeline.md#applying).
 */
export function CourseDetails({
  course,
  showDetailsLink = true,
  applyOnArrival = false,
  onApplyAsked,
}: {
  course: Course;
  showDetailsLink?: boolean;
  /** The page was opened to apply (`?apply=1`): ask at once. */
  applyOnArrival?: boolean;
  onApplyAsked?: () => void;
}) {
  const { isAuthenticated } = useAuth();
  const intake = intakeStatus(course, todayIso());
  return (
    <div data-testid="course-details">
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          {course.CourseCategoryModel.image && (
            <img src={imageUrl(course.CourseCategoryModel.image)} alt="" className="h-12 w-12 rounded-xl" />
          )}
          <div>
            <p className="text-sm font-medium text-secondary">{course.CourseCategoryModel.categoryName}</p>
            <p className="text-xs font-semibold uppercase tracking-wide text-primary-dark">
              {course.courseType}
            </p>
          </div>
        </div>
        {course.isFeatured && <FeaturedBadge reason={course.featuredReason} />}
      </div>
      <div className="mt-4 flex items-start justify-between gap-3">
        <h3 className="text-xl font-semibold text-gray-900">{course.courseName}</h3>
        <ShortlistHeart courseId={course.courseId} courseName={course.courseName} withLabel />
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Fact label="Duration">{course.duration}</Fact>
        <Fact label="Fees">
          <Fee course={course} showRate />
        </Fact>
        <Fact label="Intake">{intake.current?.label ?? notSpecified(course.intake)}</Fact>
        <Fact label="Application deadline">
          {course.applicationDeadline ? formatDate(course.applicationDeadline) : CATALOGUE_TEXTS.notSpecified}
        </Fact>
        <Fact label="Mode of study">{notSpecified(course.modeOfStudy)}</Fact>
        <Fact label="Date added">{formatDate(course.createdAt)}</Fact>
        <Fact label="Eligibility" className="sm:col-span-2">
          {notSpecified(course.eligibility)}
        </Fact>
      </dl>
      {!intake.open && intake.current && (
        <div
          role="status"
          data-testid="intake-closed"
          className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <p className="font-semibold">{applicationsClosedText(intake.current.label)}</p>
          {intake.next && (
            <p className="mt-1">
              Next intake: {intake.next.label}, applications open until {formatDate(intake.next.deadline)}.
            </p>
          )}
        </div>
      )}
      {course.description && <p className="mt-4 leading-relaxed text-ink-secondary">{course.description}</p>}
      {!isAuthenticated && (
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to={withNext(paths.login, applyOnArrivalPath(course.courseId))}
            className="inline-flex items-center justify-center rounded-lg bg-primary-dark px-4 py-2 text-sm font-medium text-white hover:bg-secondary"
          >
            {CATALOGUE_TEXTS.loginToApply}
          </Link>
          <Link
            to={withNext(paths.signup, applyOnArrivalPath(course.courseId))}
            className="inline-flex items-center justify-center rounded-lg border border-primary px-4 py-2 text-sm font-medium text-primary-dark hover:bg-primary-light"
          >
            {CATALOGUE_TEXTS.signupToApply}
          </Link>
        </div>
      )}
      {isAuthenticated && (
        <div className="mt-6 flex flex-wrap gap-3">
          <ApplyNowButton course={course} askOnArrival={applyOnArrival} onAsked={onApplyAsked} />
          {showDetailsLink && (
            <Link
              to={paths.course(course.courseId)}
              className="inline-flex items-center justify-center rounded-lg border border-primary px-4 py-2 text-sm font-medium text-primary-dark hover:bg-primary-light"
            >
              {CATALOGUE_TEXTS.viewDetails}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
