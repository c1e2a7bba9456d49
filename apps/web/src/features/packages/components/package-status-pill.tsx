import type { PackageApplicationStatus } from '@edupath/contract';
import { clsx } from 'clsx';

const TONES: Record<PackageApplicationStatus, string> = {
  New: 'bg-sky-50 text-sky-800 ring-sky-600/25',
  Contacted: 'bg-indigo-50 text-indigo-800 ring-indigo-600/25',
  'Payment pending': 'bg-amber-50 text-amber-800 ring-amber-600/25',
  Paid: 'bg-green-50 text-green-800 ring-green-600/25',
  Active: 'bg-teal-50 text-teal-800 ring-teal-600/25',
  Completed: 'bg-gray-100 text-gray-700 ring-gray-500/25',
  Cancelled: 'bg-red-50 text-red-800 ring-red-600/25',
};

/** A package application's place in the pipeline, for the student's page and the console. */
export function PackageStatusPill({
  status,
  className,
}: {
  status: PackageApplicationStatus;
  className?: string;
}) {
  return (
    <span
      data-testid="package-status"
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
