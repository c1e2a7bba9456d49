import type { CourseSearchFilters, CourseSearchResult } from '@edupath/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { startTestApp, type TestApp, usingPostgres } from '../../test/app';
import {
  createCategory,
  createCountry,
  createCourse,
  createUniversity,
  uniqueWord,
} from '../../test/catalogue-factories';
import { apiClient } from '../../test/http';
import { searchResultsQuery } from './course-search.repository';

let t: TestApp;
let api: ReturnType<typeof apiClient>;

/**
 * A small catalogue with known answers. Every university name carries `word`, so `q=word`
 * selects exactly these five courses whatever else the database holds.
 */
const word = uniqueWord();
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  const db = t.database.db;
  const zembla = await createCountry(db, { countryName: `Zembla${word}` });
  const ruritania = await createCountry(db, { countryName: `Ruritania${word}` });
  const kinbote = await createUniversity(db, zembla.countryId, {
    universityName: `Kinbote${word} Institute`,
    qsRank: 15,
  });
  const shade = await createUniversity(db, zembla.countryId, { universityName: `Shade${word} College` });
  const strelsau = await createUniversity(db, ruritania.countryId, {
    universityName: `Strelsau${word} Data Institute`,
    qsRank: 120,
  });
  const tech = await createCategory(db);
  const arts = await createCategory(db);
  Object.assign(ids, {
    zembla: zembla.countryId,
    ruritania: ruritania.countryId,
    tech: tech.courseCategoryId,
    arts: arts.courseCategoryId,
  });
  const course = async (
    key: string,
    universityId: number,
    courseCategoryId: number,
    values: Parameters<typeof createCourse>[2],
  ) => {
    ids[key] = (await createCourse(db, { universityId, courseCategoryId }, values)).courseId;
  };
  await course('msc', kinbote.universityId, tech.courseCategoryId, {
    courseName: 'MSc Robotics',
    courseType: 'Postgraduate',
    fee: 30_000,
    currency: 'Dollar',
    modeOfStudy: 'Full-time',
    intake: 'September',
    isFeatured: true,
    createdAt: new Date('2026-01-10T00:00:00Z'),
  });
  await course('beng', shade.universityId, tech.courseCategoryId, {
    courseName: 'BEng Robotics and Automation',
    courseType: 'Undergraduate',
    fee: 12_000,
    currency: 'Euro',
    modeOfStudy: 'Part-time',
    intake: 'January',
    createdAt: new Date('2026-03-01T00:00:00Z'),
  });
  await course('history', strelsau.universityId, arts.courseCategoryId, {
    courseName: 'BA History',
    courseType: 'Undergraduate',
    fee: null,
    currency: 'Pound',
    modeOfStudy: 'Online',
    intake: 'September',
    createdAt: new Date('2026-02-01T00:00:00Z'),
  });
  await course('phd', strelsau.universityId, tech.courseCategoryId, {
    courseName: 'PhD in Data Science',
    courseType: 'PhD',
    fee: 250_000,
    currency: 'Rupee',
    modeOfStudy: 'Hybrid',
    intake: 'July',
    isFeatured: true,
    createdAt: new Date('2025-12-01T00:00:00Z'),
  });
  await course('certificate', kinbote.universityId, arts.courseCategoryId, {
    courseName: 'Certificate in Data Analysis',
    courseType: 'Certificate',
    fee: 800,
    currency: 'Pound',
    modeOfStudy: 'Full-time',
    intake: 'January',
    createdAt: new Date('2026-04-01T00:00:00Z'),
  });
});
afterAll(() => t.close());

async function search(query: string) {
  const answer = await api.get<CourseSearchResult>(`course/search?${query}`);
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data;
}
const found = (result: CourseSearchResult) => result.items.map((c) => c.courseId);
const keys = (...names: string[]) => names.map((name) => ids[name]);
const sorted = (values: Array<number | undefined>) => [...values].sort((a, b) => a! - b!);

