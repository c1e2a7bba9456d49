import { type FactSource as FactSourceFields, isFactOutOfDate } from '@edupath/contract/sourced-fact';
import { formatDay } from '../../lib/format';

/** Today in UTC as YYYY-MM-DD: the freshness rule compares calendar days. */
const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * The line under every curated figure (docs/money-and-visas.md#freshness): who published it, a link
 * to the page, the day we checked it, and "may be out of date" once that check is over 12 months old.
 */
export function FactSource({
  source,
  today = todayIso(),
  className = '',
}: {
  source: FactSourceFields;
  /** YYYY-MM-DD; tests pass a fixed day. */
  today?: string;
  className?: string;
}) {
  const stale = isFactOutOfDate(source.checkedOn, today);
  return (
    <p className={`text-xs text-ink-secondary ${className}`} data-testid="fact-source">
      Source:{' '}
      <a
        href={source.sourceUrl}
        target="_blank"
        rel="noreferrer"
        className="underline hover:text-primary-dark"
      >
        {source.sourceName}
      </a>{' '}
      · checked on {formatDay(source.checkedOn)}
      {stale && (
        <span className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900">
          may be out of date
        </span>
      )}
    </p>
  );
}
