import type { StaleFact } from '@edupath/contract';
import type { DbOrTx } from '../../db/client';
import { staleLenders } from '../loans/index';
import { staleScholarships } from '../scholarships/index';
import { staleVisaRoutes } from '../visa-routes/index';
import { staleReferenceRates, staleStudyCosts } from './reference-sources';

/**
 * Every kind of curated fact, as a function that lists its records whose last check is stale on
 * `today` (YYYY-MM-DD), using the 12-month rule of sourced-fact.ts (docs/money-and-visas.md#freshness).
 * A module that keeps curated facts adds ONE line here; the console's queue and the freshness
 * test read this list, so nothing curated can be left out of either.
 */
export type StaleFactSource = (db: DbOrTx, today: string) => StaleFact[] | Promise<StaleFact[]>;

export const staleFactSources: StaleFactSource[] = [
  (_db, today) => staleReferenceRates(today),
  (_db, today) => staleStudyCosts(today),
  staleScholarships,
  staleLenders,
  staleVisaRoutes,
];
