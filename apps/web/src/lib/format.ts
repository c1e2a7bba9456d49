import { formatMoney } from '@edupath/contract/money';
import { format, formatDistanceToNow } from 'date-fns';

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

/** 'MMM d, yyyy at h:mm a' (notifications). */
export const formatDateTime = (value: string | Date) => format(new Date(value), "MMM d, yyyy 'at' h:mm a");
export const formatDate = (value: string | Date) => format(new Date(value), 'MMM d, yyyy');
/** 24-hour HH:MM (chat). */
export const formatClock = (value: string | Date) => format(new Date(value), 'HH:mm');
/** 'x ago' (posts and comments). */
export const formatRelative = (value: string | Date) =>
  formatDistanceToNow(new Date(value), { addSuffix: true });

/** Missing text on country and university tiles shows 'N/A' (docs/README.md). */
export const orNA = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? 'N/A' : String(value);

/** An amount in paise as rupees (₹4,999, or ₹4,999.50 when there are paise). */
export function formatPaise(paise: number) {
  const fraction = paise % 100 === 0 ? 0 : 2;
  return `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: fraction, maximumFractionDigits: 2 })}`;
}
