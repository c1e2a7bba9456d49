import { SHORTLIST_TEXTS } from '@edupath/contract/shortlist-constants';
import { COMPARE_MAX, COMPARE_MIN } from '@edupath/contract/true-cost-calc';
import { Heart, MapPin, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { RateDate } from '../../../components/ui/rate-age';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { formatDate, formatFee, formatRupees } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { FactLabel } from '../../catalogue/index';
import { EligibilityBadge } from '../../eligibility/index';
import { useDeadlines } from '../api/get-deadlines';
import { useShortlistItems, useShortlistOwner } from '../api/get-shortlist';
import { useToggleShortlist } from '../api/toggle-shortlist';
import { AddToCalendarLink } from '../components/add-to-calendar-link';
import { CalendarSubscription } from '../components/calendar-subscription';
import { DeadlineText } from '../components/deadline-text';

/** The compare page (built by the compare feature) takes the chosen course ids in its query. */
export const compareUrl = (courseIds: number[]) => `/compare?courses=${courseIds.join(',')}`;

/** `/shortlist`: the kept courses, each with its next deadline, to remove or compare (docs/planning.md#shortlist). */
export default function ShortlistRoute() {
  const owner = useShortlistOwner();
  const items = useShortlistItems();
  const { toggle, pending } = useToggleShortlist();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<number[]>([]);
  // A deadline goes to a calendar only when it concerns the student (not after a decision).
  const deadlines = useDeadlines();
  const concerns = new Set(deadlines.data?.map((d) => d.courseId));

  const list = items.data ?? [];
  // A removed course leaves the selection too.
  const chosen = selected.filter((id) => list.some((i) => i.courseId === id));
  const canCompare = chosen.length >= COMPARE_MIN && chosen.length <= COMPARE_MAX;
  const flip = (courseId: number) =>
    setSelected((current) =>
      current.includes(courseId) ? current.filter((id) => id !== courseId) : [...current, courseId],
    );

  let body: React.ReactNode;
  if (owner === 'none') body = <EmptyState title={SHORTLIST_TEXTS.onlyStudents} />;
  else if (items.isError) body = <LoadError>{SHORTLIST_TEXTS.loadFailed}</LoadError>;
  else if (items.isPending && !items.data) body = <Spinner label="Loading your shortlist" />;
  else if (list.length === 0)
    body = (
      <EmptyState
        icon={<Heart className="h-10 w-10" />}
        title={SHORTLIST_TEXTS.empty}
        text={SHORTLIST_TEXTS.emptyHint}
        action={
          <Link to={paths.courses} className="font-medium text-primary-dark underline">
            Browse courses
          </Link>
        }
      />
    );
  else
    body = (
      <>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-gray-50 px-4 py-3">
          <p className="text-sm text-ink-secondary" aria-live="polite">
            {SHORTLIST_TEXTS.compareHint} {chosen.length > 0 && `${chosen.length} selected.`}
          </p>
          <Button disabled={!canCompare} onClick={() => navigate(compareUrl(chosen))}>
            {SHORTLIST_TEXTS.compareSelected}
          </Button>
        </div>
        <ul className="flex flex-col gap-3">
          {list.map(({ course, courseId, nextDeadline }) => {
            const isChosen = chosen.includes(courseId);
            return (
              <li
                key={courseId}
                data-testid="shortlist-item"
                className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:flex-row sm:items-center"
              >
                <label className="flex min-h-6 min-w-6 shrink-0 cursor-pointer items-center gap-2 text-sm text-ink-secondary">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-[#17766E]"
                    checked={isChosen}
                    disabled={!isChosen && chosen.length >= COMPARE_MAX}
                    onChange={() => flip(courseId)}
                    aria-label={`Compare ${course.courseName}`}
                  />
                  <span className="sm:sr-only">Compare</span>
                </label>
                <div className="min-w-0 flex-1">
                  <p className="text-xs font-semibold uppercase tracking-wide text-primary-dark">
                    {course.courseType} · {course.duration}
                  </p>
                  <Link
                    to={paths.course(courseId)}
                    className="text-lg font-semibold text-gray-900 hover:text-primary-dark"
                  >
                    {course.courseName}
                  </Link>
                  <p className="flex items-start gap-1.5 text-sm text-ink-secondary">
                    <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-primary-dark" aria-hidden />
                    <span className="min-w-0">
                      <Link
                        to={paths.university(course.UniversityModel.universityId)}
                        className="hover:underline"
                      >
                        {course.UniversityModel.universityName}
                      </Link>
                      , {course.CountryModel.countryName}
                    </span>
                  </p>
                  <p className="mt-1 text-sm text-gray-700">
                    Fee: {formatFee(course.fee, course.currencyCode)}
                    {/* Another currency than the rupee: about how much in rupees, and the rate behind it. */}
                    {course.fee !== null &&
                      course.currencyCode !== 'INR' &&
                      course.feeInr != null &&
                      course.inrRate && (
                        <span
                          data-testid="shortlist-fee-inr"
                          className="text-ink-secondary"
                          title={`Reference rate of ${formatDate(`${course.inrRate.date}T00:00:00`)} (${course.inrRate.source})`}
                        >
                          {' '}
                          · ≈ {formatRupees(course.feeInr)} · <RateDate date={course.inrRate.date} />
                        </span>
                      )}
                    <FactLabel provenance={course.feeProvenance} />
                  </p>
                  {/* Her verdict on the course's entry requirements, as on its card (docs/fit-and-chances.md). */}
                  <EligibilityBadge requirements={course.entryRequirements} className="mt-1" />
                  <DeadlineText deadline={nextDeadline} className="mt-1" />
                  {concerns.has(courseId) && (
                    <AddToCalendarLink courseId={courseId} courseName={course.courseName} className="mt-1" />
                  )}
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={pending?.courseId === courseId}
                  onClick={() => toggle(courseId, true)}
                  aria-label={`Remove ${course.courseName} from your shortlist`}
                >
                  <Trash2 className="h-4 w-4" aria-hidden /> Remove
                </Button>
              </li>
            );
          })}
        </ul>
      </>
    );

  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <div className="mb-6">
        <h1 className="text-3xl font-bold text-secondary">{SHORTLIST_TEXTS.title}</h1>
        {owner === 'visitor' && (
          <p className="mt-2 text-sm text-ink-secondary" data-testid="shortlist-visitor-note">
            {SHORTLIST_TEXTS.visitorNote}{' '}
            <Link to={paths.login} className="font-medium text-primary-dark underline">
              Log in
            </Link>
          </p>
        )}
      </div>
      {body}
      {owner === 'student' && <CalendarSubscription className="mt-8" />}
    </section>
  );
}
