import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpMigratedDatabase, openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of an embedded database migrated once for this run (test/app.ts starts each from it). */
    migratedPglite: string;
    /** A PostgreSQL database migrated once for this run, copied for each test database (TEMPLATE). */
    migratedPostgres: string | null;
  }
}

/**
 * Migrates once per run instead of once per test database: every fresh database of the server
 * tests starts as a copy of one migrated here. Made anew each run, so a changed migration is
 * never missed. Copies are made by test/app.ts's createTestDatabase.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'edupath-migrated-'));
  const tar = path.join(dir, 'pglite.tar');
  writeFileSync(tar, Buffer.from(await (await dumpMigratedDatabase()).arrayBuffer()));
  project.provide('migratedPglite', tar);

  // The project's own database (its `env` in vitest.config.ts), else the shell's.
  const testDb = project.config.env?.TEST_DB ?? process.env.TEST_DB;
  const adminUrl = testDb === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  let template: string | null = null;
  if (adminUrl) {
    template = `edupath_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    // Closed before any copy is made: PostgreSQL copies a template only while nobody is connected.
    await (await openDatabase({ url: url.toString() })).close();
  }
  project.provide('migratedPostgres', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && template) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
