import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colleges, schools, testScores, workExperiences } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { createFullProfile, SAMPLE_PROFILE } from '../../test/profile-factories';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

type Row = Record<string, unknown>;

interface Section {
  path: string;
  idKey: string;
  table: PgTable;
  valid: Row;
  /** A valid row whose required fields are all kept as typed (a known test's name comes from the test). */
  freeText?: Row;
  edited: Row;
  required: Record<string, string>;
}

const SECTIONS: Section[] = [
  {
    path: 'profile/school',
    idKey: 'schoolId',
    table: schools,
    valid: { ...SAMPLE_PROFILE.schools[0] },
    edited: {
      schoolName: 'Delhi Public School',
      standard: '12th',
      year: '2017-2018',
      gradeScale: 'cgpa10',
      grade: 9.2,
    },
    required: {
      schoolName: 'School name is required',
      standard: 'Standard is required',
      year: 'Year is required',
    },
  },
  {
    path: 'profile/college',
    idKey: 'collegeId',
    table: colleges,
    valid: { ...SAMPLE_PROFILE.colleges[0] },
    edited: {
      collegeName: 'IIT Bombay',
      courseType: 'Postgraduate',
      courseName: 'M.Tech in Data Science',
      startYear: '2022',
      endYear: 'Present',
      // Editing can take the marks off again.
      gradeScale: null,
      grade: null,
    },
    required: {
      collegeName: 'College name is required',
      courseType: 'Course type is required',
      courseName: 'Course name is required',
      startYear: 'Start year is required',
      endYear: 'End year is required',
    },
  },
  {
    path: 'profile/workExp',
    idKey: 'workExperienceId',
    table: workExperiences,
    valid: { ...SAMPLE_PROFILE.workExperiences[0] },
    edited: {
      companyName: 'TCS',
      designation: 'Senior Engineer',
      location: 'Mumbai',
      startYear: '2019',
      endYear: '2021',
    },
    required: {
      companyName: 'Company name is required',
      designation: 'Designation is required',
      location: 'Location is required',
      startYear: 'Start year is required',
      endYear: 'End year is required',
    },
  },
  {
    path: 'profile/testScore',
    idKey: 'testScoreId',
    table: testScores,
    valid: { ...SAMPLE_PROFILE.testScores[0] },
    freeText: {
      testType: 'other',
      testName: 'CAT',
      maximumMark: '100',
      markObtained: '97',
      percentile: '97',
      isPercentile: true,
      sections: {},
    },
    edited: {
      testType: 'toefl',
      testName: 'TOEFL iBT',
      maximumMark: '120',
      markObtained: '104',
      percentile: '',
      isPercentile: false,
      sections: { listening: 27, reading: 28, writing: 24, speaking: 25 },
    },
    required: {
      testName: 'Test name is required',
      maximumMark: 'Maximum mark is required',
      markObtained: 'Mark obtained is required',
      percentile: 'Percentile is required',
    },
  },
];

/** The section's rows of one user straight from the database, in a stable order. */
async function rowsOf(table: PgTable, userId: number) {
  return query(sql`select * from ${table} where user_id = ${userId} order by 1`);
}

/** Raw SQL answers `{ rows }` on both drivers (HELPERS.md). */
async function query(statement: SQL) {
  const result = (await t.database.db.execute(statement)) as { rows: Row[] };
  return result.rows;
}

