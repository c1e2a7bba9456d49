import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type StudyCostReferenceFile, studyCostReferenceFileSchema } from '@edupath/contract';
import { referenceDataDir } from '../lib/paths';

/**
 * Living-cost, visa and health-cover figures per destination (docs/planning.md#true-cost): a
 * committed file beside the reference rates, read once and checked against the contract's schema,
 * so a mistyped edit stops the first request that needs it with a message instead of a wrong sum.
 * Nothing is fetched at request time.
 */
export const STUDY_COSTS_FILE = path.join(referenceDataDir, 'study-costs.json');

let cached: StudyCostReferenceFile | undefined;

export function readStudyCosts(file = STUDY_COSTS_FILE): StudyCostReferenceFile {
  const parsed = studyCostReferenceFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a valid study-cost file: ${parsed.error.message}`);
  return parsed.data;
}

export function studyCosts(): StudyCostReferenceFile {
  cached ??= readStudyCosts();
  return cached;
}
