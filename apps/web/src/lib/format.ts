import { formatMoney } from '@edupath/contract/money';

/**
 * A fee in its own currency with a symbol that names one currency (US$, CA$, A$, €, £, ¥…), whole
 * units with thousands separators; 'Not specified' when empty (docs/catalogue.md#fees-and-currencies).
 */
export function formatFee(fee: number | string | null | undefined, currencyCode: string | null | undefined) {
  if (fee === null || fee === undefined || fee === '' || !currencyCode) return 'Not specified';
  const amount = Number(fee);
  if (!Number.isFinite(amount)) return 'Not specified';
  return formatMoney(amount, currencyCode);
}

export function formatRupees(amount: number) {
  return `₹${Math.round(amount).toLocaleString('en-IN')}`;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
/**
 * 'MMM d, yyyy' (Nov 5, 2026). The platform's formatter, not date-fns, so a page that only shows
 * dates, such as the home page's course cards, does not load date-fns (docs/performance.md).
 */
export const formatDate = (value: string | Date) => dayFormat.format(new Date(value));

/** Missing text on country and university tiles shows 'N/A' (docs/README.md). */
export const orNA = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? 'N/A' : String(value);

/** An amount in paise as rupees (₹4,999, or ₹4,999.50 when there are paise). */
export function formatPaise(paise: number) {
  const fraction = paise % 100 === 0 ? 0 : 2;
  return `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: fraction, maximumFractionDigits: 2 })}`;
}

/** '30 Jun 2025': a day in UTC, as a source's checked date or a reference rate's date is shown. */
export const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
