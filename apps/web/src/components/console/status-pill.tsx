import type { ApplicationStatus } from '@edupath/contract';
import { clsx } from 'clsx';

const TONES: Record<ApplicationStatus, string> = {
  Pending: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  'Under Review': 'bg-sky-50 text-sky-800 ring-sky-600/25',
  Accepted: 'bg-green-50 text-green-800 ring-green-600/25',
  Rejected: 'bg-red-50 text-red-800 ring-red-600/25',
  Withdrawn: 'bg-gray-100 text-gray-700 ring-gray-500/25',
};

/** An application's status, every one of them (the student site folds Under Review into Pending). */
export function StatusPill({ status, className }: { status: ApplicationStatus; className?: string }) {
  return (
    <span
      data-testid="status-pill"
      className={clsx(
        'inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[status],
        className,
      )}
    >
      {status}
    </span>
  );
}
