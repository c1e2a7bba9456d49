import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { migrationsDir } from '../lib/paths';

const files = readdirSync(migrationsDir)
  .filter((f) => f.endsWith('.sql'))
  .sort();

const statements = (file: string) =>
  readFileSync(path.join(migrationsDir, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);

/** Where a migration stands in the sequence, by the end of its file name ('_one_phone.sql'). */
function indexOf(suffix: string): number {
  const index = files.findIndex((f) => f.endsWith(suffix));
  if (index <= 0) throw new Error(`No migration after the first ends with ${suffix}`);
  return index;
}

/**
 * An embedded database migrated up to, not including, the migration named by `suffix`, so a test
 * can write rows of the old shape and then run the migration on them (`migrateThrough`).
 */
export async function databaseBefore(suffix: string) {
  const client = await PGlite.create({ dataDir: 'memory://', extensions: { pg_trgm } });
  let next = indexOf(suffix);
  for (const file of files.slice(0, next)) for (const sql of statements(file)) await client.exec(sql);
  return {
    client,
    /** Runs the migrations from where the database stands through the one named by `last`. */
    async migrateThrough(last: string) {
      const end = indexOf(last) + 1;
      for (const file of files.slice(next, end)) for (const sql of statements(file)) await client.exec(sql);
      next = end;
    },
  };
}
