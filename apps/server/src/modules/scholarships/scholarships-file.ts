import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Scholarship,
  type ScholarshipFile,
  scholarshipFileSchema,
  scholarshipResource,
} from '@edupath/contract';
import type { DbOrTx } from '../../db/client';
import { curatedList } from '../../db/curated';
import { referenceDataDir } from '../../lib/paths';

/**
 * The curated scholarships (docs/money-and-visas.md#scholarships): a committed file read once and
 * checked against the contract's schema, so a mistyped edit stops the server at start with a
 * message instead of showing a wrong award. Nothing is fetched at request time.
 */
export const SCHOLARSHIPS_FILE = path.join(referenceDataDir, 'scholarships.json');

export function readScholarshipFile(file = SCHOLARSHIPS_FILE): ScholarshipFile {
  const parsed = scholarshipFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a valid scholarships file: ${parsed.error.message}`);
  const ids = new Set<string>();
  for (const award of parsed.data.scholarships) {
    if (ids.has(award.id)) throw new Error(`${file}: the id ${award.id} is used twice`);
    ids.add(award.id);
  }
  return parsed.data;
}

let cached: readonly Scholarship[] | undefined;

/** The committed file's awards, in its order. */
export function fileScholarships(): readonly Scholarship[] {
  cached ??= readScholarshipFile().scholarships;
  return cached;
}

/**
 * Every award by id as students see it: the file's, with the console's edits and additions
 * (docs/money-and-visas.md#curated-records), read at each request so an edit shows at once.
 */
export async function scholarships(db: DbOrTx): Promise<ReadonlyMap<string, Scholarship>> {
  const awards = await curatedList(db, scholarshipResource, fileScholarships());
  return new Map(awards.map((award) => [award.id, award]));
}
