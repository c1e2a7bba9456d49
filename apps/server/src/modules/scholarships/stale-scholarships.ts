import { isFactOutOfDate, type StaleFact } from '@edupath/contract';
import type { DbOrTx } from '../../db/client';
import { scholarships } from './scholarships-file';

/**
 * The scholarships whose last check is over 12 months old on `today`, for the console's re-check
 * queue (docs/money-and-visas.md#freshness). The rule is the contract's; the registry in
 * fact-checks lists this source (which is why this file does not import from it).
 */
export async function staleScholarships(db: DbOrTx, today: string): Promise<StaleFact[]> {
  return [...(await scholarships(db)).values()]
    .filter((award) => isFactOutOfDate(award.checkedOn, today))
    .map((award) => ({
      kind: 'scholarship',
      id: award.id,
      label: `${award.name} (${award.provider})`,
      sourceUrl: award.sourceUrl,
      checkedOn: award.checkedOn,
    }));
}
