import type { ModerationAction, ModerationItem, ModerationQueueStatus } from '@edupath/contract';
import {
  MODERATION_MESSAGES as M,
  MODERATION_REASON_MAX,
  REPORT_REASON_LABELS,
} from '@edupath/contract/moderation-constants';
import { clsx } from 'clsx';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ListResults } from '../../../../components/console/paginated-list';
import { PageTitle } from '../../../../components/console/panel';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { type ChipTone, StatusChip } from '../../../../components/ui/status-chip';
import { errorText } from '../../../../lib/form-errors';
import { formatDateTime, formatRelative } from '../../../../lib/format-time';
import { imageUrl } from '../../../../lib/image-url';
import { QUEUE_PAGE_SIZE, useModerationQueue } from '../api/get-moderation-queue';
import { useModerate } from '../api/moderate';

const STATE_TONE = { visible: 'gray', hidden: 'amber', deleted: 'red' } as const satisfies Record<
  string,
  ChipTone
>;
const STATE_LABEL = { visible: 'Visible', hidden: 'Hidden', deleted: 'Deleted' } as const;
const RESOLUTION_LABEL = { hidden: 'hidden', deleted: 'deleted', dismissed: 'dismissed' } as const;

/**
 * /admin/moderation (admins): reported posts and comments, each with its reports, and what a
 * moderator can do about it (docs/communities.md, "Moderation").
 */
