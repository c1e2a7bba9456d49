/**
 * Before the journeys' server starts on PostgreSQL (playwright.config.ts): drops the journeys'
 * database if an earlier run left it, and creates it empty, so the server migrates and seeds the
 * demo into a fresh one each run, as it does with a fresh embedded DATA_DIR.
 * Usage: node --import tsx fresh-database.ts <server URL> <database name>
 */
import pg from 'pg';

const [serverUrl, name] = process.argv.slice(2);
if (!serverUrl || !name || !/^[a-z_][a-z0-9_]*$/.test(name)) {
  throw new Error('usage: fresh-database.ts <postgres URL> <database name (a-z, 0-9, _)>');
}
const client = new pg.Client({ connectionString: serverUrl });
await client.connect();
try {
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
} finally {
  await client.end();
}
