import { daysLeftText, SHORTLIST_TEXTS } from '@edupath/contract/shortlist-constants';
import { Panel } from '../../../components/console/panel';
import { formatDate } from '../../../lib/format';
import { useStaffStudentShortlist } from '../api/get-staff-student-shortlist';

/** The student page's shortlist: what the student is weighing, with each course's next deadline. */
export function StudentShortlist({ userId }: { userId: number }) {
  const query = useStaffStudentShortlist(userId);
  const items = query.data ?? [];
  return (
    <Panel title={query.data ? `Shortlist (${items.length})` : 'Shortlist'}>
      {query.isError ? (
        <p role="alert" className="text-red-700">
          Failed to load the shortlist.
        </p>
      ) : query.isPending ? (
        <p className="text-ink-secondary">Loading…</p>
      ) : items.length === 0 ? (
        <p className="text-ink-secondary">No shortlisted courses.</p>
      ) : (
        <ul className="divide-y divide-line" data-testid="student-shortlist">
          {items.map(({ course, courseId, nextDeadline }) => (
            <li key={courseId} className="py-2">
              <span className="block truncate font-medium">{course.courseName}</span>
              <span className="block truncate text-xs text-ink-secondary">
                {course.UniversityModel.universityName} · {course.CountryModel.countryName} ·{' '}
                {nextDeadline
                  ? `deadline ${formatDate(`${nextDeadline.deadline}T00:00:00`)} (${daysLeftText(nextDeadline.daysLeft)})`
                  : SHORTLIST_TEXTS.noDeadline}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
