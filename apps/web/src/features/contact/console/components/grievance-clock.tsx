import { GRIEVANCE_RESPONSE_DAYS, type GrievanceInfo, grievanceDaysLeft } from '@edupath/contract/grievance';
import { clsx } from 'clsx';
import { formatDate } from '../../../../lib/format';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * A grievance's 90-day clock (docs/console.md, "Grievances"): received, due by, and the days left
 * (overdue in red); once answered, when and after how many days.
 */
export function GrievanceClock({
  grievance,
  receivedAt,
  answeredAt,
  compact = false,
}: {
  grievance: GrievanceInfo;
  receivedAt: string;
  answeredAt: string | null;
  compact?: boolean;
}) {
  const left = grievanceDaysLeft(grievance.dueAt);
  const overdue = !answeredAt && left < 0;
  const state = answeredAt
    ? `answered ${formatDate(answeredAt)}, after ${days(
        Math.max(0, GRIEVANCE_RESPONSE_DAYS - grievanceDaysLeft(grievance.dueAt, new Date(answeredAt))),
      )}`
    : overdue
      ? `overdue by ${days(-left)}`
      : left === 0
        ? 'due today'
        : `due in ${days(left)}`;
  return (
    <span
      data-testid="grievance-clock"
      className={clsx(
        'inline-flex flex-wrap items-center gap-x-1.5 rounded-md px-1.5 py-0.5 text-xs',
        answeredAt
          ? 'bg-green-50 text-green-800'
          : overdue
            ? 'bg-red-50 font-semibold text-red-700 ring-1 ring-inset ring-red-600/30'
            : left <= 14
              ? 'bg-amber-50 text-amber-800'
              : 'bg-gray-100 text-gray-700',
      )}
    >
      <span className="font-semibold">{grievance.reference}</span>
      {!compact && <span>· received {formatDate(receivedAt)}</span>}
      <span>· due by {formatDate(grievance.dueAt)}</span>
      <span>· {state}</span>
    </span>
  );
}
