import { readFileSync, writeFileSync } from 'node:fs';
import { REFERENCE_RATES_FILE, type ReferenceRatesFile } from '../src/db/reference-rates';

/**
 * Refreshes reference-data/reference-rates.json from a European Central Bank reference-rate CSV that is
 * already on this machine (eurofxref.csv: 'Date, USD, JPY, …' against the euro, INR among them):
 *   npx tsx apps/server/scripts/refresh-rates.ts <path to eurofxref.csv>
 * Currencies the ECB does not publish keep their previous rate, date and source. The server loads
 * the file on its next start and recomputes the rupee amounts of the changed currencies.
 */
const csvPath = process.argv[2];
if (!csvPath) {
  console.error('Usage: refresh-rates.ts <eurofxref.csv>');
  process.exit(1);
}
const [header, values] = readFileSync(csvPath, 'utf8')
  .trim()
  .split(/\r?\n/)
  .map((line) =>
    line
      .split(',')
      .map((cell) => cell.trim())
      .filter(Boolean),
  );
if (!header || !values || header[0] !== 'Date') throw new Error('Not an ECB eurofxref CSV');
const perEuro = new Map(header.slice(1).map((code, i) => [code, Number(values[i + 1])]));
const rupeesPerEuro = perEuro.get('INR');
if (!rupeesPerEuro) throw new Error('The CSV has no INR rate');
const date = new Date(values[0]!).toISOString().slice(0, 10);
const source = `European Central Bank euro foreign exchange reference rates of ${date}, crossed through the euro`;

const file = JSON.parse(readFileSync(REFERENCE_RATES_FILE, 'utf8')) as ReferenceRatesFile;
perEuro.set('EUR', 1);
let updated = 0;
for (const [code, units] of perEuro) {
  if (!Number.isFinite(units) || units <= 0 || !file.rates[code]) continue;
  const inrPerUnit = Number((rupeesPerEuro / units).toPrecision(6));
  file.rates[code] = { inrPerUnit, date, source };
  updated++;
}
file.rates.INR = { inrPerUnit: 1, date, source };
writeFileSync(REFERENCE_RATES_FILE, `${JSON.stringify(file, null, 1)}\n`);
console.info(`Updated ${updated} rates to ${date}; the others keep their own date.`);
