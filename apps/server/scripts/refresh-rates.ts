import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REFERENCE_RATES_FILE, type ReferenceRatesFile, refreshFromEcbCsv } from '../src/db/reference-rates';

/**
 * Refreshes reference-data/reference-rates.json from a European Central Bank reference-rate CSV that is
 * already on this machine (docs/catalogue.md#reference-rates):
 *   npm run refresh-rates -- <path to eurofxref.csv>
 * The server loads the file on its next start and recomputes the rupee amounts of the changed currencies.
 */
const csvPath = process.argv[2];
if (!csvPath) {
  console.error('Usage: npm run refresh-rates -- <eurofxref.csv>');
  process.exit(1);
}
// npm runs the script from apps/server; a relative path is the caller's.
const csv = readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), csvPath), 'utf8');
const current = JSON.parse(readFileSync(REFERENCE_RATES_FILE, 'utf8')) as ReferenceRatesFile;
const { file, updated, date } = refreshFromEcbCsv(csv, current);
writeFileSync(REFERENCE_RATES_FILE, `${JSON.stringify(file, null, 1)}\n`);
console.info(`Updated ${updated} rates to ${date}; the others keep their own date.`);
