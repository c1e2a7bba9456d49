import { readFileSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  describeRegisterChanges,
  type RegisterImportReport,
  registerImportQuerySchema,
} from '@edupath/contract';
import { callerDirectory, loadConfig, loadEnvFile } from '../config';
import { openDatabase } from '../db/client';
import { DomainEventBus } from '../lib/events';
import { importCricos, importScorecard } from '../modules/catalogue/index';
import { exitWhenDone } from './exit';

/**
 * npm run import:cricos -- --courses c.csv --institutions i.csv --locations l.csv --dated 2026-11-30 [--dry-run]
 * npm run import:scorecard -- fos.csv --dated 2026-11-30 [--dry-run]
 *
 * The register imports from the command line (docs/catalogue.md#register-imports): the same checks
 * and the same one transaction as the console's upload, for a whole register file, which is larger
 * than the console takes. Nothing is fetched: the files are the ones downloaded by hand.
 */
const USAGE = [
  'Usage: npm run import:cricos -- --courses c.csv --institutions i.csv --locations l.csv --dated YYYY-MM-DD [--dry-run]',
  '       npm run import:scorecard -- fos.csv --dated YYYY-MM-DD [--dry-run]',
].join('\n');
/** A whole register: the CRICOS courses file is tens of MB, the Scorecard field-of-study file ~150 MB. */
const CLI_MAX_BYTES = 512 * 1024 * 1024;

function readFile(given: string) {
  const path = resolve(callerDirectory(), given);
  if (statSync(path).size > CLI_MAX_BYTES) throw new Error(`${path} is larger than 512 MB`);
  return { data: readFileSync(path), fileName: basename(path) };
}

function print(report: RegisterImportReport) {
  const lines = [
    `${report.dryRun ? 'Dry run' : 'Import'} of ${report.register}, file dated ${report.fileDate}: ${report.rows} rows read`,
    `  ${report.errorCount ? 'nothing to write until the rows are fixed' : describeRegisterChanges(report)}`,
    `  skipped: ${report.skippedCount}; unmatched institutions: ${report.unmatchedCount}; rows to fix: ${report.errorCount}`,
    ...report.skipped.map((s) => `  skipped ${s.file} line ${s.line}: ${s.reason}`),
    ...report.unmatched.map(
      (u) => `  unmatched ${u.unitId} ${u.institutionName} (${u.rows} rows): ${u.reason}`,
    ),
    ...report.errors.map(
      (e) =>
        `  ${e.file} line ${e.line}: ${Object.entries(e.errors)
          .map(([column, message]) => `${column}: ${message}`)
          .join('; ')}`,
    ),
  ];
  console.info(lines.join('\n'));
}

async function main(): Promise<number> {
  const [register, ...args] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      courses: { type: 'string' },
      institutions: { type: 'string' },
      locations: { type: 'string' },
      dated: { type: 'string' },
      'dry-run': { type: 'boolean' },
    },
  });
  const query = registerImportQuerySchema.safeParse({
    dryRun: values['dry-run'] ? 'true' : 'false',
    fileDate: values.dated ?? '',
  });
  const cricos = register === 'cricos' && values.courses && values.institutions && values.locations;
  const scorecard = register === 'scorecard' && positionals.length === 1;
  if (!query.success || (!cricos && !scorecard)) {
    console.error(`${query.success ? '' : `${query.error.issues[0]!.message}\n`}${USAGE}`);
    return 2;
  }

  loadEnvFile();
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const ctx = { db: database.db, events: new DomainEventBus(), actor: null };
    const report = cricos
      ? await importCricos(
          ctx,
          {
            courses: readFile(values.courses!),
            institutions: readFile(values.institutions!),
            locations: readFile(values.locations!),
          },
          query.data,
        )
      : await importScorecard(ctx, readFile(positionals[0]!), query.data);
    print(report);
    return report.errorCount ? 1 : 0;
  } finally {
    await database.close();
  }
}

exitWhenDone(main, {
  // A refused import: its rows to fix, one a line.
  refusal: (err) =>
    [err.message, ...Object.entries(err.errors ?? {}).map(([k, v]) => `  ${k}: ${v}`)].join('\n'),
  failure: 'The import failed:',
  plain: (err) => err instanceof Error,
});
