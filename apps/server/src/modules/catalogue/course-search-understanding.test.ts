import type { CourseSearchResult } from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import {
  createCategory,
  createCountry,
  createCourse,
  createUniversity,
} from '../../test/catalogue-factories';
import { apiClient } from '../../test/http';

/**
 * Course search reads the words students type (docs/catalogue.md#how-search-reads-a-query), on a
 * catalogue named the way the demo's is: BSc/MSc/MEng/MBA/PhD/Diploma courses in four countries.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
const countryIds: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  const db = t.database.db;
  const computing = await createCategory(db, { categoryName: 'Computer Science & IT' });
  const business = await createCategory(db, { categoryName: 'Business & Management' });
  const engineering = await createCategory(db, { categoryName: 'Engineering & Technology' });
  const science = await createCategory(db, { categoryName: 'Natural Sciences' });
  const places = [
    ['CA', 'Canada'],
    ['US', 'United States'],
    ['GB', 'United Kingdom'],
    ['DE', 'Germany'],
  ] as const;
  for (const [isoCode, countryName] of places) {
    const [existing] = await db.select().from(countries).where(eq(countries.isoCode, isoCode));
    const country = existing ?? (await createCountry(db, { isoCode, countryName }));
    countryIds[isoCode] = country.countryId;
    for (const n of [1, 2]) {
      const university = await createUniversity(db, country.countryId, {
        universityName: `${countryName} University ${n}`,
      });
      const course = (courseCategoryId: number, courseName: string, courseType: string) =>
        createCourse(
          db,
          { universityId: university.universityId, courseCategoryId },
          { courseName, courseType },
        );
      const computingId = computing.courseCategoryId;
      await course(computingId, 'BSc Computer Science', 'Undergraduate');
      await course(
        computingId,
        isoCode === 'US' ? 'MS Computer Science' : 'MSc Computer Science',
        'Postgraduate',
      );
      await course(computingId, 'MSc Computer Science Machine Learning', 'Postgraduate');
      await course(computingId, 'MSc Data Science', 'Postgraduate');
      await course(computingId, 'PhD in Computer Science', 'PhD');
      await course(computingId, 'Diploma in Computer Science', 'Diploma');
      await course(computingId, 'MSc Cloud Computing', 'Postgraduate');
      await course(business.courseCategoryId, 'MBA', 'Postgraduate');
      await course(business.courseCategoryId, 'BBA Business Administration', 'Undergraduate');
      await course(business.courseCategoryId, 'MSc Finance', 'Postgraduate');
      await course(engineering.courseCategoryId, 'MEng Mechanical Engineering', 'Postgraduate');
      await course(engineering.courseCategoryId, 'BEng Mechanical Engineering', 'Undergraduate');
      await course(science.courseCategoryId, 'MSc Physics', 'Postgraduate');
    }
  }
});
afterAll(() => t.close());

async function search(q: string, more = '') {
  const answer = await api.get<CourseSearchResult>(
    `course/search?q=${encodeURIComponent(q)}&pageSize=50${more}`,
  );
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data;
}

describe('GET /course/search reads how students ask', () => {
  it.each([
    ['masters in computer science', /computer science/i],
    ['master computer science', /computer science/i],
    ['MS CS', /computer science/i],
    ['MSCS', /computer science/i],
    ['MEng computer', /computer/i],
  ])('%s: postgraduate computer-science courses only', async (q, name) => {
    const result = await search(q);
    // 2 per university, 2 universities in each of 4 countries ("MEng computer" also finds Cloud Computing).
    expect(result.total).toBeGreaterThanOrEqual(16);
    for (const course of result.items) {
      expect(course.courseType).toBe('Postgraduate');
      expect(course.courseName).toMatch(name);
    }
    expect(result.understood).toMatchObject({ courseType: 'Postgraduate' });
    // The facets count within the understood filter too.
    expect(result.facets.courseType.map((b) => b.value)).toEqual(['Postgraduate']);
  });

  it('mba canada: Canadian MBAs only, and says what it understood', async () => {
    const result = await search('mba canada');
    expect(result.total).toBe(2);
    for (const course of result.items) {
      expect(course).toMatchObject({ courseName: 'MBA', courseType: 'Postgraduate' });
      expect(course.CountryModel.countryId).toBe(countryIds.CA);
    }
    expect(result.understood).toEqual({
      courseType: 'Postgraduate',
      countryId: countryIds.CA,
      countryName: 'Canada',
      terms: ['mba'],
    });
  });

  it('a short form or another name of a country is that country: uk, deutschland, states', async () => {
    for (const [q, code] of [
      ['msc physics uk', 'GB'],
      ['msc physics deutschland', 'DE'],
      ['masters physics in the states', 'US'],
    ] as const) {
      const result = await search(q);
      expect(result.total, q).toBe(2);
      expect(result.items.map((c) => c.CountryModel.countryId)).toEqual([countryIds[code], countryIds[code]]);
    }
  });

  it('a country the catalogue does not show stays in the words, as before', async () => {
    const result = await search('msc physics ireland');
    expect(result.understood).toEqual({ courseType: 'Postgraduate', terms: ['physics', 'ireland'] });
    expect(result.total).toBe(0);
  });

  it('a filter the student set wins over the one read from the words', async () => {
    const result = await search(
      'masters computer science canada',
      `&courseType=PhD&country=${countryIds.US}`,
    );
    expect(result.items.map((c) => [c.courseName, c.CountryModel.countryId])).toEqual([
      ['PhD in Computer Science', countryIds.US],
      ['PhD in Computer Science', countryIds.US],
    ]);
    expect(result.understood).toEqual({ terms: ['computer', 'science'] });
  });

  it('a search without words reads nothing and answers as before', async () => {
    const result = await search('', '&courseType=PhD');
    expect(result.understood).toBeUndefined();
    expect(result.total).toBe(8);
  });
});
