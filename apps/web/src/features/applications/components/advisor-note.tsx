import { clsx } from 'clsx';
import { MessageSquareText } from 'lucide-react';

/**
 * The advisor's note on the application's latest status change (its `remark`), the same words the
 * status notification ended with ("Note: …"); nothing when that change came without a note
 * (docs/applications-and-timeline.md#the-students-view).
 */
export function AdvisorNote({ remark, className }: { remark: string | null; className?: string }) {
  if (!remark) return null;
  return (
    <div
      data-testid="advisor-note"
      className={clsx('flex gap-2 rounded-xl bg-gray-50 p-3 text-sm text-ink', className)}
    >
      <MessageSquareText aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-primary-dark" />
      <p className="min-w-0 whitespace-pre-line break-words">
        <span className="font-medium">Note from your advisor: </span>
        <span>{remark}</span>
      </p>
    </div>
  );
}
