import { todayIso } from '@edupath/contract/money';
import { daysBetween, daysLeftText } from '@edupath/contract/shortlist-constants';
import { clsx } from 'clsx';
import { formatDate } from '../../../../lib/format';

/** '1 document waiting', '3 documents waiting'. */
export const documentsWaitingText = (n: number) =>
  n === 0 ? 'No documents waiting' : n === 1 ? '1 document waiting' : `${n} documents waiting`;

/**
 * An application's documents waiting for review (docs/application-documents.md, "The review
 * queue"): '2 waiting' in a table cell, '2 documents waiting' in running text (`words`); none
 * is a quiet dash in a cell and nothing in text.
 */
export function DocumentsWaiting({ count, words = false }: { count: number; words?: boolean }) {
  if (count === 0) {
    if (words) return null;
    return (
      <span className="text-ink-secondary" data-testid="documents-waiting">
        <span aria-hidden="true">–</span>
        <span className="sr-only">No documents waiting</span>
      </span>
    );
  }
  return (
    <span className="font-medium text-primary-dark" data-testid="documents-waiting">
      {words ? documentsWaitingText(count) : `${count} waiting`}
    </span>
  );
}

/**
 * The deadline still ahead of an application (none once decided), with the days left; within
 * two weeks it stands out. `prefix` ('Deadline ') for running text, where none shows nothing.
 */
export function NextDeadline({ deadline, prefix }: { deadline: string | null; prefix?: string }) {
  if (!deadline) {
    if (prefix) return null;
    return (
      <span className="text-ink-secondary" data-testid="next-deadline">
        <span aria-hidden="true">–</span>
        <span className="sr-only">No deadline ahead</span>
      </span>
    );
  }
  const daysLeft = daysBetween(todayIso(), deadline);
  return (
    <span data-testid="next-deadline" className={clsx(daysLeft <= 14 && 'font-medium text-amber-800')}>
      {prefix}
      {formatDate(`${deadline}T00:00:00`)}{' '}
      <span className="text-ink-secondary">({daysLeftText(daysLeft)})</span>
    </span>
  );
}
