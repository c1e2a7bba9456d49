import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  isFactOutOfDate,
  type Lender,
  type LendersFile,
  lenderResource,
  lendersFileSchema,
  type StaleFact,
} from '@edupath/contract';
import type { DbOrTx } from '../../db/client';
import { curatedList } from '../../db/curated';
import { referenceDataDir } from '../../lib/paths';

/**
 * Lenders' published terms (docs/money-and-visas.md#education-loans): a committed file, checked
 * against the contract's schema on first use. Nothing is fetched from any lender, ever: the page
 * only links to each lender's own site.
 */
export const LENDERS_FILE = path.join(referenceDataDir, 'lenders.json');

let cached: LendersFile | undefined;

export function readLenders(file = LENDERS_FILE): LendersFile {
  const parsed = lendersFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a valid lenders file: ${parsed.error.message}`);
  return parsed.data;
}

export function lenders(): LendersFile {
  cached ??= readLenders();
  return cached;
}

/** The lenders as students see them: the file's, with the console's edits (docs/money-and-visas.md#curated-records). */
export const currentLenders = (db: DbOrTx): Promise<Lender[]> =>
  curatedList(db, lenderResource, lenders().lenders);

/** The re-check queue's rows for lenders: the main page and every other page a figure came from. */
export async function staleLenders(db: DbOrTx, today: string): Promise<StaleFact[]> {
  return (await currentLenders(db))
    .flatMap((lender) => [
      {
        kind: 'lender',
        id: lender.id,
        label: `${lender.name}: ${lender.product}`,
        sourceUrl: lender.sourceUrl,
        checkedOn: lender.checkedOn,
      },
      ...lender.otherSources.map((source) => ({
        kind: 'lender',
        id: `${lender.id}:${source.covers}`,
        label: `${lender.name}: ${source.covers}`,
        sourceUrl: source.sourceUrl,
        checkedOn: source.checkedOn,
      })),
    ])
    .filter((fact) => isFactOutOfDate(fact.checkedOn, today));
}
