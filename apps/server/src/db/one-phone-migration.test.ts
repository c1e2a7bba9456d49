import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../test/migrations';

/**
 * Two migrations for data that was there before them: the student's one phone (docs/accounts.md,
 * "Phone") and the milestones that complete themselves (docs/applications-and-timeline.md,
 * "Automatic milestones"). Run every migration before the first, write the old rows, run both.
 */
let db: Awaited<ReturnType<typeof databaseBefore>>;
let client: Awaited<ReturnType<typeof databaseBefore>>['client'];

// The phone migration comes first, the milestone keys right after it.
beforeAll(async () => {
  db = await databaseBefore('_one_phone.sql');
  client = db.client;
});
afterAll(() => client.close());

describe('the one-phone and milestone-keys migrations', () => {
  it('moves the basic details phone to an account without one, keeps an account its own, and empties the copy', async () => {
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
    await db.migrateThrough('_milestone_auto_keys.sql');

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
