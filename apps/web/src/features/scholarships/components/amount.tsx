import { describeAmount, type Scholarship } from '@edupath/contract/scholarships';

/** The award's figure, or what it covers when no figure is published. */
export function amountText(award: Pick<Scholarship, 'amount' | 'coversTuition'>): string {
  if (award.amount) return describeAmount(award.amount);
  if (award.coversTuition) return 'Covers tuition (amount varies)';
  return 'Amount varies';
}
