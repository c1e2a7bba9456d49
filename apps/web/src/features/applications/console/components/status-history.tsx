import type { ApplicationHistoryEntry } from '@edupath/contract';
import { ArrowRight } from 'lucide-react';
import { StatusPill } from '../../../../components/console/status-pill';
import { formatDateTime } from '../../../../lib/format-time';

/** Every status change, newest first: who, when, from → to and the note the student was sent. */
export function StatusHistory({ history }: { history: ApplicationHistoryEntry[] }) {
  if (history.length === 0) return <p className="text-ink-secondary">No changes yet.</p>;
  const newestFirst = [...history].reverse();
  return (
    <ol className="flex flex-col gap-3" aria-label="Status history">
      {newestFirst.map((entry) => (
        <li key={entry.historyId} className="border-l-2 border-primary/40 pl-3" data-testid="history-entry">
          <p className="flex flex-wrap items-center gap-1.5">
            {entry.fromStatus ? (
              <>
                <StatusPill status={entry.fromStatus} />
                <ArrowRight className="h-3.5 w-3.5 text-ink-secondary" aria-label="to" />
              </>
            ) : (
              <span className="text-ink-secondary">Submitted as</span>
            )}
            <StatusPill status={entry.toStatus} />
          </p>
          <p className="mt-1 text-xs text-ink-secondary">
            {entry.changedBy?.name ?? 'A removed account'} · {formatDateTime(entry.createdAt)}
          </p>
          {entry.remark && <p className="mt-1 whitespace-pre-line text-gray-900">“{entry.remark}”</p>}
        </li>
      ))}
    </ol>
  );
}
