import type { PackageApplicationStatus } from '@edupath/contract';
import { type ChipTone, StatusChip } from '../../../components/ui/status-chip';

const TONES: Record<PackageApplicationStatus, ChipTone> = {
  New: 'sky',
  Contacted: 'indigo',
  'Payment pending': 'amber',
  Paid: 'green',
  Active: 'teal',
  Completed: 'gray',
  Cancelled: 'red',
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
    <StatusChip data-testid="package-status" tone={TONES[status]} className={className}>
      {status}
    </StatusChip>
  );
}
