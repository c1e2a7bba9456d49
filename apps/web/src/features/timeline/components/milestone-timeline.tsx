import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { formatDate } from '../../../lib/format';
import { type MilestoneState, progressFraction, sideOf, type TimelineEntry } from '../utils/progress';

const STATE_BADGE: Record<MilestoneState, string> = {
  Complete: 'bg-green-100 text-green-800',
  Active: 'bg-primary-light text-secondary',
  Upcoming: 'bg-gray-100 text-gray-600',
};

function Dot({ state }: { state: MilestoneState }) {
  return (
    <span
      aria-hidden
      className={clsx(
        'absolute left-4 top-5 z-10 flex h-7 w-7 -translate-x-1/2 items-center justify-center rounded-full border-4 md:left-1/2',
        state === 'Complete' && 'border-green-100 bg-green-600 text-white',
        state === 'Active' && 'border-primary-light bg-primary-dark text-white',
        state === 'Upcoming' && 'border-white bg-gray-300',
      )}
    >
      {state === 'Complete' && <Check className="h-3.5 w-3.5" strokeWidth={3} />}
      {state === 'Active' && <span className="h-2 w-2 animate-pulse rounded-full bg-white" />}
    </span>
  );
}

/** The vertical journey: one column on phones, alternating sides by order parity on wider screens. */
export function MilestoneTimeline({ entries }: { entries: TimelineEntry[] }) {
  const fraction = progressFraction(entries);
  return (
    <div className="relative">
      <div
        aria-hidden
        data-testid="progress-track"
        className="absolute bottom-0 left-4 top-0 w-1 -translate-x-1/2 overflow-hidden rounded-full bg-gray-200 md:left-1/2"
      >
        <div
          data-testid="progress-fill"
          data-progress={fraction}
          className="w-full rounded-full bg-primary-dark transition-[height] duration-700"
          style={{ height: `${fraction * 100}%` }}
        />
      </div>
      <ol className="relative flex flex-col gap-6 md:gap-10">
        {entries.map((entry) => {
          const side = sideOf(entry.order);
          return (
            <li
              key={entry.milestoneId}
              data-testid="milestone"
              data-side={side}
              data-state={entry.state}
              className="relative pl-12 md:grid md:grid-cols-2 md:gap-16 md:pl-0"
            >
              <Dot state={entry.state} />
              <article
                className={clsx(
                  'min-w-0 rounded-2xl border bg-white p-5 shadow-sm [overflow-wrap:anywhere]',
                  entry.state === 'Upcoming' ? 'border-line' : 'border-primary/30',
                  side === 'left' ? 'md:col-start-1 md:text-right' : 'md:col-start-2',
                )}
              >
                <div
                  className={clsx(
                    'flex flex-wrap items-center gap-2',
                    side === 'left' && 'md:flex-row-reverse md:justify-start',
                  )}
                >
                  <h2 className="text-lg font-semibold text-secondary">{entry.title}</h2>
                  <span
                    className={clsx(
                      'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                      STATE_BADGE[entry.state],
                    )}
                  >
                    {entry.state}
                  </span>
                </div>
                {entry.remark && <p className="mt-2 text-sm text-ink-secondary">{entry.remark}</p>}
                {entry.note && (
                  <p className="mt-3 rounded-lg bg-primary-light px-3 py-2 text-sm text-secondary">
                    {entry.note}
                  </p>
                )}
                {entry.updatedAt && (
                  <p className="mt-2 text-xs text-gray-500">Updated {formatDate(entry.updatedAt)}</p>
                )}
              </article>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