describe.each(SECTIONS)('$path', (section) => {
  it('creates, lists (data is the list), edits and deletes own rows', async () => {
    const { user, token } = await signedIn(t.database.db, api);
    const events: number[] = [];
    const stop = t.app.events.subscribe('profile.changed', ({ userId }) => events.push(userId));

    expect((await api.get<Row[]>(section.path, { token })).body.data).toEqual([]);

    const created = await api.post<Row>(section.path, { token, body: section.valid });
    expect(created.status).toBe(200);
    expect(created.body.message).toMatch(/added$/);
    const id = created.body.data[section.idKey] as number;
    expect(created.body.data).toEqual({ [section.idKey]: id, userId: user.userId, ...section.valid });

    const second = await api.post<Row>(section.path, { token, body: section.valid });
    const list = await api.get<Row[]>(section.path, { token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((r) => r[section.idKey])).toEqual([id, second.body.data[section.idKey]]);

    const edited = await api.post<Row>(section.path, {
      token,
      body: { ...section.edited, [section.idKey]: id },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toMatch(/updated$/);
    expect(edited.body.data).toEqual({ [section.idKey]: id, userId: user.userId, ...section.edited });
    expect(await rowsOf(section.table, user.userId)).toHaveLength(2);

    const deleted = await api.delete(`${section.path}?${section.idKey}=${id}`, { token });
    expect(deleted.status).toBe(200);
    const left = (await api.get<Row[]>(section.path, { token })).body.data;
    expect(left.map((r) => r[section.idKey])).toEqual([second.body.data[section.idKey]]);
    expect(await rowsOf(section.table, user.userId)).toHaveLength(1);

    // Deleting again finds nothing.
    expect((await api.delete(`${section.path}?${section.idKey}=${id}`, { token })).status).toBe(404);

    stop();
    expect(events).toEqual([user.userId, user.userId, user.userId, user.userId]);
  });

  it('answers every missing field with its documented message and writes nothing', async () => {
    const { user, token } = await signedIn(t.database.db, api);
    const answer = await api.post(section.path, { token, body: {} });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.errors).toEqual(section.required);

    const blanks = Object.fromEntries(Object.keys(section.required).map((key) => [key, '   ']));
    const blankAnswer = await api.post(section.path, { token, body: blanks });
    expect(blankAnswer.status).toBe(400);
    expect(blankAnswer.body.errors).toMatchObject(
      Object.fromEntries(
        Object.entries(section.required).filter(([key]) => key !== 'courseType' && !key.endsWith('Year')),
      ),
    );
    expect(await rowsOf(section.table, user.userId)).toEqual([]);
  });

  it('refuses over-long text with a clear message', async () => {
    const { user, token } = await signedIn(t.database.db, api);
    const [firstField] = Object.keys(section.required);
    const answer = await api.post(section.path, {
      token,
      body: { ...(section.freeText ?? section.valid), [firstField!]: 'x'.repeat(201) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[firstField!]).toMatch(/must be at most \d+ characters$/);
    expect(await rowsOf(section.table, user.userId)).toEqual([]);
  });

  it('needs a numeric id to delete and a session for everything', async () => {
    const { token } = await signedIn(t.database.db, api);
    const missing = await api.delete(section.path, { token });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty(section.idKey);
    expect((await api.delete(`${section.path}?${section.idKey}=abc`, { token })).status).toBe(400);

    expect((await api.get(section.path)).status).toBe(401);
    expect((await api.post(section.path, { body: section.valid })).status).toBe(401);
    expect((await api.delete(`${section.path}?${section.idKey}=1`)).status).toBe(401);
  });
});

describe('ownership', () => {
  it("B can neither read, edit nor delete A's rows through any endpoint, and A's rows stay as they were", async () => {
    const a = await signedIn(t.database.db, api);
    const b = await signedIn(t.database.db, api);
    const rowsA = await createFullProfile(t.database.db, a.user.userId);
    const ids: Record<string, number> = {
      schoolId: rowsA.school.schoolId,
      collegeId: rowsA.college.collegeId,
      workExperienceId: rowsA.workExperience.workExperienceId,
      testScoreId: rowsA.testScore.testScoreId,
    };
    const before = await Promise.all(SECTIONS.map((s) => rowsOf(s.table, a.user.userId)));

    for (const section of SECTIONS) {
      const id = ids[section.idKey]!;
      // B's list holds none of A's rows.
      expect((await api.get<Row[]>(section.path, { token: b.token })).body.data).toEqual([]);
      const edit = await api.post(section.path, {
        token: b.token,
        body: { ...section.edited, [section.idKey]: id, userId: a.user.userId },
      });
      expect(edit.status, section.path).toBe(404);
      const remove = await api.delete(`${section.path}?${section.idKey}=${id}`, { token: b.token });
      expect(remove.status, section.path).toBe(404);
    }

    const basicInfo = await api.get<{ profileId: number | null; email: string }>('profile/basicInfo', {
      token: b.token,
    });
    expect(basicInfo.body.data.profileId).toBeNull();
    expect(basicInfo.body.data.email).toBe(b.user.email);
    const form = new FormData();
    form.append('profileId', String(rowsA.profile.profileId));
    form.append('fullname', 'Mallory');
    form.append('email', 'mallory@example.com');
    form.append('phone', '9999999999');
    expect((await api.post('profile/basicInfo', { token: b.token, raw: form })).status).toBe(404);

    expect(await Promise.all(SECTIONS.map((s) => rowsOf(s.table, a.user.userId)))).toEqual(before);
    const profilesOfA = await query(
      sql`select fullname, email from profiles where user_id = ${a.user.userId}`,
    );
    expect(profilesOfA).toEqual([{ fullname: rowsA.profile.fullname, email: rowsA.profile.email }]);
    const profilesOfB = await query(sql`select 1 from profiles where user_id = ${b.user.userId}`);
    expect(profilesOfB).toEqual([]);
  });

  it('a userId in the payload is ignored: the row belongs to the session user', async () => {
    const a = await signedIn(t.database.db, api);
    const b = await signedIn(t.database.db, api);
    for (const section of SECTIONS) {
      const answer = await api.post<Row>(section.path, {
        token: b.token,
        body: { ...section.valid, userId: a.user.userId },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.userId).toBe(b.user.userId);
      expect(await rowsOf(section.table, a.user.userId)).toEqual([]);
      expect(await rowsOf(section.table, b.user.userId)).toHaveLength(1);
    }
  });
});

describe('field rules', () => {
  const college = SAMPLE_PROFILE.colleges[0];
  const work = SAMPLE_PROFILE.workExperiences[0];

  it('accepts only the five course types', async () => {
    const { user, token } = await signedIn(t.database.db, api);
    const bad = await api.post('profile/college', { token, body: { ...college, courseType: 'Bachelors' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      courseType: 'Course type must be Undergraduate, Postgraduate, Diploma, Certificate or PhD',
    });
    for (const courseType of ['Undergraduate', 'Postgraduate', 'Diploma', 'Certificate', 'PhD']) {
      expect((await api.post('profile/college', { token, body: { ...college, courseType } })).status).toBe(
        200,
      );
    }
    expect(await rowsOf(colleges, user.userId)).toHaveLength(5);
  });

  it("takes end years as YYYY or 'Present' (any case), not before the start year", async () => {
    const { token } = await signedIn(t.database.db, api);
    for (const path of ['profile/college', 'profile/workExp']) {
      const base = path === 'profile/college' ? college : work;
      const present = await api.post<Row>(path, { token, body: { ...base, endYear: 'present' } });
      expect(present.body.data.endYear).toBe('Present');

      const soon = await api.post(path, { token, body: { ...base, endYear: 'soon' } });
      expect(soon.status).toBe(400);
      expect(soon.body.errors).toEqual({ endYear: "End year must be a year such as 2023, or 'Present'" });

      const early = await api.post(path, { token, body: { ...base, startYear: '2020', endYear: '2018' } });
      expect(early.status).toBe(400);
      expect(early.body.errors).toEqual({ endYear: 'End year cannot be before the start year' });

      const start = await api.post(path, { token, body: { ...base, startYear: 'last year' } });
      expect(start.body.errors).toEqual({ startYear: 'Start year must be a year such as 2019' });
    }
  });

  it("keeps an unlisted test's values as free text, numbers included (SPEC's fields only)", async () => {
    const { token } = await signedIn(t.database.db, api);
    const answer = await api.post<Row>('profile/testScore', {
      token,
      body: {
        testName: 'Duolingo',
        maximumMark: 160,
        markObtained: '125+',
        percentile: 'top 10',
        isPercentile: 'true',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      testType: 'other',
      maximumMark: '160',
      markObtained: '125+',
      percentile: 'top 10',
      isPercentile: true,
      sections: {},
    });
  });

  it('school year is free text, e.g. a range', async () => {
    const { token } = await signedIn(t.database.db, api);
    const answer = await api.post<Row>('profile/school', {
      token,
      body: { schoolName: 'Kendriya Vidyalaya', standard: '12th', year: '2014 - 2016' },
    });
    expect(answer.body.data.year).toBe('2014 - 2016');
  });
});
