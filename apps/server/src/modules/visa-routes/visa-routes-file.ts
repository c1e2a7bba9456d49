import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type VisaRoute,
  type VisaRoutesFile,
  visaRouteResource,
  visaRoutesFileSchema,
} from '@edupath/contract';
import type { DbOrTx } from '../../db/client';
import { curatedList } from '../../db/curated';
import { referenceDataDir } from '../../lib/paths';

/**
 * The seven student visa routes (docs/money-and-visas.md#proof-of-funds-and-visa-steps): a
 * committed file checked against the contract's schema on first use, so a mistyped edit stops the
 * first request with a message instead of showing a wrong figure. Nothing is fetched at run time.
 */
export const VISA_ROUTES_FILE = path.join(referenceDataDir, 'visa-routes.json');

let cached: VisaRoutesFile | undefined;

export function readVisaRoutes(file = VISA_ROUTES_FILE): VisaRoutesFile {
  const parsed = visaRoutesFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a valid visa-routes file: ${parsed.error.message}`);
  return parsed.data;
}

export function visaRoutes(): VisaRoutesFile {
  cached ??= readVisaRoutes();
  return cached;
}

/** The routes as students see them: the file's, with the console's edits (docs/money-and-visas.md#curated-records). */
export const currentVisaRoutes = (db: DbOrTx): Promise<VisaRoute[]> =>
  curatedList(db, visaRouteResource, visaRoutes().routes);

export async function visaRouteOf(db: DbOrTx, countryCode: string | null): Promise<VisaRoute | null> {
  if (!countryCode) return null;
  return (await currentVisaRoutes(db)).find((route) => route.countryCode === countryCode) ?? null;
}
