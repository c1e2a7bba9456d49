import { isFactOutOfDate, rateAge } from '@edupath/contract/sourced-fact';
import { formatDay } from '../../lib/format';

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
      className="ml-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900"
      data-testid="rate-out-of-date"
    >
      may be out of date
    </span>
  );
}

/**
 * The reference rates' dates as one phrase: "30 Jun 2025", or "30 Jun 2025 to 30 Nov 2026" after
 * a refresh that updated only some currencies, so the newest never stands for them all.
 */
export const ratesDates = ({ date, oldestDate }: { date: string; oldestDate: string }) =>
  oldestDate === date ? formatDay(date) : `${formatDay(oldestDate)} to ${formatDay(date)}`;

/**
 * The date of the reference rate behind a "≈ ₹" estimate, written beside it wherever one is shown
 * (docs/catalogue.md#reference-rates): "rate of 30 Mar 2026" while it is at most RATE_RECENT_MONTHS
 * old, "rate from 30 Jun 2025" after that, and "may be out of date" once it is over 12 months old.
 * One short text-xs line, so it fits a card; the caller places it (its own line or after " · ").
 */
export function RateDate({
  date,
  today = todayIso(),
  className = '',
}: {
  date: string;
  /** YYYY-MM-DD; tests pass a fixed day. */
  today?: string;
  className?: string;
}) {
  const age = rateAge(date, today);
  return (
    <span className={`text-xs font-normal text-gray-500 ${className}`} data-testid="rate-date">
      <span>
        {age === 'recent' ? 'rate of' : 'rate from'} {formatDay(date)}
      </span>
      {/* A space, so the badge can take the next line of a narrow card rather than stick out of it. */}{' '}
      <RateAge date={date} today={today} />
    </span>
  );
}
