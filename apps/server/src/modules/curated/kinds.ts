import type { CuratedKind } from '@edupath/contract';
import { fileLenders } from '../loans/index';
import { fileScholarships } from '../scholarships/index';
import { fileVisaRoutes } from '../visa-routes/index';

/**
 * Each curated kind's committed records (docs/money-and-visas.md#curated-records): what a stored
 * edit overlays. The modules that serve them own the files; a new kind adds one line here and
 * its description in the contract (CURATED_RESOURCES).
 */
export const CURATED_FILES: Record<CuratedKind, () => readonly unknown[]> = {
  scholarship: () => fileScholarships(),
  lender: () => fileLenders().lenders,
  'visa-route': () => fileVisaRoutes().routes,
};
