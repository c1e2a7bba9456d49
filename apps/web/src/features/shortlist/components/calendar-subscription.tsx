import { CALENDAR_TEXTS as T } from '@edupath/contract/shortlist-constants';
import { clsx } from 'clsx';
import { CalendarSync, ChevronDown, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';

/**
 * The private calendar address of all the student's deadlines: made, copied, replaced and turned
 * off here (docs/planning.md#deadlines-in-a-calendar). Its secret is shown once, when it is made:
 * the server keeps only a hash of it.
 */
export function CalendarSubscription({ className }: { className?: string }) {
  // Folded until asked for: the address's state is fetched only then.
  const [open, setOpen] = useState(false);
  // Kept here, so an address made in this visit stays shown when the panel is folded and unfolded.
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  return (
    <details
      data-testid="calendar-subscription"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className={clsx('group rounded-2xl border border-line bg-white text-sm', className)}
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2 font-semibold text-secondary">
        <CalendarSync className="h-4 w-4 shrink-0" aria-hidden /> {T.title}
        <ChevronDown
          className="ml-auto h-4 w-4 shrink-0 transition-transform group-open:rotate-180"
          aria-hidden
        />
      </summary>
      {open && <CalendarAddress create={create} revoke={revoke} />}
    </details>
  );
}

function CalendarAddress({
  create,
  revoke,
}: {
  create: ReturnType<typeof useCreateCalendarFeed>;
  revoke: ReturnType<typeof useRevokeCalendarFeed>;
}) {
  const id = useId();
  const feed = useCalendarFeed();
  const confirm = useConfirm();
  // The address made in this visit (gone once turned off or on leaving the page).
  const made = create.data && feed.data?.active ? create.data.data.feedPath : null;
  const url = made ? `${window.location.origin}${made}` : null;

  const renew = async () => {
    if (feed.data?.active && !(await confirm({ message: T.newAddressConfirm, confirmLabel: T.newAddress })))
      return;
    create.mutate();
  };
  const turnOff = async () => {
    if (!(await confirm({ message: T.revokeConfirm, confirmLabel: T.revoke, danger: true }))) return;
    revoke.mutate();
  };
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url);
    toast.success(T.copied);
  };

  if (feed.isError) return <p className="px-4 pb-4 text-red-700">{T.loadFailed}</p>;
  if (!feed.data) return <Spinner label="Loading your calendar address" className="py-4" />;
  const busy = create.isPending || revoke.isPending;
  return (
    <div className="px-4 pb-4">
      <p className="text-ink-secondary">{T.intro}</p>
      {url && (
        <div className="mt-3 flex flex-col gap-2">
          <label className="sr-only" htmlFor={`${id}-url`}>
            Calendar address
          </label>
          <input
            id={`${id}-url`}
            readOnly
            value={url}
            data-testid="calendar-url"
            onFocus={(event) => event.currentTarget.select()}
            className="w-full min-w-0 rounded-lg border border-line bg-gray-50 px-3 py-2 font-mono text-xs"
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => void copy()}>
              <Copy className="h-4 w-4" aria-hidden /> {T.copy}
            </Button>
            <a
              href={url.replace(/^https?:/, 'webcal:')}
              className="inline-flex items-center rounded-lg px-3 py-1.5 font-medium text-primary-dark hover:bg-primary-light"
            >
              {T.openInApp}
            </a>
          </div>
          <p className="text-xs text-ink-secondary">
            {T.keepSecret} {T.shownOnce}
          </p>
        </div>
      )}
      {!url && feed.data.active && feed.data.createdAt && (
        <p className="mt-3 text-ink-secondary" data-testid="calendar-active">
          {T.activeSince(formatDate(feed.data.createdAt))}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {feed.data.active ? (
          <>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void renew()}>
              {T.newAddress}
            </Button>
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => void turnOff()}>
              {T.revoke}
            </Button>
          </>
        ) : (
          <Button size="sm" disabled={busy} onClick={() => void renew()}>
            {T.subscribe}
          </Button>
        )}
      </div>
    </div>
  );
}
