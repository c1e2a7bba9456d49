import type { ApplicationStatus } from '@edupath/contract';
import { APPLICATION_STATUSES } from '@edupath/contract/constants';
import { clsx } from 'clsx';

/**
 * Every status the application really has shows as itself, Under Review included (the student is
 * told of it, with the advisor's note, so the page must say the same); only a missing or unknown
 * value shows as Pending (docs/applications-and-timeline.md#the-students-view).
 */
export function normaliseStatus(status: string | null | undefined): ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(status ?? '')
    ? (status as ApplicationStatus)
    : 'Pending';
}

const COLOURS = { Accepted: 'green', Rejected: 'red', Withdrawn: 'gray' } as const;

/** Green for accepted, red for rejected, grey for withdrawn, yellow otherwise (Pending and Under Review). */
export function statusColour(status: string | null | undefined): 'green' | 'red' | 'gray' | 'yellow' {
  const normalised = normaliseStatus(status);
  return normalised in COLOURS ? COLOURS[normalised as keyof typeof COLOURS] : 'yellow';
}

const CLASSES = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  gray: 'bg-gray-100 text-gray-700 ring-gray-500/20',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-600/20',
} as const;

export function StatusBadge({
  status,
  className,
}: {
  status: string | null | undefined;
  className?: string;
}) {
  const colour = statusColour(status);
  return (
    <span
      data-testid="status-badge"
      data-colour={colour}
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset',
        CLASSES[colour],
        className,
      )}
    >
      {normaliseStatus(status)}
    </span>
  );
}
