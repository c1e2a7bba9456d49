import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../test/migrations';

/**
 * The migration that moved package applications onto the pipeline maps the rows that were there
 * (docs/packages.md, "The pipeline"): run every migration before it, write rows with the old
 * statuses, then run it.
 */
let db: Awaited<ReturnType<typeof databaseBefore>>;
let client: Awaited<ReturnType<typeof databaseBefore>>['client'];

beforeAll(async () => {
  db = await databaseBefore('_package_pipeline_payments.sql');
  client = db.client;
});
afterAll(() => client.close());

describe('the package pipeline migration', () => {
  it('maps Pending to New, Approved to Active, Rejected to Cancelled, and settles what would collide', async () => {
    await client.exec(`
      insert into users (user_id, name, email) values (1, 'A', 'a@x.test'), (2, 'B', 'b@x.test');
      insert into packages (package_id, name, price) values (1, 'P1', 100), (2, 'P2', 200), (3, 'P3', 300);
      insert into package_applications (package_application_id, user_id, package_id, status, amount) values
        (1, 1, 1, 'Pending', 100),
        (2, 1, 2, 'Approved', 200),
        (3, 1, 3, 'Rejected', 300),
        (4, 2, 1, 'Approved', 100),
        (5, 2, 1, 'Pending', 100),
        (6, 2, 2, 'Approved', 200),
        (7, 2, 2, 'Approved', 200),
        (8, 2, 3, 'Cancelled', 300);
    `);
    await db.migrateThrough('_package_pipeline_payments.sql');
    const { rows } = await client.query<{ id: number; status: string; remark: string | null }>(
      'select package_application_id as id, status, remark from package_applications order by 1',
    );
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      [1, 'New'],
      [2, 'Active'],
      [3, 'Cancelled'],
      [4, 'Active'],
      [5, 'Cancelled'],
      [6, 'Completed'],
      [7, 'Active'],
      [8, 'Cancelled'],
    ]);
    expect(rows.find((r) => r.id === 5)?.remark).toMatch(/already approved/);
    await expect(
      client.exec(
        `insert into package_applications (package_application_id, user_id, package_id, status, amount) values (9, 1, 3, 'Pending', 1)`,
      ),
    ).rejects.toThrow(/package_applications_status_known/);
    await expect(
      client.exec(
        `insert into package_applications (package_application_id, user_id, package_id, status, amount) values (10, 1, 1, 'Contacted', 1)`,
      ),
    ).rejects.toThrow(/package_applications_open_unique/);
  });
});
