import { isFactOutOfDate } from '@edupath/contract/sourced-fact';

/** Today in UTC as YYYY-MM-DD: the freshness rule compares calendar days. */
const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * "may be out of date" beside a reference rate's date once it is over 12 months old — the same
 * rule as every curated fact (docs/money-and-visas.md#freshness), shown in the text, not a tooltip.
 */
export function RateAge({ date, today = todayIso() }: { date: string; today?: string }) {
  if (!isFactOutOfDate(date, today)) return null;
  return (
    <span
      className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900"
      data-testid="rate-out-of-date"
    >
      may be out of date
    </span>
  );
}
