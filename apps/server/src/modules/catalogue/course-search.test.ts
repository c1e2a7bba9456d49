import { type CourseSearchResult, courseSearchQuerySchema } from '@edupath/contract';
import { COURSE_SEARCH_COUNT_CAP } from '@edupath/contract/catalogue-constants';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { startTestApp, type TestApp } from '../../test/app';
import {
  createCategory,
  createCountry,
  createCourse,
  createUniversity,
  uniqueWord,
} from '../../test/catalogue-factories';
import { apiClient } from '../../test/http';
import { facetsQuery, type SearchSpec, searchResultsQuery } from './course-search.repository';

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

  it('looks in the course names only when a course name has the words (docs/catalogue.md#names-first)', async () => {
    const result = await search(`q=data&country=${ids.ruritania}`);
    // Both Ruritanian courses are at "Strelsau… Data Institute"; only the PhD has Data in its name.
    expect(found(result)).toEqual(keys('phd'));
    // No course name has the university's word: its name finds both.
    expect(sorted(found(await search(`q=strelsau${word}`)))).toEqual(sorted(keys('phd', 'history')));
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
    expect(result).toMatchObject({ total: 5, totalIsLowerBound: false, page: 2, pageSize: 2, totalPages: 3 });
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

describe('GET /course/search: more matches than it counts', () => {
  it('gives the cap as a lower bound and counts no facets; a narrower search is counted again', async () => {
    const many = uniqueWord();
    const db = t.database.db;
    const country = await createCountry(db, { countryName: `Manyland${many}` });
    const university = await createUniversity(db, country.countryId, {
      universityName: `Many${many} University`,
    });
    const category = await createCategory(db);
    await db.execute(sql`
      INSERT INTO courses (university_id, course_category_id, course_name, course_type, duration,
        currency_code, currency)
      SELECT ${university.universityId}, ${category.courseCategoryId}, 'Course', 
        CASE WHEN n = 1 THEN 'PhD' ELSE 'Undergraduate' END, '3 years', 'INR', 'Rupee'
      FROM generate_series(1, ${COURSE_SEARCH_COUNT_CAP + 1}) AS n`);

    const broad = await search(`q=many${many}`);
    expect(broad).toMatchObject({ total: COURSE_SEARCH_COUNT_CAP, totalIsLowerBound: true });
    expect(broad.totalPages).toBe(Math.ceil(COURSE_SEARCH_COUNT_CAP / 12));
    expect(broad.items).toHaveLength(12);
    expect(broad.facets.country).toContainEqual({
      value: country.countryId,
      label: country.countryName,
      count: null,
    });
    expect(broad.facets.category).toContainEqual({
      value: category.courseCategoryId,
      label: category.categoryName,
      count: null,
    });
    expect(broad.facets).toMatchObject({ courseType: [], currency: [], intake: [], featured: null });

    const narrow = await search(`q=many${many}&courseType=PhD`);
    expect(narrow).toMatchObject({ total: 1, totalIsLowerBound: false });
    expect(narrow.facets.country).toEqual([
      { value: country.countryId, label: country.countryName, count: 1 },
    ]);
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

describe('search SQL (searches without words) and its indexes', () => {
  // The defaults a request without parameters gets, then the test's own.
  const filters = (f: Partial<SearchSpec>): SearchSpec => ({
    ...courseSearchQuerySchema.parse({}),
    ...f,
  });
  const plan = async (query: SQL) => {
    const rows = await t.database.db.transaction(async (tx) => {
      // The test tables are small, where a sequential scan is cheapest: turning it off shows
      // whether an index CAN serve the shape. The plan the 1M-course bench sees is in
      // docs/performance.md ("Course search"); both PGlite and PostgreSQL pass the same checks.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN ${query}`);
    });
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  };

  // Each shape without words the bench times (bench/catalogue/index.ts): the page and the count
  // each read courses through an index. Searches with words never reach SQL: the course index
  // answers them (course-index.test.ts).
  it.each([
    ['country', { country: 1 }, /courses_(created|university)_idx/, /courses_university_idx/],
    [
      'country + course type by QS rank',
      { country: 1, courseType: 'PhD', sort: 'qsRank' },
      /courses_university_idx/,
      /courses_university_idx/,
    ],
    [
      'category + mode of study',
      { category: 1, modeOfStudy: 'Online' },
      /courses_category_(created|mode)_idx/,
      /courses_category_(created|mode)_idx/,
    ],
    [
      'featured, newest',
      { featured: true, sort: 'newest' },
      /courses_featured_created_idx/,
      /courses_featured_created_idx/,
    ],
    [
      'currency + intake + fee ceiling',
      { currency: 'Euro', intake: 'September', maxFee: 5000 },
      /courses_fee_inr_idx/,
      /courses_fee_inr_idx/,
    ],
    [
      'first-year total ceiling, cheapest first',
      { costBasis: 'firstYear', maxFee: 2_500_000, sort: 'fee' },
      /courses_first_year_inr_idx/,
      /courses_first_year_inr_idx/,
    ],
    // On the test's few rows the planner may join through each university's courses and sort them;
    // at 1M courses it walks courses_created_idx (docs/performance.md, "Course search").
    [
      'no filters (the landing page)',
      {},
      /courses_(created|university)_idx/,
      /Index (Only )?Scan.* on courses/,
    ],
  ] as const)('%s', async (_shape, f, resultsIndex, countIndex) => {
    const results = await plan(searchResultsQuery(filters(f)));
    const count = await plan(facetsQuery(filters(f)));
    expect(results).toMatch(resultsIndex);
    expect(count).toMatch(countIndex);
    for (const text of [results, count]) expect(text).not.toMatch(/Seq Scan on courses/);
  });
});
