import { type StaffApplicationsQuery, staffApplicationsQuerySchema } from '@edupath/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { searchQueries } from './applications.repository';

// A database of its own, filled like a busy installation: the planner chooses by table sizes.
let t: TestApp;
const STUDENTS = 6_000;
const PER_STUDENT = 5;
const ADVISORS = 12;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  await db.execute(sql`
    insert into countries (iso_code, country_name)
    select 'P' || g, 'Planland ' || g from generate_series(1, 20) g`);
  await db.execute(sql`
    insert into universities (country_id, university_name)
    select c.country_id, 'University ' || c.country_id || '-' || g
    from countries c, generate_series(1, 10) g`);
  await db.execute(sql`insert into course_categories (category_name) values ('Planning')`);
  await db.execute(sql`
    insert into courses (university_id, course_category_id, course_name, course_type, duration, currency, currency_code)
    select u.university_id, (select min(course_category_id) from course_categories),
           'Course ' || md5(u.university_id::text || '-' || g), 'Postgraduate', '1 year', 'Pound', 'GBP'
    from universities u, generate_series(1, 10) g`);
  await db.execute(sql`
    insert into users (name, email, role)
    select 'Advisor ' || g, 'advisor-' || g || '@plan.test', 'advisor' from generate_series(1, ${ADVISORS}) g`);
  await db.execute(sql`
    insert into users (name, email, role, created_at, last_active_at)
    select 'Student ' || md5(g::text), 'student-' || g || '@plan.test', 'student',
           timestamptz '2026-01-01' + g * interval '1 minute', timestamptz '2026-01-01' + g * interval '2 minutes'
    from generate_series(1, ${STUDENTS}) g`);
  await db.execute(sql`
    insert into chats (student_id, advisor_id)
    select s.user_id, a.user_id
    from (select user_id, row_number() over (order by user_id) as n from users where role = 'student') s
    join (select user_id, row_number() over (order by user_id) - 1 as n from users where role = 'advisor') a
      on a.n = s.n % ${ADVISORS}`);
  await db.execute(sql`
    insert into admission_applications (user_id, course_id, status, created_at, updated_at)
    select s.user_id, c.course_id,
           (array['Pending', 'Under Review', 'Accepted', 'Rejected'])[1 + (s.user_id + g) % 4]::application_status,
           timestamptz '2026-02-01' + (s.user_id * ${PER_STUDENT} + g) * interval '1 minute',
           timestamptz '2026-03-01' + ((s.user_id * 7 + g) % 5000) * interval '1 minute'
    from users s
    cross join generate_series(1, ${PER_STUDENT}) g
    join courses c on c.course_id = 1 + (s.user_id * 13 + g * 101) % (select count(*) from courses)
    where s.role = 'student'
    on conflict do nothing`);
  for (const table of ['admission_applications', 'users', 'courses', 'universities', 'chats']) {
    await db.execute(sql`analyze ${sql.identifier(table)}`);
  }
}, 180_000);
afterAll(() => t.close());

async function planOf(query: SQL | { getSQL(): SQL }) {
  const result = (await t.database.db.execute(sql`explain ${query}`)) as unknown as {
    rows: Array<Record<string, string>>;
  };
  return result.rows.map((r) => Object.values(r)[0]).join('\n');
}

const parse = (query: Record<string, string>): StaffApplicationsQuery =>
  staffApplicationsQuerySchema.parse(query);

async function idOf(sqlText: SQL) {
  const result = (await t.database.db.execute(sqlText)) as unknown as { rows: Array<{ id: number }> };
  return result.rows[0]!.id;
}

describe('GET /staff/applications with 30,000 applications: every main filter reads an index', () => {
  // [label, query, scope, indexes the page's or the count's plan uses, whether the page reads in order]
  it.each([
    ['no filter, newest first', {}, undefined, ['admission_created_idx'], true],
    ['a status', { status: 'Under Review' }, undefined, ['admission_status_created_idx'], true],
    ['last change', { sort: 'lastChange' }, undefined, ['admission_updated_idx'], true],
    [
      'a status by last change',
      { status: 'Pending', sort: 'lastChange' },
      undefined,
      ['admission_status_updated_idx'],
      true,
    ],
    ['a date range', { from: '2026-02-03', to: '2026-02-04' }, undefined, ['admission_created_idx'], true],
    ['an advisor (their scope)', {}, 'advisor', ['chats_advisor_idx'], false],
    ['a university', {}, 'university', ['courses_university_idx'], false],
    ['a country', {}, 'country', ['admission_created_idx'], false],
    [
      'a student or course search',
      { q: 'student-4242@' },
      undefined,
      ['admission_user_created_idx', 'admission_course_created_idx', 'admission_applications_pkey'],
      false,
    ],
  ] as const)('%s', async (_label, filters, scope, indexes, inOrder) => {
    const query = parse({ ...filters });
    let advisorId: number | undefined;
    if (scope === 'advisor')
      advisorId = await idOf(sql`select min(user_id) as id from users where role = 'advisor'`);
    if (scope === 'university')
      query.universityId = await idOf(sql`select min(university_id) as id from universities`);
    if (scope === 'country') query.countryId = await idOf(sql`select min(country_id) as id from countries`);
    const { page, count } = searchQueries(t.database.db, query, advisorId);

    const [plan, countPlan] = [await planOf(page), await planOf(count)];

    const both = `${plan}\n---\n${countPlan}`;
    for (const index of indexes) expect(both, both).toContain(index);
    // The page never reads the whole applications table (a count without a filter has to).
    expect(plan, plan).not.toMatch(/Seq Scan on admission_applications/);
    if (inOrder) expect(plan, plan).not.toMatch(/Sort\b/);
  });

  it('answers each of them correctly too', async () => {
    const advisorId = await idOf(sql`select min(user_id) as id from users where role = 'advisor'`);
    const { page, count } = searchQueries(t.database.db, parse({ status: 'Pending' }), advisorId);
    const [rows, [total]] = await Promise.all([page, count]);
    const expected = (await t.database.db.execute(sql`
      select count(*)::int as id from admission_applications a join chats c on c.student_id = a.user_id
      where c.advisor_id = ${advisorId} and a.status = 'Pending'`)) as unknown as {
      rows: Array<{ id: number }>;
    };
    expect(total!.n).toBe(expected.rows[0]!.id);
    expect(rows.length).toBe(Math.min(20, total!.n));
    expect(rows.every((r) => r.status === 'Pending' && r.advisorId === advisorId)).toBe(true);
  });
});
