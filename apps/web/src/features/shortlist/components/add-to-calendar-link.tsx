import { CALENDAR_TEXTS } from '@edupath/contract/shortlist-constants';
import { clsx } from 'clsx';
import { CalendarPlus } from 'lucide-react';
import { deadlineCalendarUrl } from '../api/calendar-feed';

/**
 * 'Add to calendar': downloads one deadline as a calendar file (.ics) with the student's session
 * (docs/planning.md#deadlines-in-a-calendar). Only for a deadline that concerns the student.
 */
export function AddToCalendarLink({
  courseId,
  courseName,
  className,
}: {
  courseId: number;
  courseName: string;
  className?: string;
}) {
  return (
    <a
      href={deadlineCalendarUrl(courseId)}
      download={`edupath-deadline-${courseId}.ics`}
      data-testid="add-to-calendar"
      className={clsx(
        'inline-flex min-h-6 items-center gap-1 text-sm font-medium text-primary-dark hover:underline',
        className,
      )}
    >
      <CalendarPlus className="h-4 w-4 shrink-0" aria-hidden />
      {CALENDAR_TEXTS.addToCalendar}
      <span className="sr-only">: {courseName}</span>
    </a>
  );
}
