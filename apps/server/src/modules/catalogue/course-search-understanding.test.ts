import type { CourseSearchResult } from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncFirstYearCosts } from '../../db/first-year-costs';
import { readReferenceRates } from '../../db/reference-rates';
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
  // The first-year totals a budget compares (docs/catalogue.md#first-year-total).
  await syncFirstYearCosts(db);
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

describe('GET /course/search reads a budget', () => {
  const totals = (result: CourseSearchResult) => result.items.map((c) => c.firstYearTotalInr!);

  it('"under N lakh" is a first-year total ceiling, and the answer says so', async () => {
    const all = totals(await search('computer science'));
    const sorted = [...all].sort((a, b) => a - b);
    const lakh = Math.floor(sorted[Math.floor(sorted.length / 2)]! / 100_000);
    const result = await search(`computer science under ${lakh} lakh`);
    expect(result.understood).toMatchObject({
      terms: ['computer', 'science'],
      budget: { maxInr: lakh * 100_000, cheap: false, words: `under ${lakh} lakh` },
    });
    expect(result.total).toBeGreaterThan(0);
    expect(result.total).toBe(all.filter((n) => n <= lakh * 100_000).length);
    for (const total of totals(result)) expect(total).toBeLessThanOrEqual(lakh * 100_000);
  });

  it('converts a ceiling in another currency at the reference rate', async () => {
    const usd = readReferenceRates().get('USD')!.inrPerUnit;
    const result = await search('mba under 40k usd');
    expect(result.understood?.budget).toEqual({
      maxInr: Math.round(40_000 * usd),
      words: 'under 40 k usd',
      cheap: false,
    });
    expect(result.understood?.terms).toEqual(['mba']);
  });

  it('a fee ceiling the request sets wins over the words', async () => {
    const result = await search('mba under 1 lakh', '&maxFee=100000000');
    expect(result.understood?.budget).toBeUndefined();
    expect(result.total).toBe(8);
  });

  it('"cheap" keeps the cheapest third of the first-year totals', async () => {
    const all = totals(await search('mba')).sort((a, b) => a - b);
    const result = await search('cheap mba');
    const ceiling = result.understood?.budget?.maxInr;
    expect(result.understood?.budget).toMatchObject({ cheap: true, words: 'cheap' });
    expect(all).toContain(ceiling);
    expect(result.total).toBe(all.filter((n) => n <= ceiling!).length);
    expect(result.total).toBeGreaterThanOrEqual(Math.floor(all.length / 3));
    expect(result.total).toBeLessThan(all.length);
  });
});

describe('GET /course/search tolerates typos', () => {
  it('computer sciense: shows results for computer science and says so', async () => {
    const result = await search('computer sciense');
    expect(result.understood).toMatchObject({
      corrections: [{ from: 'sciense', to: 'science' }],
      showingResultsFor: 'computer science',
    });
    expect(result.total).toBeGreaterThan(0);
    for (const course of result.items) expect(course.courseName).toMatch(/computer science/i);
  });

  it('a misspelt country becomes the country filter: msc physics germnay', async () => {
    const result = await search('msc physics germnay');
    expect(result.understood).toMatchObject({
      countryId: countryIds.DE,
      courseType: 'Postgraduate',
      corrections: [{ from: 'germnay', to: 'germany' }],
    });
    expect(result.items.map((c) => c.courseName)).toEqual(['MSc Physics', 'MSc Physics']);
  });

  it('artifical inteligence: read as the vocabulary words', async () => {
    const result = await search('artifical inteligence');
    expect(result.understood?.corrections).toEqual([
      { from: 'artifical', to: 'artificial' },
      { from: 'inteligence', to: 'intelligence' },
    ]);
    expect(result.understood?.showingResultsFor).toBe('artificial intelligence');
  });

  it('a word the catalogue has is never corrected, nor is a word nothing is near', async () => {
    expect((await search('physics')).understood?.corrections).toBeUndefined();
    const nothing = await search('zqxjv');
    expect(nothing.understood?.corrections).toBeUndefined();
    expect(nothing.total).toBe(0);
  });
});

describe('GET /course/search with readLevel=false', () => {
  it('reads no level from the words: the student removed that chip', async () => {
    const result = await search('mba', '&readLevel=false');
    expect(result.understood).toEqual({ terms: ['mba'] });
    expect(result.total).toBe(8);
  });
});
