import {
  type CountryCard,
  type CountryDetail,
  type CountryFaq,
  type CourseCategory,
  type CourseDetail,
  type CourseListItem,
  type DataSources,
  type Page,
  QS_ATTRIBUTION,
  type UniversityCard,
  type UniversityDetail,
} from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, exchangeRates } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import {
  createCategory,
  createCountry,
  createCourse,
  createFaq,
  createUniversity,
  uniqueWord,
} from '../../test/catalogue-factories';
import { apiClient } from '../../test/http';
import { referenceRatesInfo } from './catalogue.repository';

let t: TestApp;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const expect400 = async (path: string, message: string | RegExp) => {
  const answer = await api.get(path);
  expect(answer.status, `${path}: ${answer.body.message}`).toBe(400);
  expect(answer.body.success).toBe(false);
  expect(answer.body.message).toMatch(message);
};

describe('GET /country', () => {
  it('pages through countries with their university counts, most universities first', async () => {
    const word = uniqueWord();
    const big = await createCountry(t.database.db, { countryName: `Bigland ${word}` });
    const small = await createCountry(t.database.db, { countryName: `Smallland ${word}` });
    await createUniversity(t.database.db, big.countryId);
    await createUniversity(t.database.db, big.countryId);
    await createUniversity(t.database.db, small.countryId);

    const answer = await api.get<Page<CountryCard>>(`country?q=${word.toUpperCase()}&pageSize=1`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ total: 2, page: 1, pageSize: 1, totalPages: 2 });
    expect(answer.body.data.items).toEqual([
      {
        countryId: big.countryId,
        countryName: `Bigland ${word}`,
        coverImage: null,
        flagImage: null,
        capital: big.capital,
        population: 1_000_000,
        language: 'English',
        currency: 'Test dollar (TSD)',
        universityCount: 2,
      },
    ]);
    const second = await api.get<Page<CountryCard>>(`country?q=${word}&pageSize=1&page=2`);
    expect(second.body.data.items.map((c) => c.countryName)).toEqual([`Smallland ${word}`]);
  });

  it('matches a case-insensitive substring of the name and sorts A to Z on request', async () => {
    const word = uniqueWord();
    await createCountry(t.database.db, { countryName: `Zeta ${word}land` });
    await createCountry(t.database.db, { countryName: `Alpha ${word}land` });
    const answer = await api.get<Page<CountryCard>>(`country?q=${word.slice(1).toUpperCase()}LAN&sort=name`);
    expect(answer.body.data.items.map((c) => c.countryName)).toEqual([
      `Alpha ${word}land`,
      `Zeta ${word}land`,
    ]);
  });

  it('takes % and _ in the search text literally', async () => {
    const answer = await api.get<Page<CountryCard>>('country?q=%25');
    expect(answer.status).toBe(200);
    expect(answer.body.data.total).toBe(0);
  });

  it.each([
    ['country?page=0', 'page must be at least 1'],
    ['country?page=abc', 'page must be a number'],
    ['country?pageSize=101', 'pageSize must be at most 100'],
    ['country?pageSize=2.5', 'pageSize must be a whole number'],
    ['country?sort=random', /sort must be one of/],
    ['country?foo=1', 'Unknown parameter: foo'],
    [`country?q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
  ])('answers 400 for %s', async (path, message) => {
    await expect400(path, message);
  });
});

describe('GET /country/detail/{countryId}', () => {
  it('returns the country with its universities, their course counts, the total and the FAQs', async () => {
    const db = t.database.db;
    const country = await createCountry(db);
    const ranked = await createUniversity(db, country.countryId, { qsRank: 12 });
    const unranked = await createUniversity(db, country.countryId, { universityName: `Aaa ${uniqueWord()}` });
    const category = await createCategory(db);
    for (let i = 0; i < 3; i++)
      await createCourse(db, {
        universityId: ranked.universityId,
        courseCategoryId: category.courseCategoryId,
      });
    await createCourse(db, {
      universityId: unranked.universityId,
      courseCategoryId: category.courseCategoryId,
    });
    const second = await createFaq(db, country.countryId, 1);
    const first = await createFaq(db, country.countryId, 0);

    const answer = await api.get<CountryDetail>(`country/detail/${country.countryId}`);
    expect(answer.status).toBe(200);
    const detail = answer.body.data;
    expect(detail).toMatchObject({
      countryId: country.countryId,
      countryName: country.countryName,
      description: country.description,
      educationSystem: country.educationSystem,
      universityCount: 2,
      courseCount: 4,
    });
    // QS-ranked universities first, then by name.
    expect(detail.UniversityModels.map((u) => [u.universityId, u.courseCount])).toEqual([
      [ranked.universityId, 3],
      [unranked.universityId, 1],
    ]);
    expect(detail.UniversityModels[0]).toMatchObject({
      qsRank: 12,
      countryName: country.countryName,
      testAccepted: 'IELTS',
    });
    expect(detail.FAQs.map((f) => f.faqId)).toEqual([first.faqId, second.faqId]);
  });

  it('answers a country without universities with empty lists and zero counts', async () => {
    const country = await createCountry(t.database.db, { educationSystem: null });
    const answer = await api.get<CountryDetail>(`country/detail/${country.countryId}`);
    expect(answer.body.data).toMatchObject({
      universityCount: 0,
      courseCount: 0,
      UniversityModels: [],
      FAQs: [],
      educationSystem: null,
    });
  });

  it('answers 404 for an unknown id', async () => {
    const answer = await api.get('country/detail/2147483000');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Country not found');
  });

  it.each([
    ['abc', 'countryId must be a number'],
    ['0', 'countryId must be a positive number'],
    ['-4', 'countryId must be a positive number'],
    ['1.5', 'countryId must be a whole number'],
    ['99999999999', 'countryId is too large'],
  ])('answers 400 for the id %s', async (id, message) => {
    await expect400(`country/detail/${id}`, message);
  });
});

describe('GET /country-faq/country/{countryId}', () => {
  it('lists the FAQs in their order', async () => {
    const country = await createCountry(t.database.db);
    const b = await createFaq(t.database.db, country.countryId, 2, 'B?');
    const a = await createFaq(t.database.db, country.countryId, 1, 'A?');
    const answer = await api.get<CountryFaq[]>(`country-faq/country/${country.countryId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { faqId: a.faqId, question: 'A?', answer: 'Answer to A?' },
      { faqId: b.faqId, question: 'B?', answer: 'Answer to B?' },
    ]);
  });

  it('answers 404 for an unknown country and 400 for a malformed id', async () => {
    expect((await api.get('country-faq/country/2147483000')).status).toBe(404);
    await expect400('country-faq/country/x1', 'countryId must be a number');
  });
});

