import type { CourseSearchResult } from '@edupath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import {
  createCategory,
  createCountry,
  createCourse,
  createUniversity,
} from '../../test/catalogue-factories';
import { apiClient } from '../../test/http';

/**
 * What a student may type into course search, however odd: the landing results or a 400 with a
 * message, never a 500 (docs/catalogue.md#how-search-reads-a-query).
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let landing: CourseSearchResult;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  const db = t.database.db;
  const category = await createCategory(db);
  const country = await createCountry(db, { isoCode: 'CA', countryName: 'Canada' });
  const university = await createUniversity(db, country.countryId, { universityName: 'Oddinput University' });
  for (const [courseName, courseType] of [
    ['MSc Computer Science', 'Postgraduate'],
    ['MBA', 'Postgraduate'],
    ['BA History', 'Undergraduate'],
  ]) {
    await createCourse(
      db,
      { universityId: university.universityId, courseCategoryId: category.courseCategoryId },
      { courseName, courseType },
    );
  }
  landing = (await api.get<CourseSearchResult>('course/search')).body.data;
});
afterAll(() => t.close());

const get = (q: string) => api.get<CourseSearchResult>(`course/search?q=${encodeURIComponent(q)}`);

describe('course search and odd input', () => {
  it.each([
    ['empty', ''],
    ['spaces', '   '],
    ['only stop words', 'in the of for course university'],
    ['only Hinglish stop words', 'me mein ke liye'],
    ['only punctuation', '!!! ??? ...'],
    ['control characters', '\u0001\u0002\u001f'],
  ])('%s: the landing results', async (_name, q) => {
    const answer = await get(q);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data.items.map((c) => c.courseId)).toEqual(landing.items.map((c) => c.courseId));
    expect(answer.body.data.total).toBe(landing.total);
  });

  it.each([
    ['emoji', '🎓📚'],
    ['emoji beside words', 'mba 🎓'],
    ['SQL', "'; DROP TABLE courses; --"],
    ['SQL comment and quotes', `mba" OR 1=1 /* */ --`],
    ['LIKE wildcards', '%_%\\'],
    ['regex metacharacters', '.*+?^$' + '{}()|[]\\ (a+)+$'],
    ['tsquery operators', 'mba & | ! <-> :* ()'],
    ['a huge budget', 'mba under 999999999999999999999 lakh'],
    ['a zero budget', 'mba under 0 lakh'],
    ['a budget with odd digits', 'under 1,,,,,2 lakh'],
    [
      'many unknown words',
      Array.from({ length: 30 }, (_, i) => `zqxj${'abcdefghij'[i % 10]}word`)
        .join(' ')
        .slice(0, 200),
    ],
    ['200 characters of one word', 'a'.repeat(200)],
  ])('%s: an answer, never a 500', async (_name, q) => {
    const answer = await get(q);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.success).toBe(true);
  });

  it.each([
    ['a NUL byte', '\u0000'],
    ['a NUL inside words', 'mba\u0000canada'],
  ])('%s: 400 with a message', async (_name, q) => {
    const answer = await get(q);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/NUL/);
  });

  it('other control characters read as spaces', async () => {
    const answer = await get('mba\u0001canada');
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data.understood).toMatchObject({
      courseType: 'Postgraduate',
      countryName: 'Canada',
      terms: ['mba'],
    });
    expect(answer.body.data.items.map((c) => c.courseName)).toEqual(['MBA']);
  });

  it('2,000 characters: 400 with a message and the field', async () => {
    const answer = await get('computer science '.repeat(118).slice(0, 2000));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/q must be at most 200 characters/);
    expect(answer.body.errors?.q).toBeTruthy();
  });

  it('a huge budget is the largest fee a request may name', async () => {
    const answer = await get('mba under 999999999999999999999 lakh');
    expect(answer.body.data.understood?.budget?.maxInr).toBe(100_000_000);
    expect(answer.body.data.items.map((c) => c.courseName)).toEqual(['MBA']);
  });
});
