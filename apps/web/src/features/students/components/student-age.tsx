import type { ParentalStatus } from '@edupath/contract/under-18';
import { formatDate } from '../../../lib/format';
import { useStaffStudentAge } from '../api/get-staff-student-age';

/** One line of the student's Account panel, as staff read it (docs/accounts.md#under-18). */
export function ageLine(status: ParentalStatus): string {
  switch (status.state) {
    case 'adult':
      return '18 or older';
    case 'unknown':
      return 'Not asked (the account is older than the question)';
    case 'waiting':
      return `Under 18 — waiting for parent's confirmation${status.parentEmail ? ` (sent to ${status.parentEmail})` : ''}`;
    case 'confirmed':
      return `Under 18 — confirmed by parent${status.confirmedAt ? ` on ${formatDate(status.confirmedAt)}` : ''}`;
  }
}

export function StudentAge({ userId }: { userId: number }) {
  const age = useStaffStudentAge(userId);
  if (age.isPending) return <>…</>;
  if (age.isError) return <>Could not load</>;
  return <span data-testid="student-age">{ageLine(age.data)}</span>;
}