describe('GET /university', () => {
  it('pages universities by QS rank, with name search and a country filter', async () => {
    const db = t.database.db;
    const word = uniqueWord();
    const country = await createCountry(db);
    const other = await createCountry(db);
    const unranked = await createUniversity(db, country.countryId, {
      universityName: `Aardvark ${word} College`,
    });
    const top = await createUniversity(db, country.countryId, {
      universityName: `Zed ${word} University`,
      qsRank: 3,
    });
    await createUniversity(db, other.countryId, { universityName: `Other ${word} Institute`, qsRank: 1 });

    const answer = await api.get<Page<UniversityCard>>(
      `university?countryId=${country.countryId}&q=${word.toUpperCase()}&pageSize=1`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ total: 2, totalPages: 2 });
    expect(answer.body.data.items[0]).toMatchObject({
      universityId: top.universityId,
      countryName: country.countryName,
      courseCount: 0,
    });
    const next = await api.get<Page<UniversityCard>>(
      `university?countryId=${country.countryId}&q=${word}&pageSize=1&page=2`,
    );
    expect(next.body.data.items.map((u) => u.universityId)).toEqual([unranked.universityId]);
    const everywhere = await api.get<Page<UniversityCard>>(`university?q=${word}`);
    expect(everywhere.body.data.total).toBe(3);
  });

  it.each([
    ['university?countryId=abc', 'countryId must be a number'],
    ['university?page=-1', 'page must be at least 1'],
    ['university?limit=5', 'Unknown parameter: limit'],
  ])('answers 400 for %s', async (path, message) => {
    await expect400(path, message);
  });
});

