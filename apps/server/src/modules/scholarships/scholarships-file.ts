import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Scholarship, type ScholarshipFile, scholarshipFileSchema } from '@edupath/contract';
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

let cached: ReadonlyMap<string, Scholarship> | undefined;

/** Every award by id, in the file's order. */
export function scholarships(): ReadonlyMap<string, Scholarship> {
  cached ??= new Map(readScholarshipFile().scholarships.map((award) => [award.id, award]));
  return cached;
}