describe('GET /course/search: text', () => {
  it('finds the courses of a university name, case-insensitively', async () => {
    const result = await search(`q=${word.toUpperCase()}&sort=newest`);
    expect(result.total).toBe(5);
    expect(found(result)).toEqual(keys('certificate', 'beng', 'history', 'msc', 'phd'));
  });

  it('matches a substring inside a word of the course name', async () => {
    const result = await search(`q=OBOTIC&country=${ids.zembla}`);
    expect(sorted(found(result))).toEqual(sorted(keys('msc', 'beng')));
  });

  it('matches the country name', async () => {
    const result = await search(`q=${encodeURIComponent(` zembla${word} `)}`);
    expect(sorted(found(result))).toEqual(sorted(keys('msc', 'beng', 'certificate')));
  });

  it('matches every word even when they are not next to each other, and word prefixes', async () => {
    expect(found(await search(`q=${encodeURIComponent(`data zembla${word}`)}`))).toEqual(keys('certificate'));
    expect(found(await search(`q=${encodeURIComponent(`autom zembla${word}`)}`))).toEqual(keys('beng'));
    expect((await search(`q=${encodeURIComponent(`history zembla${word}`)}`)).total).toBe(0);
  });

  it('ranks a course-name match above a university-name match', async () => {
    const result = await search(`q=data&country=${ids.ruritania}`);
    // Both Ruritanian courses are at "Strelsau… Data Institute"; only the PhD has Data in its name.
    expect(found(result)).toEqual(keys('phd', 'history'));
  });

  it('takes % and _ literally', async () => {
    expect((await search('q=%25')).total).toBe(0);
    expect((await search('q=_')).total).toBe(0);
  });

  it('returns each course with its category, university and country', async () => {
    const [item] = (await search(`q=${word}&courseType=PhD`)).items;
    expect(item).toMatchObject({
      courseId: ids.phd,
      courseName: 'PhD in Data Science',
      fee: 250_000,
      currency: 'Rupee',
      currencyCode: 'INR',
      feeInr: 250_000,
      createdAt: '2025-12-01T00:00:00.000Z',
      isFeatured: true,
      CourseCategoryModel: { courseCategoryId: ids.tech },
      UniversityModel: { universityName: `Strelsau${word} Data Institute`, qsRank: 120 },
      CountryModel: { countryId: ids.ruritania, countryName: `Ruritania${word}` },
    });
  });
});

describe('GET /course/search: filters', () => {
  it.each([
    ['country', () => `country=${ids.ruritania}`, ['history', 'phd']],
    ['category', () => `category=${ids.tech}`, ['msc', 'beng', 'phd']],
    ['course type', () => 'courseType=PhD', ['phd']],
    // Fee filters compare rupees: US$30,000 ≈ ₹25.7 lakh, €12,000 ≈ ₹12.1 lakh, ₹2.5 lakh, £800 ≈ ₹94,000.
    ['fee range in rupees', () => 'minFee=100000&maxFee=1500000', ['beng', 'phd']],
    ['minimum fee only, in rupees', () => 'minFee=1000000', ['msc', 'beng']],
    ['currency code', () => 'currencyCode=USD', ['msc']],
    ['currency', () => 'currency=Euro', ['beng']],
    ['mode of study', () => 'modeOfStudy=Online', ['history']],
    ['intake', () => 'intake=January', ['beng', 'certificate']],
    ['featured', () => 'featured=true', ['msc', 'phd']],
    ['not featured', () => 'featured=false', ['beng', 'history', 'certificate']],
    ['several at once', () => `category=${ids.tech}&country=${ids.zembla}&maxFee=2000000`, ['beng']],
  ])('%s', async (_name, query, expected) => {
    const result = await search(`q=${word}&${query()}`);
    expect(sorted(found(result))).toEqual(sorted(keys(...expected)));
    expect(result.total).toBe(expected.length);
  });
});