describe('GET /university/detail/{universityId}', () => {
  it('returns every field with its country and its courses with their category', async () => {
    const db = t.database.db;
    const country = await createCountry(db, { flagImage: 'vendor/flags/xx.svg' });
    const university = await createUniversity(db, country.countryId, {
      qsRank: 77,
      website: 'https://example.edu/',
    });
    const category = await createCategory(db);
    const featured = await createCourse(
      db,
      { universityId: university.universityId, courseCategoryId: category.courseCategoryId },
      { courseName: 'Zoology', isFeatured: true },
    );
    const plain = await createCourse(
      db,
      { universityId: university.universityId, courseCategoryId: category.courseCategoryId },
      {
        courseName: 'Anthropology',
        fee: null,
        eligibility: null,
        intake: null,
        intakeStart: null,
        applicationDeadline: null,
      },
    );

    const answer = await api.get<UniversityDetail>(`university/detail/${university.universityId}`);
    expect(answer.status).toBe(200);
    const detail = answer.body.data;
    expect(detail).toMatchObject({
      universityId: university.universityId,
      universityName: university.universityName,
      location: 'Test City',
      language: 'English',
      testAccepted: 'IELTS',
      qsRank: 77,
      countryId: country.countryId,
      acceptanceRate: 42.5,
      degreeMode: 'On-campus',
      dorm: true,
      description: 'A test university.',
      phone: '+1 555 0100',
      website: 'https://example.edu/',
      courseCount: 2,
      CountryModel: {
        countryId: country.countryId,
        countryName: country.countryName,
        flagImage: 'vendor/flags/xx.svg',
      },
    });
    expect(detail.CourseModels.map((c) => c.courseId)).toEqual([featured.courseId, plain.courseId]);
    expect(detail.CourseModels[1]).toEqual({
      courseId: plain.courseId,
      courseName: 'Anthropology',
      courseType: 'Undergraduate',
      duration: '3 years',
      fee: null,
      feeMinor: null,
      feeInr: null,
      currency: 'Pound',
      currencyCode: 'GBP',
      inrRate: { inrPerUnit: 117.397, date: '2025-06-30', source: expect.stringContaining('mid-market') },
      eligibility: null,
      entryRequirements: null,
      intake: null,
      intakeStart: null,
      applicationDeadline: null,
      modeOfStudy: 'Full-time',
      description: 'A test course.',
      // Made by a test factory, not by the seed or a staff form: no source recorded.
      provenance: {},
      createdAt: plain.createdAt.toISOString(),
      isFeatured: false,
      featuredReason: null,
      image: null,
      universityId: university.universityId,
      courseCategoryId: category.courseCategoryId,
      CourseCategoryModel: {
        courseCategoryId: category.courseCategoryId,
        categoryName: category.categoryName,
        image: category.image,
      },
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await api.get('university/detail/2147483000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('University not found');
    await expect400('university/detail/ten', 'universityId must be a number');
  });
});

describe('GET /course/categories and /course/courses/{courseCategoryId}', () => {
  it('lists categories with their course counts', async () => {
    const db = t.database.db;
    const category = await createCategory(db);
    const university = await createUniversity(db, (await createCountry(db)).countryId);
    await createCourse(db, {
      universityId: university.universityId,
      courseCategoryId: category.courseCategoryId,
    });
    const answer = await api.get<CourseCategory[]>('course/categories');
    expect(answer.status).toBe(200);
    expect(answer.body.data.find((c) => c.courseCategoryId === category.courseCategoryId)).toEqual({
      courseCategoryId: category.courseCategoryId,
      categoryName: category.categoryName,
      image: category.image,
      courseCount: 1,
    });
  });

  it("pages a category's courses newest first, with university and country", async () => {
    const db = t.database.db;
    const category = await createCategory(db);
    const country = await createCountry(db);
    const university = await createUniversity(db, country.countryId, { qsRank: 5 });
    const refs = { universityId: university.universityId, courseCategoryId: category.courseCategoryId };
    const old = await createCourse(db, refs, { createdAt: new Date('2026-01-01T00:00:00Z') });
    const newest = await createCourse(db, refs, { createdAt: new Date('2026-03-01T00:00:00Z') });
    const middle = await createCourse(db, refs, { createdAt: new Date('2026-02-01T00:00:00Z') });

    const answer = await api.get<Page<CourseListItem>>(
      `course/courses/${category.courseCategoryId}?pageSize=2`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ total: 3, totalPages: 2, page: 1, pageSize: 2 });
    expect(answer.body.data.items.map((c) => c.courseId)).toEqual([newest.courseId, middle.courseId]);
    expect(answer.body.data.items[0]).toMatchObject({
      CourseCategoryModel: { categoryName: category.categoryName, image: category.image },
      UniversityModel: {
        universityId: university.universityId,
        universityName: university.universityName,
        qsRank: 5,
      },
      CountryModel: { countryId: country.countryId, countryName: country.countryName },
    });
    const page2 = await api.get<Page<CourseListItem>>(
      `course/courses/${category.courseCategoryId}?pageSize=2&page=2`,
    );
    expect(page2.body.data.items.map((c) => c.courseId)).toEqual([old.courseId]);
  });

  it('answers an empty page for a category without courses', async () => {
    const category = await createCategory(t.database.db);
    const answer = await api.get<Page<CourseListItem>>(`course/courses/${category.courseCategoryId}`);
    expect(answer.body.data).toEqual({ items: [], total: 0, page: 1, pageSize: 12, totalPages: 0 });
  });

  it('answers 404 for an unknown category and 400 for bad parameters', async () => {
    const missing = await api.get('course/courses/2147483000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Course category not found');
    await expect400('course/courses/abc', 'courseCategoryId must be a number');
    const category = await createCategory(t.database.db);
    await expect400(`course/courses/${category.courseCategoryId}?pageSize=0`, 'pageSize must be at least 1');
    await expect400(`course/courses/${category.courseCategoryId}?sort=fee`, 'Unknown parameter: sort');
  });
});

describe('GET /course/{courseId}', () => {
  it('returns the course with its category, university and country', async () => {
    const db = t.database.db;
    const country = await createCountry(db);
    const university = await createUniversity(db, country.countryId);
    const category = await createCategory(db);
    const course = await createCourse(
      db,
      { universityId: university.universityId, courseCategoryId: category.courseCategoryId },
      { currencyCode: 'CAD', fee: 25_000 },
    );
    const answer = await api.get<CourseDetail>(`course/${course.courseId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      courseId: course.courseId,
      fee: 25_000,
      feeMinor: 2_500_000,
      currency: 'Dollar',
      currencyCode: 'CAD',
      // 25,000 CAD at the committed reference rate of ₹62.5547 per Canadian dollar.
      feeInr: 1_563_868,
      inrRate: { inrPerUnit: 62.5547, date: '2025-06-30' },
      intakeStart: course.intakeStart,
      applicationDeadline: course.applicationDeadline,
      CourseCategoryModel: { courseCategoryId: category.courseCategoryId },
      UniversityModel: {
        universityId: university.universityId,
        universityName: university.universityName,
        dorm: true,
      },
      CountryModel: { countryId: country.countryId, countryName: country.countryName },
    });
  });

  it('answers 404 for an unknown course and 400 for a malformed id', async () => {
    const missing = await api.get('course/2147483000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Course not found');
    await expect400('course/12abc', 'courseId must be a number');
  });

  it('never answers 500 for odd ids', async () => {
    for (const id of ['%20', 'null', '1e400', '%F0%9F%98%80']) {
      const answer = await api.get(`course/${id}`);
      expect([400, 404], id).toContain(answer.status);
    }
  });
});

describe('catalogue state', () => {
  it('a country deleted behind the API is then a 404', async () => {
    const country = await createCountry(t.database.db);
    await t.database.db.delete(countries).where(eq(countries.countryId, country.countryId));
    expect((await api.get(`country/detail/${country.countryId}`)).status).toBe(404);
  });
});

describe('generated artwork', () => {
  it.each([
    ['art/logo.svg?text=MIT&hue=10', 'MIT'],
    ['art/cover.svg?palette=ff9933-138808&seed=in', '#'],
    ['art/campus.svg?hue=200&seed=42', '<path'],
    ['art/category.svg?icon=law&hue=40', '<path'],
  ])('serves %s as an immutable, inert SVG', async (path, inside) => {
    const response = await fetch(`${t.url}/api/v1/${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const body = await response.text();
    expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(body).toContain(inside);
    expect(body).not.toMatch(/<script|on\w+=/i);
  });

  it('draws the same picture for the same address', async () => {
    const get = () =>
      fetch(`${t.url}/api/v1/art/cover.svg?palette=c8102e-012169&seed=gb`).then((r) => r.text());
    expect(await get()).toBe(await get());
  });

  it.each([
    ['art/logo.svg?text=%3Cscript%3E&hue=10', 'text must be 1-3 capital letters or digits'],
    ['art/logo.svg?text=AB&hue=360', 'hue must be between 0 and 359'],
    ['art/cover.svg?palette=red&seed=x', 'palette must be 1-4 hex colours joined by -'],
    ['art/category.svg?icon=rocket&hue=1', /^icon must be one of/],
    ['art/campus.svg?hue=1&seed=a&x=1', /Unrecognized key|Unknown parameter/],
  ])('answers 400 for %s', async (path, message) => {
    await expect400(path, message);
  });
});

describe('GET /data-sources', () => {
  it('lists every source with its licence, the reference-rate date and whether sample labels show', async () => {
    const answer = await api.get<DataSources>('data-sources');
    expect(answer.status).toBe(200);
    expect(answer.body.data.sampleLabels).toBe(true);
    expect(answer.body.data.referenceRates).toMatchObject({ date: '2025-06-30' });
    const names = answer.body.data.sources.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining([QS_ATTRIBUTION, 'Country data (world-countries)']));
    expect(answer.body.data.sources.every((s) => s.licence.length > 0)).toBe(true);
  });

  it('gives the oldest rate’s date beside the newest, which differ after a partial refresh', async () => {
    expect((await api.get<DataSources>('data-sources')).body.data.referenceRates).toMatchObject({
      date: '2025-06-30',
      oldestDate: '2025-06-30',
    });
    const db = t.database.db;
    await db
      .update(exchangeRates)
      .set({ rateDate: '2026-11-30' })
      .where(eq(exchangeRates.currencyCode, 'EUR'));
    try {
      // Rates change only as the server opens its database (the public answer is cached until then).
      expect(await referenceRatesInfo(db)).toMatchObject({ date: '2026-11-30', oldestDate: '2025-06-30' });
    } finally {
      await db
        .update(exchangeRates)
        .set({ rateDate: '2025-06-30' })
        .where(eq(exchangeRates.currencyCode, 'EUR'));
    }
  });
});

describe('GET /course/featured-programmes', () => {
  it('answers the featured course at the best-ranked university of a most-picked destination', async () => {
    const db = t.database.db;
    const canada = await db.select().from(countries).where(eq(countries.isoCode, 'CA'));
    const country = canada[0] ?? (await createCountry(db, { isoCode: 'CA', countryName: 'Canada' }));
    const ranked = await createUniversity(db, country.countryId, { qsRank: 20 });
    const unranked = await createUniversity(db, country.countryId, { qsRank: null });
    const category = await createCategory(db);
    await createCourse(
      db,
      { universityId: unranked.universityId, courseCategoryId: category.courseCategoryId },
      { isFeatured: true },
    );
    const pick = await createCourse(
      db,
      { universityId: ranked.universityId, courseCategoryId: category.courseCategoryId },
      { isFeatured: true, currencyCode: 'CAD' },
    );
    await createCourse(db, {
      universityId: ranked.universityId,
      courseCategoryId: category.courseCategoryId,
    });
    const answer = await api.get<CourseListItem[]>('course/featured-programmes');
    expect(answer.status).toBe(200);
    const canadian = answer.body.data.filter((c) => c.CountryModel.countryId === country.countryId);
    expect(canadian.map((c) => c.courseId)).toEqual([pick.courseId]);
    expect(canadian[0]).toMatchObject({ courseName: pick.courseName, currencyCode: 'CAD' });
  });
});
