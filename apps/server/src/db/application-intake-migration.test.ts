import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../test/migrations';

/**
 * The migration that made applications keep their intake gives those made before it the intake
 * that was open on the day they were made (docs/applications-and-timeline.md#applying): run every
 * migration before it, write applications, then run it.
 */
let db: Awaited<ReturnType<typeof databaseBefore>>;
let client: Awaited<ReturnType<typeof databaseBefore>>['client'];

beforeAll(async () => {
  db = await databaseBefore('_application_intake_calendar_feeds.sql');
  client = db.client;
});
afterAll(() => client.close());

describe('the application intake migration', () => {
  it("gives each application the course's intake open on the day it was made, and none for a course without dates", async () => {
    await client.exec(`
      insert into users (user_id, name, email) values (1, 'A', 'a@x.test');
      insert into countries (country_id, iso_code, country_name) values (1, 'TL', 'Testland');
      insert into universities (university_id, country_id, university_name) values (1, 1, 'U');
      insert into course_categories (course_category_id, category_name) values (1, 'C');
      insert into courses (course_id, university_id, course_category_id, course_name, course_type, duration,
          currency_code, currency, intake, intake_start, application_deadline) values
        (1, 1, 1, 'Open', 'PG', '1 year', 'EUR', 'Euro', 'September', '2027-09-15', '2027-06-30'),
        (2, 1, 1, 'Rolled on', 'PG', '1 year', 'EUR', 'Euro', 'January', '2029-01-10', '2028-10-18'),
        (3, 1, 1, 'No dates', 'PG', '1 year', 'EUR', 'Euro', 'May', null, null);
      insert into admission_applications (admission_application_id, user_id, course_id, created_at) values
        (1, 1, 1, '2027-06-30 23:30:00+00'),
        (2, 1, 2, '2026-11-02 10:00:00+00'),
        (3, 1, 3, '2026-11-02 10:00:00+00');
    `);
    await db.migrateThrough('_application_intake_calendar_feeds.sql');
    const { rows } = await client.query<{
      id: number;
      intake: string | null;
      start: string | null;
      deadline: string | null;
    }>(`select admission_application_id as id, intake, intake_start::text as start,
          application_deadline::text as deadline from admission_applications order by 1`);
    expect(rows).toEqual([
      // Made on the deadline day itself (UTC): that intake.
      { id: 1, intake: 'September', start: '2027-09-15', deadline: '2027-06-30' },
      // The course's dates were moved on after it was made: the intake open then, a year back.
      { id: 2, intake: 'January', start: '2028-01-10', deadline: '2027-10-18' },
      { id: 3, intake: null, start: null, deadline: null },
    ]);
  });
});