describe('GET /course/search: sort, pages and facets', () => {
  it.each([
    // In rupees across four currencies: £800 < ₹250,000 < €12,000 < US$30,000 (raw numbers would
    // put ₹250,000 last); a course without a fee sorts last either way.
    ['fee', ['certificate', 'phd', 'beng', 'msc', 'history']],
    ['fee&order=desc', ['msc', 'beng', 'phd', 'certificate', 'history']],
    ['newest', ['certificate', 'beng', 'history', 'msc', 'phd']],
    ['newest&order=asc', ['phd', 'msc', 'history', 'beng', 'certificate']],
    ['qsRank', ['msc', 'certificate', 'history', 'phd', 'beng']],
  ])('sort=%s', async (sort, expected) => {
    expect(found(await search(`q=${word}&sort=${sort}`))).toEqual(keys(...expected));
  });

  it('pages the results and counts them all', async () => {
    const result = await search(`q=${word}&sort=newest&pageSize=2&page=2`);
    expect(result).toMatchObject({ total: 5, page: 2, pageSize: 2, totalPages: 3 });
    expect(found(result)).toEqual(keys('history', 'msc'));
    expect((await search(`q=${word}&sort=newest&pageSize=2&page=4`)).items).toEqual([]);
  });

  it('counts the results per country, category, type, currency, mode, intake and featured', async () => {
    const { facets } = await search(`q=${word}`);
    expect(facets.country).toEqual([
      { value: ids.zembla, label: `Zembla${word}`, count: 3 },
      { value: ids.ruritania, label: `Ruritania${word}`, count: 2 },
    ]);
    expect(facets.category.map((b) => [b.value, b.count])).toEqual([
      [ids.tech, 3],
      [ids.arts, 2],
    ]);
    expect(facets.courseType).toEqual([
      { value: 'Undergraduate', label: 'Undergraduate', count: 2 },
      { value: 'Certificate', label: 'Certificate', count: 1 },
      { value: 'PhD', label: 'PhD', count: 1 },
      { value: 'Postgraduate', label: 'Postgraduate', count: 1 },
    ]);
    expect(facets.currency.map((b) => [b.value, b.count])).toEqual([
      ['Pound', 2],
      ['Dollar', 1],
      ['Euro', 1],
      ['Rupee', 1],
    ]);
    expect(facets.modeOfStudy.map((b) => [b.value, b.count])).toEqual([
      ['Full-time', 2],
      ['Hybrid', 1],
      ['Online', 1],
      ['Part-time', 1],
    ]);
    expect(facets.intake.map((b) => [b.value, b.count])).toEqual([
      ['January', 2],
      ['September', 2],
      ['July', 1],
    ]);
    expect(facets.featured).toBe(2);
    const narrowed = await search(`q=${word}&country=${ids.zembla}`);
    expect(narrowed.facets.country.map((b) => b.count)).toEqual([3]);
    expect(narrowed.facets.featured).toBe(1);
  });
});

describe('GET /course/search: bad parameters are 400 with a message', () => {
  it.each([
    ['foo=1', 'Unknown parameter: foo'],
    ['courseType=Bachelor', /^courseType must be one of: Undergraduate/],
    ['currency=Yen', /^currency must be one of/],
    ['modeOfStudy=sometimes', /^modeOfStudy must be one of/],
    ['intake=June', /^intake must be one of/],
    ['sort=cheapest', /^sort must be one of: relevance, fee, newest, qsRank/],
    ['order=up', /^order must be one of/],
    ['featured=yes', 'featured must be true or false'],
    ['minFee=100&maxFee=10', 'maxFee must not be below minFee'],
    ['minFee=-1', 'minFee must not be negative'],
    ['maxFee=ten', 'maxFee must be a number'],
    ['country=abc', 'country must be a number'],
    ['category=0', 'category must be a positive number'],
    ['page=0', 'page must be at least 1'],
    ['page=501', 'page must be at most 500'],
    ['pageSize=51', 'pageSize must be at most 50'],
    [`q=${'a'.repeat(201)}`, 'q must be at most 200 characters'],
    ['q=a&q=b', 'q must be text'],
  ])('%s', async (query, message) => {
    const answer = await api.get(`course/search?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toMatch(message);
  });
});

describe('search SQL and its indexes', () => {
  // The plan that matters is production PostgreSQL 15's. PGlite is a different planner version
  // (PostgreSQL 18 in WebAssembly) with its own costs, so a plan there proves nothing about
  // production: this check runs in the PostgreSQL pass (TEST_DB=postgres) only.
  it.runIf(usingPostgres())('serves a text search from the trigram or full-text index', async () => {
    const filters: CourseSearchFilters = {
      q: 'robotics',
      featured: undefined,
      sort: 'relevance',
      page: 1,
      pageSize: 12,
    };
    const plan = await t.database.db.transaction(async (tx) => {
      // On a small table a sequential scan is cheapest; turning it off shows whether an index CAN serve the query.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN ${searchResultsQuery(filters)}`);
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Bitmap Index Scan on courses_search_(trgm|fts)_idx/);
    expect(text).not.toMatch(/Seq Scan on courses/);
  });
});
