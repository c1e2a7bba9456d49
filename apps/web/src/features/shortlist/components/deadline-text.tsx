import { daysLeftText, SHORTLIST_TEXTS } from '@edupath/contract/shortlist-constants';
import { clsx } from 'clsx';
import { CalendarClock } from 'lucide-react';
import { formatDate } from '../../../lib/format';

/** 'Deadline Jan 5, 2027 · 12 days left', red within a week (docs/planning.md#deadlines-and-reminders). */
export function DeadlineText({
  deadline,
  className,
}: {
  deadline: { deadline: string; daysLeft: number; intakeLabel: string } | null | undefined;
  className?: string;
}) {
  if (!deadline) {
    return <p className={clsx('text-sm text-gray-500', className)}>{SHORTLIST_TEXTS.noDeadline}</p>;
  }
  const urgent = deadline.daysLeft <= 7;
  return (
    <p
      data-testid="deadline"
      className={clsx(
        'flex items-center gap-1.5 text-sm',
        urgent ? 'text-red-700' : 'text-ink-secondary',
        className,
      )}
    >
      <CalendarClock className="h-4 w-4 shrink-0" aria-hidden />
      <span>
        Deadline {formatDate(`${deadline.deadline}T00:00:00`)} ({deadline.intakeLabel}) ·{' '}
        <strong className="font-semibold">{daysLeftText(deadline.daysLeft)}</strong>
      </span>
    </p>
  );
}
