import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { SAMPLE_PROFILE } from '../../test/profile-factories';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

type Row = Record<string, unknown>;

async function storedScores(userId: number) {
  const result = (await t.database.db.execute(
    sql`select test_type, mark_obtained from test_scores where user_id = ${userId}`,
  )) as { rows: Row[] };
  return result.rows;
}

/** Impossible scores, one case per test, and the field messages the server answers with (in form order). */
const IMPOSSIBLE: Array<[test: string, body: Row, errors: Record<string, string>]> = [
  [
    'IELTS',
    {
      testType: 'ielts',
      sections: { listening: 9.5, reading: 6.25, writing: -1, speaking: 'eight' },
      percentile: '80',
    },
    {
      'sections.listening': 'Listening must be from 0 to 9 in steps of 0.5',
      'sections.reading': 'Reading must be from 0 to 9 in steps of 0.5',
      'sections.writing': 'Writing must be from 0 to 9 in steps of 0.5',
      'sections.speaking': 'Speaking must be from 0 to 9 in steps of 0.5',
      percentile: 'IELTS does not report a percentile',
    },
  ],
  [
    'TOEFL iBT',
    { testType: 'toefl', sections: { listening: 31, reading: 29.5, writing: 20 }, maximumMark: '100' },
    {
      'sections.listening': 'Listening must be from 0 to 30',
      'sections.reading': 'Reading must be from 0 to 30',
      'sections.speaking': 'Speaking is required',
      maximumMark: 'TOEFL iBT is scored out of 120',
    },
  ],
  [
    'TOEFL iBT on the 1–6 bands',
    { testType: 'toeflBands', sections: { listening: 0.5, reading: 6.5, writing: 4.25, speaking: 5 } },
    {
      'sections.listening': 'Listening must be from 1 to 6 in steps of 0.5',
      'sections.reading': 'Reading must be from 1 to 6 in steps of 0.5',
      'sections.writing': 'Writing must be from 1 to 6 in steps of 0.5',
    },
  ],
  [
    'PTE Academic',
    { testType: 'pte', markObtained: 95, sections: { speaking: 9 } },
    {
      'sections.speaking': 'Speaking must be from 10 to 90',
      markObtained: 'Overall score must be from 10 to 90',
    },
  ],
  [
    'Duolingo English Test',
    { testType: 'duolingo', markObtained: 122, sections: { literacy: 165 } },
    {
      'sections.literacy': 'Literacy must be from 10 to 160 in steps of 5',
      markObtained: 'Overall score must be from 10 to 160 in steps of 5',
    },
  ],
  [
    'GRE',
    { testType: 'gre', sections: { verbal: 129, quant: 171, writing: 6.5 } },
    {
      'sections.verbal': 'Verbal Reasoning must be from 130 to 170',
      'sections.quant': 'Quantitative Reasoning must be from 130 to 170',
      'sections.writing': 'Analytical Writing must be from 0 to 6 in steps of 0.5',
    },
  ],
  [
    'GMAT Focus',
    { testType: 'gmat', markObtained: 800, percentile: 101, sections: { dataInsights: 91 } },
    {
      'sections.dataInsights': 'Data Insights must be from 60 to 90',
      markObtained: 'Total score must be from 205 to 805 in steps of 10',
      percentile: 'Percentile must be a whole number from 0 to 100',
    },
  ],
  [
    'SAT',
    { testType: 'sat', sections: { readingWriting: 805, math: 555 }, percentile: '88.5' },
    {
      'sections.readingWriting': 'Reading and Writing must be from 200 to 800 in steps of 10',
      'sections.math': 'Math must be from 200 to 800 in steps of 10',
      percentile: 'Percentile must be a whole number from 0 to 100',
    },
  ],
  ['an unknown test', { testType: 'cat' }, { testType: 'Choose a test from the list' }],
  ['no test chosen', { testType: '' }, { testType: 'Test is required' }],
];

