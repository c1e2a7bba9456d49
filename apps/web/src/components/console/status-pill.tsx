import type { ApplicationStatus } from '@edupath/contract';
import { type ChipTone, StatusChip } from '../ui/status-chip';

const TONES: Record<ApplicationStatus, ChipTone> = {
  Pending: 'amber',
  'Under Review': 'sky',
  Accepted: 'green',
  Rejected: 'red',
  Withdrawn: 'gray',
};

/** An application's status, every one of them (the student site folds Under Review into Pending). */
export function StatusPill({ status, className }: { status: ApplicationStatus; className?: string }) {
  return (
    <StatusChip data-testid="status-pill" tone={TONES[status]} className={className}>
      {status}
    </StatusChip>
  );
}