export default function ModerationRoute() {
  const [search, setSearch] = useSearchParams();
  const status: ModerationQueueStatus = search.get('status') === 'resolved' ? 'resolved' : 'open';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const queue = useModerationQueue(status, page);
  const go = (next: { status?: ModerationQueueStatus; page?: number }) => {
    const params = new URLSearchParams();
    const s = next.status ?? status;
    if (s !== 'open') params.set('status', s);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearch(params, { replace: next.page === undefined });
  };

  return (
    <>
      <PageTitle
        aside={
          queue.data && (
            <span className="text-ink-secondary" data-testid="moderation-open">
              {queue.data.openCount} waiting
            </span>
          )
        }
      >
        Moderation
      </PageTitle>
      <div role="tablist" aria-label="Queue" className="flex gap-1 border-b border-line">
        {(['open', 'resolved'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={status === value}
            onClick={() => go({ status: value })}
            className={clsx(
              '-mb-px border-b-2 px-3 py-2 font-medium',
              status === value
                ? 'border-primary-dark text-primary-dark'
                : 'border-transparent text-ink-secondary hover:text-secondary',
            )}
          >
            {value === 'open' ? 'Waiting' : 'Resolved'}
          </button>
        ))}
      </div>
      <ListResults
        list={queue}
        noun="reported items"
        empty={status === 'open' ? 'Nothing waiting: no open reports.' : 'No resolved reports yet.'}
        pageSize={QUEUE_PAGE_SIZE}
        onPage={(p) => go({ page: p })}
      >
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((item) => (
              <li key={`${item.targetType}-${item.targetId}`}>
                <QueueItem item={item} />
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </>
  );
}

function QueueItem({ item }: { item: ModerationItem }) {
  const [asking, setAsking] = useState<'hide' | 'delete' | null>(null);
  const moderate = useModerate();
  const act = (action: ModerationAction, reason?: string) =>
    moderate.mutateAsync({ targetType: item.targetType, targetId: item.targetId, action, reason });
  const quick = (action: 'restore' | 'dismiss') =>
    act(action).then(
      (answer) => toast.success(answer.message),
      (err) => toast.error(errorText(err, 'Failed to apply the action')),
    );
  const kind = item.targetType === 'post' ? 'Post' : 'Comment';

  return (
    <article
      aria-label={`${kind} by ${item.author.name}`}
      className="rounded-lg border border-line bg-white p-4"
      data-testid="moderation-item"
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-secondary">
        <span className="font-semibold text-gray-900">{kind}</span>
        <span>
          by {item.author.name} ({item.author.email}) in {item.community.communityName}
        </span>
        <span>· {formatRelative(item.createdAt)}</span>
        <StatusChip tone={STATE_TONE[item.state]} className="ml-auto">
          {STATE_LABEL[item.state]}
        </StatusChip>
      </header>
      <blockquote className="mt-2 whitespace-pre-wrap break-words border-l-4 border-line pl-3 text-[15px] text-gray-900">
        {item.text}
      </blockquote>
      {item.image && (
        <img
          src={imageUrl(item.image)}
          alt="Attached to the post"
          className="mt-2 max-h-48 rounded-md object-contain"
        />
      )}
      {item.moderation && (
        <p className="mt-2 text-ink-secondary">
          {STATE_LABEL[item.state]} by {item.moderation.by?.name ?? 'a former staff member'}{' '}
          {formatRelative(item.moderation.at)}
          {item.moderation.reason && <>: “{item.moderation.reason}”</>}
        </p>
      )}
      <details className="mt-3" open={item.reports.length <= 3}>
        <summary className="cursor-pointer font-medium text-secondary">
          {item.reports.length} {item.reports.length === 1 ? 'report' : 'reports'}
          {item.openReports > 0 && ` (${item.openReports} open)`}
        </summary>
        <ul className="mt-2 flex flex-col gap-1.5">
          {item.reports.map((r) => (
            <li key={r.reportId} className="rounded-md bg-gray-50 px-3 py-2">
              <span className="font-medium text-gray-900">{REPORT_REASON_LABELS[r.reason]}</span>
              <span className="text-ink-secondary">
                {' '}
                · {r.reporter.name} · <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                {r.resolution && ` · ${RESOLUTION_LABEL[r.resolution]}`}
              </span>
              {r.details && (
                <p className="mt-0.5 whitespace-pre-wrap break-words text-gray-700">{r.details}</p>
              )}
            </li>
          ))}
        </ul>
      </details>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        {item.state === 'visible' && (
          <Button size="sm" variant="outline" onClick={() => setAsking('hide')}>
            Hide
          </Button>
        )}
        {item.state === 'hidden' && (
          <Button size="sm" variant="outline" onClick={() => quick('restore')} disabled={moderate.isPending}>
            Restore
          </Button>
        )}
        {item.state !== 'deleted' && (
          <Button size="sm" variant="danger" onClick={() => setAsking('delete')}>
            Delete
          </Button>
        )}
        {item.openReports > 0 && (
          <Button size="sm" variant="ghost" onClick={() => quick('dismiss')} disabled={moderate.isPending}>
            Dismiss reports
          </Button>
        )}
      </div>
      {asking && (
        <ReasonDialog
          action={asking}
          kind={item.targetType}
          onClose={() => setAsking(null)}
          onConfirm={async (reason) => {
            const answer = await act(asking, reason);
            toast.success(answer.message);
          }}
        />
      )}
    </article>
  );
}

/** Hiding and deleting need a reason: the author is told it. */
function ReasonDialog({
  action,
  kind,
  onClose,
  onConfirm,
}: {
  action: 'hide' | 'delete';
  kind: 'post' | 'comment';
  onClose: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(M.moderationReasonRequired);
    setPending(true);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (err) {
      setError(errorText(err, 'Failed to apply the action'));
      setPending(false);
    }
  };
  const verb = action === 'hide' ? 'Hide' : 'Delete';
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${verb} this ${kind}`}
      description={
        action === 'hide'
          ? 'Students stop seeing it at once. You can restore it later. The author is notified with your reason.'
          : 'Students stop seeing it for good; the record stays for the audit log. The author is notified with your reason.'
      }
      size="sm"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextAreaField
          label="Reason (the author sees it)"
          value={reason}
          rows={3}
          maxLength={MODERATION_REASON_MAX}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant={action === 'delete' ? 'danger' : 'primary'} disabled={pending}>
            {verb}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
