import { todayIso } from '@edupath/contract/money';
import {
  FACT_GROUP_NAMES,
  type VerificationCounts,
  type VerificationItem,
  type VerificationState,
} from '@edupath/contract/provenance';
import { useState } from 'react';
import { Link } from 'react-router';
import { Panel } from '../../../../components/console/panel';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { LoadError } from '../../../../components/ui/states';
import { errorText } from '../../../../lib/form-errors';
import { formatDay } from '../../../../lib/format';
import { useCheckFact, useVerificationCounts, useVerificationQueue } from '../api/verification';
import { cataloguePaths } from '../paths';

const STATE_LABEL: Record<VerificationState, string> = {
  sample: 'Sample data',
  unverified: 'Source not recorded',
  stale: 'Checked over 12 months ago',
};

export const verificationTotal = (c: VerificationCounts) => c.sample + c.unverified + c.stale;

/** "12 sample · 3 unverified · 1 stale": the dashboard's and the panel's summary. */
export const verificationSummary = (c: VerificationCounts) =>
  `${c.sample.toLocaleString('en-US')} sample · ${c.unverified.toLocaleString('en-US')} unverified · ${c.stale.toLocaleString('en-US')} stale`;

function editPath(item: VerificationItem) {
  return cataloguePaths.item(item.recordType === 'course' ? 'courses' : 'universities', item.recordId);
}

/** One fact: what it is, why it waits, and "Checked today, still right" with the address read. */
function QueueRow({ item }: { item: VerificationItem }) {
  const [open, setOpen] = useState(false);
  const [sourceUrl, setSourceUrl] = useState(item.sourceUrl ?? '');
  const check = useCheckFact();
  const fieldId = `verify-${item.recordType}-${item.recordId}-${item.group}`;
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="verification-row">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-4">
        <span className="min-w-0 flex-1">
          <span className="block font-medium text-gray-900">
            {FACT_GROUP_NAMES[item.group]} · {item.recordName}
          </span>
          <span className="block text-xs text-ink-secondary">
            {item.recordType === 'course' ? `Course at ${item.universityName}` : 'University'} ·{' '}
            {item.applicationCount} {item.applicationCount === 1 ? 'application' : 'applications'}
          </span>
        </span>
        <span className="shrink-0 text-xs text-gray-900" data-testid="verification-state">
          {STATE_LABEL[item.state]}
          {item.checkedOn && item.state === 'stale' ? ` (${formatDay(item.checkedOn)})` : ''}
        </span>
        <span className="flex shrink-0 gap-3 text-sm">
          <Link to={editPath(item)} className="font-medium text-primary-dark underline">
            Edit
          </Link>
          {!open && (
            <button
              type="button"
              className="font-medium text-primary-dark underline"
              onClick={() => setOpen(true)}
            >
              Checked today, still right
            </button>
          )}
        </span>
      </div>
      {open && (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            check.mutate({
              recordType: item.recordType,
              recordId: item.recordId,
              group: item.group,
              sourceUrl,
            });
          }}
        >
          <label htmlFor={fieldId} className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-gray-700">
            The page you checked it against
            <input
              id={fieldId}
              type="url"
              required
              value={sourceUrl}
              onChange={(event) => setSourceUrl(event.target.value)}
              placeholder="https://www.university.edu/fees"
              className="rounded-md border border-line px-2 py-1.5 text-sm"
            />
          </label>
          <Button type="submit" size="sm" disabled={check.isPending}>
            {check.isPending ? 'Saving…' : `Checked ${formatDay(todayIso())}`}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </form>
      )}
      {check.isError && (
        <p role="alert" className="text-xs text-red-700">
          {errorText(check.error, 'The check could not be saved')}
        </p>
      )}
    </li>
  );
}

/**
 * The catalogue's verification queue (docs/catalogue.md#verification-queue), beside the curated
 * facts to re-check: sample, unverified and stale fact groups of courses and universities, the
 * most-applied-to first. Admins only, as catalogue editing is.
 */
export function CatalogueVerification() {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<VerificationState | undefined>(undefined);
  const queue = useVerificationQueue({ page, pageSize: 20, state });
  return (
    <Panel title="Catalogue facts to verify">
      <div data-testid="catalogue-verification">
        <p className="mb-3 text-sm text-ink-secondary">
          Courses and universities whose facts are sample data, have no recorded source or were checked over
          12 months ago, the most-applied-to first. Students see each fact's label on its page.
        </p>
        <div className="mb-3 flex flex-wrap gap-2 text-sm" role="group" aria-label="Show">
          {([undefined, 'sample', 'unverified', 'stale'] as const).map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              aria-pressed={state === value}
              onClick={() => {
                setState(value);
                setPage(1);
              }}
              className={`rounded-full border px-3 py-1 ${state === value ? 'border-primary bg-primary/10 font-medium' : 'border-line'}`}
            >
              {value ? STATE_LABEL[value] : 'All'}
              {queue.data &&
                ` (${(value ? queue.data.counts[value] : verificationTotal(queue.data.counts)).toLocaleString('en-US')})`}
            </button>
          ))}
        </div>
        {queue.isPending ? (
          <Spinner label="Loading the facts to verify" />
        ) : queue.isError ? (
          <LoadError>The catalogue facts to verify could not be loaded.</LoadError>
        ) : queue.data.items.length === 0 ? (
          <p className="text-sm text-ink-secondary">Every catalogue fact here has a current source.</p>
        ) : (
          <>
            <ul className="divide-y divide-line text-sm" data-testid="verification-queue">
              {queue.data.items.map((item) => (
                <QueueRow key={`${item.recordType}:${item.recordId}:${item.group}`} item={item} />
              ))}
            </ul>
            {queue.data.totalPages > 1 && (
              <div className="mt-3 flex items-center gap-3 text-sm">
                <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous
                </Button>
                <span>
                  Page {page} of {queue.data.totalPages.toLocaleString('en-US')}
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={page >= queue.data.totalPages}
                  onClick={() => setPage(page + 1)}
                >
                  Next
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </Panel>
  );
}

/** The dashboard's figure: how many catalogue facts wait, linking to the queue. */
export function VerificationFigure({ to }: { to: string }) {
  const counts = useVerificationCounts();
  if (!counts.data) return null;
  return (
    <Link
      to={to}
      data-testid="verification-figure"
      className="flex flex-col rounded-lg border border-line bg-white px-4 py-3 hover:border-primary hover:shadow-sm"
    >
      <span className="text-2xl font-semibold tabular-nums text-gray-900">
        {verificationTotal(counts.data).toLocaleString('en-US')}
      </span>
      <span className="text-ink-secondary">Catalogue facts to verify</span>
      <span className="text-xs text-ink-secondary">{verificationSummary(counts.data)}</span>
    </Link>
  );
}
