import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../lib/paths';

/**
 * Two migrations for data that was there before them: the student's one phone (docs/accounts.md,
 * "Phone") and the milestones that complete themselves (docs/applications-and-timeline.md,
 * "Automatic milestones"). Run every migration before the first, write the old rows, run both.
 */
const files = readdirSync(migrationsDir)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const phone = files.findIndex((f) => f.endsWith('_one_phone.sql'));
const autoKeys = files.findIndex((f) => f.endsWith('_milestone_auto_keys.sql'));

const statements = (file: string) =>
  readFileSync(path.join(migrationsDir, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);

let client: PGlite;

beforeAll(async () => {
  client = await PGlite.create({ dataDir: 'memory://', extensions: { pg_trgm } });
  for (const file of files.slice(0, Math.min(phone, autoKeys)))
    for (const sql of statements(file)) await client.exec(sql);
});
afterAll(() => client.close());

describe('the one-phone and milestone-keys migrations', () => {
  it('moves the basic details phone to an account without one, keeps an account its own, and empties the copy', async () => {
    expect(phone).toBeGreaterThan(0);
    expect(autoKeys).toBe(phone + 1);
    await client.exec(`
      insert into users (user_id, name, email, phone) values
        (1, 'A', 'a@x.test', null), (2, 'B', 'b@x.test', '+91 90000 00002'),
        (3, 'C', 'c@x.test', ''), (4, 'D', 'd@x.test', '+91 90000 00004');
      insert into profiles (user_id, fullname, email, phone) values
        (1, 'A', 'a@x.test', '+91 98400 12345'), (2, 'B', 'b@x.test', '+91 98400 99999'),
        (3, 'C', 'c@x.test', '020 2553 1234'), (4, 'D', 'd@x.test', '');
      insert into milestones (title, sort_order, auto_key) values
        ('Profile Completed', 1, 'profile_completed'), ('Shortlisting', 3, null),
        ('Test Preparation', 4, null), ('Visa', 7, null);
    `);
    for (const file of files.slice(Math.min(phone, autoKeys), Math.max(phone, autoKeys) + 1))
      for (const sql of statements(file)) await client.exec(sql);

    const users = await client.query<{ id: number; phone: string | null }>(
      'select user_id as id, phone from users order by 1',
    );
    expect(users.rows.map((r) => [r.id, r.phone])).toEqual([
      [1, '+91 98400 12345'],
      [2, '+91 90000 00002'],
      [3, '020 2553 1234'],
      [4, '+91 90000 00004'],
    ]);
    const copies = await client.query<{ phone: string | null }>('select phone from profiles');
    expect(copies.rows.every((r) => r.phone === null)).toBe(true);
  });

  it("gives 'Shortlisting' and 'Test Preparation' their keys, and nothing else", async () => {
    const { rows } = await client.query<{ title: string; key: string | null }>(
      'select title, auto_key as key from milestones order by sort_order',
    );
    expect(rows.map((r) => [r.title, r.key])).toEqual([
      ['Profile Completed', 'profile_completed'],
      ['Shortlisting', 'shortlisting'],
      ['Test Preparation', 'test_preparation'],
      ['Visa', null],
    ]);
  });
});