describe('test scores: the rules of each test', () => {
  it.each(IMPOSSIBLE)(
    '%s: impossible values → 400 with a message per field, nothing stored',
    async (_, body, errors) => {
      const { user, token } = await signedIn(t.database.db, api);
      const answer = await api.post('profile/testScore', { token, body });
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.errors).toEqual(errors);
      expect(answer.body.message).toBe(Object.values(errors)[0]);
      expect(await storedScores(user.userId)).toEqual([]);
    },
  );

  it('works out the overall where the test does: IELTS to the nearest half band, a quarter rounding up', async () => {
    const { token } = await signedIn(t.database.db, api);
    const bands = async (listening: number, reading: number, writing: number, speaking: number) =>
      (
        await api.post<Row>('profile/testScore', {
          token,
          body: { testType: 'ielts', sections: { listening, reading, writing, speaking } },
        })
      ).body.data.markObtained;
    expect(await bands(8, 7.5, 6.5, 7)).toBe('7.5'); // 7.25
    expect(await bands(7, 7, 6.5, 6.5)).toBe('7.0'); // 6.75
    expect(await bands(6.5, 6, 6, 6)).toBe('6.0'); // 6.125
    expect(await bands(9, 9, 9, 9)).toBe('9.0');

    const toefl = await api.post<Row>('profile/testScore', {
      token,
      body: { testType: 'toefl', sections: { listening: 30, reading: 29, writing: 26, speaking: 23 } },
    });
    expect(toefl.body.data).toMatchObject({ testName: 'TOEFL iBT', maximumMark: '120', markObtained: '108' });

    // GRE: Verbal + Quantitative; Analytical Writing is reported beside it.
    const gre = await api.post<Row>('profile/testScore', {
      token,
      body: { testType: 'gre', sections: { verbal: '158', quant: '167', writing: '4.5' } },
    });
    expect(gre.body.data).toMatchObject({
      testName: 'GRE General Test',
      maximumMark: '340',
      markObtained: '325',
      sections: { verbal: 158, quant: 167, writing: 4.5 },
    });
  });

  it('refuses an overall that the section scores do not give', async () => {
    const { user, token } = await signedIn(t.database.db, api);
    const answer = await api.post('profile/testScore', {
      token,
      body: { testType: 'sat', markObtained: 1500, sections: { readingWriting: 720, math: 760 } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ markObtained: 'Total score must be 1480 for these section scores' });
    expect(await storedScores(user.userId)).toEqual([]);
  });

  it('takes an entered overall with optional sections, and a percentile only where the test reports one', async () => {
    const { token } = await signedIn(t.database.db, api);
    const gmat = await api.post<Row>('profile/testScore', {
      token,
      body: { testType: 'gmat', markObtained: '655', percentile: '88', sections: { quant: 84 } },
    });
    expect(gmat.status).toBe(200);
    expect(gmat.body.data).toMatchObject({
      testType: 'gmat',
      testName: 'GMAT Focus Edition',
      maximumMark: '805',
      markObtained: '655',
      percentile: '88',
      isPercentile: true,
      sections: { quant: 84 },
    });

    // No percentile given: nothing to show as one.
    const pte = await api.post<Row>('profile/testScore', {
      token,
      body: { testType: 'pte', markObtained: 79 },
    });
    expect(pte.body.data).toMatchObject({
      markObtained: '79',
      percentile: '',
      isPercentile: false,
      sections: {},
    });

    const missing = await api.post('profile/testScore', { token, body: { testType: 'duolingo' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ markObtained: 'Overall score is required' });
  });

  it('an edit can change the test, and the row follows the new one', async () => {
    const { token } = await signedIn(t.database.db, api);
    const created = await api.post<Row>('profile/testScore', { token, body: SAMPLE_PROFILE.testScores[1] });
    const testScoreId = created.body.data.testScoreId;
    const edited = await api.post<Row>('profile/testScore', {
      token,
      body: {
        testScoreId,
        testType: 'other',
        testName: 'GRE (old 200–800 scale)',
        maximumMark: '1600',
        markObtained: '1400',
        percentile: '90',
        sections: { verbal: 152 },
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      testScoreId,
      testType: 'other',
      markObtained: '1400',
      sections: {},
    });
  });

  it('reads rows saved before the rules as free text, whatever they hold', async () => {
    const { user, token } = await signedIn(t.database.db, api);
    // As a row stood before migration 0004: no test type, no sections, a value no test allows.
    await t.database.db.execute(
      sql`insert into test_scores (user_id, test_name, maximum_mark, mark_obtained, percentile)
          values (${user.userId}, 'IELTS', '9', '12', '85')`,
    );
    const list = await api.get<Row[]>('profile/testScore', { token });
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject([
      { testType: 'other', testName: 'IELTS', markObtained: '12', percentile: '85', sections: {} },
    ]);
  });
});

describe('marks of school and college entries', () => {
  const school = SAMPLE_PROFILE.schools[0];
  const college = SAMPLE_PROFILE.colleges[0];

  it.each([
    [
      { gradeScale: 'percentage', grade: 100.5 },
      { grade: 'A percentage must be from 0 to 100, with at most two decimals' },
    ],
    [
      { gradeScale: 'cgpa10', grade: '8.456' },
      { grade: 'A CGPA out of 10 must be from 0 to 10, with at most two decimals' },
    ],
    [
      { gradeScale: 'gpa4', grade: 4.3 },
      { grade: 'A GPA out of 4 must be from 0 to 4, with at most two decimals' },
    ],
    [{ gradeScale: 'gpa4', grade: 'B+' }, { grade: 'Enter the marks on this scale' }],
    [{ gradeScale: 'cgpa10', grade: '' }, { grade: 'Enter the marks on this scale' }],
    [{ gradeScale: null, grade: 88 }, { gradeScale: 'Choose the scale of the marks' }],
    [
      { gradeScale: 'grade', grade: 8 },
      { gradeScale: 'The scale must be a percentage, a CGPA out of 10 or a GPA out of 4' },
    ],
  ])('%j → 400 with %j, on school and college alike', async (marks, errors) => {
    const { user, token } = await signedIn(t.database.db, api);
    for (const [path, base] of [
      ['profile/school', school],
      ['profile/college', college],
    ] as const) {
      const answer = await api.post(path, { token, body: { ...base, ...marks } });
      expect(answer.status, path).toBe(400);
      expect(answer.body.errors, path).toEqual(errors);
    }
    const stored = (await t.database.db.execute(
      sql`select (select count(*) from schools where user_id = ${user.userId}) + (select count(*) from colleges where user_id = ${user.userId}) as n`,
    )) as { rows: Array<{ n: number | string }> };
    expect(Number(stored.rows[0]!.n)).toBe(0);
  });

  it('keeps marks with their scale, or none at all', async () => {
    const { token } = await signedIn(t.database.db, api);
    const gpa = await api.post<Row>('profile/college', {
      token,
      body: { ...college, gradeScale: 'gpa4', grade: '3.85' },
    });
    expect(gpa.body.data).toMatchObject({ gradeScale: 'gpa4', grade: 3.85 });
    const none = await api.post<Row>('profile/school', {
      token,
      body: { schoolName: 'Kendriya Vidyalaya', standard: '10th', year: '2014', gradeScale: '', grade: '' },
    });
    expect(none.body.data).toMatchObject({ gradeScale: null, grade: null });
  });
});
