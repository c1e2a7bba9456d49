import type { CourseCurrency } from '@edupath/contract';
import { format, formatDistanceToNow } from 'date-fns';

const SYMBOLS: Record<string, string> = { Dollar: '$', Euro: '€', Rupee: '₹' };

/** £ by default; whole numbers with thousands separators; 'Not specified' when empty (docs/catalogue.md). */
export function formatFee(
  fee: number | string | null | undefined,
  currency: CourseCurrency | string | null | undefined,
) {
  if (fee === null || fee === undefined || fee === '') return 'Not specified';
  const amount = Number(fee);
  if (!Number.isFinite(amount)) return 'Not specified';
  return `${SYMBOLS[currency ?? ''] ?? '£'}${Math.round(amount).toLocaleString('en-US')}`;
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
