import { daysLeftText, SHORTLIST_TEXTS } from '@edupath/contract/shortlist-constants';
import { clsx } from 'clsx';
import { CalendarClock, Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/states';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useDeadlines } from '../api/get-deadlines';
import { AddToCalendarLink } from './add-to-calendar-link';
import { CalendarSubscription } from './calendar-subscription';

/**
 * `/timeline`'s list of the deadlines of shortlisted and applied courses, soonest first, each one
 * to add to a calendar, and the private calendar address of all of them.
 */
export function UpcomingDeadlines() {
  const deadlines = useDeadlines();
  let body: React.ReactNode;
  if (deadlines.isError) body = <LoadError>Failed to load your deadlines. Please try again later.</LoadError>;
  else if (deadlines.isPending) body = <Spinner label="Loading your deadlines" />;
  else if (deadlines.data.length === 0)
    body = <p className="text-sm text-ink-secondary">{SHORTLIST_TEXTS.noUpcomingDeadlines}</p>;
  else
    body = (
      <ol className="flex flex-col gap-3">
        {deadlines.data.map((d) => (
          <li
            key={d.courseId}
            data-testid="upcoming-deadline"
            className="rounded-xl border border-line bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Link
                  to={
                    d.admissionApplicationId
                      ? paths.application(d.admissionApplicationId)
                      : paths.course(d.courseId)
                  }
                  className="font-semibold text-gray-900 hover:text-primary-dark"
                >
                  {d.courseName}
                </Link>
                <p className="truncate text-sm text-ink-secondary">{d.universityName}</p>
              </div>
              <span
                className={clsx(
                  'shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold',
                  d.daysLeft <= 7 ? 'bg-red-50 text-red-700' : 'bg-primary-light text-primary-dark',
                )}
              >
                {daysLeftText(d.daysLeft)}
              </span>
            </div>
            <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-500">
              <span className="flex items-center gap-1">
                <CalendarClock className="h-3.5 w-3.5" aria-hidden />
                {formatDate(`${d.deadline}T00:00:00`)} · {d.intakeLabel}
              </span>
              {d.admissionApplicationId && <span>Applied</span>}
              {d.shortlisted && (
                <span className="flex items-center gap-1">
                  <Heart className="h-3.5 w-3.5" aria-hidden /> Shortlisted
                </span>
              )}
            </p>
            <AddToCalendarLink courseId={d.courseId} courseName={d.courseName} className="mt-2" />
          </li>
        ))}
      </ol>
    );
  return (
    <section aria-labelledby="upcoming-deadlines" className="self-start rounded-2xl bg-gray-50 p-5">
      <h2 id="upcoming-deadlines" className="mb-4 text-lg font-semibold text-secondary">
        {SHORTLIST_TEXTS.upcomingDeadlines}
      </h2>
      {body}
      <CalendarSubscription className="mt-4" />
    </section>
  );
}
