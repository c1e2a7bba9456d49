import { formatRupees } from '../../../lib/format';

/** The price of one application: price divided by the count, rounded down; 'N/A' without applications. */
export function perAppPrice(price: number, applicationCount: number): string {
  if (!applicationCount || applicationCount <= 0) return 'N/A';
  return formatRupees(Math.floor(price / applicationCount));
}
