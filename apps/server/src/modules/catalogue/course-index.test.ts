import {
  type CourseSearchFilters,
  courseSearchQuerySchema,
  parseRequirementFields,
  studentFacts,
} from '@edupath/contract';
import { COURSE_SEARCH_COUNT_CAP } from '@edupath/contract/catalogue-constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import {
  createCategory,
  createCountry,
  createCourse,
  createUniversity,
} from '../../test/catalogue-factories';
import { apiClient } from '../../test/http';
import { CourseIndex, type IndexQuery, type IndexRow } from './course-index';

/**
 * The course index (docs/catalogue.md#the-course-index): what it matches, in which order, what it
 * counts, and that a search sees every write to the catalogue, whatever made it.
 */

let nextId = 1;
function row(courseName: string, over: Partial<IndexRow> = {}): IndexRow {
  const courseId = nextId++;
  return {
    courseId,
    courseName,
    universityId: 1,
    universityName: 'Alpha University',
    qsRank: 100,
    countryId: 1,
    countryName: 'Germany',
    categoryId: 1,
    categoryName: 'Engineering',
    courseType: 'Postgraduate',
    currency: 'Euro',
    currencyCode: 'EUR',
    modeOfStudy: 'Full-time',
    intake: 'September',
    isFeatured: false,
    feeInr: 100_000,
    firstYearInr: 1_500_000,
    applicationDeadline: null,
    createdAt: courseId * 1000,
    entryRequirements: null,
    ...over,
  };
}

const query = (over: Partial<IndexQuery>): IndexQuery => ({
  ...(courseSearchQuerySchema.parse({}) as CourseSearchFilters),
  ...over,
});
const page = { page: 1, pageSize: 50 };
const TODAY = '2026-11-27';

describe('CourseIndex: matching', () => {
  const rows = [
    row('MSc Neuroscience'),
    row('MSc Computer Science'),
    row('BSc Physics', { universityName: 'Institute of Computer Science', universityId: 2 }),
    row('MA History', {
      countryName: 'Canada',
      countryId: 2,
      universityId: 3,
      universityName: 'Maple College',
    }),
    row('MBA', { isFeatured: true }),
  ];
  const index = CourseIndex.fromRows(rows);
  const names = (over: Partial<IndexQuery>) =>
    index.search(query(over), page, TODAY).ids.map((id) => rows.find((r) => r.courseId === id)!.courseName);

  it('finds a word inside a word, a word starting a word, and words in different names', () => {
    expect(names({ q: 'science' })).toEqual(
      expect.arrayContaining(['MSc Neuroscience', 'MSc Computer Science', 'BSc Physics']),
    );
    expect(names({ q: 'comp sci' }).sort()).toEqual(['BSc Physics', 'MSc Computer Science']);
    expect(names({ q: 'history canada' })).toEqual(['MA History']);
    expect(names({ q: 'history germany' })).toEqual([]);
  });

  it('looks in course names only when asked (names first)', () => {
    expect(names({ q: 'computer science', namesOnly: true })).toEqual(['MSc Computer Science']);
    expect(index.namesHaveWords(query({ q: 'physics' }))).toBe(true);
    expect(index.namesHaveWords(query({ q: 'institute' }))).toBe(false);
  });

  it('takes signs as typed and applies every filter', () => {
    expect(names({ q: '%' })).toEqual([]);
    expect(names({ q: 'msc', featured: false, country: 1 }).sort()).toEqual([
      'MSc Computer Science',
      'MSc Neuroscience',
    ]);
    expect(names({ q: 'mba', featured: true })).toEqual(['MBA']);
    expect(names({ q: 'mba', courseType: 'PhD' })).toEqual([]);
    expect(names({ q: 'msc', country: 999 })).toEqual([]);
  });

  it('knows the words of public names, and reads a misspelt word as the nearest one', () => {
    expect(index.wordsNotInCatalogue(['neuro', 'germnay', 'scien'])).toEqual(['germnay']);
    expect(index.nearestKnownWord('germnay', [])).toBe('germany');
    expect(index.nearestKnownWord('physcis', [])).toBe('physics');
    expect(index.nearestKnownWord('zzzz', [])).toBeNull();
  });
});

describe('CourseIndex: order', () => {
  it('best match: subject, then words together, then every word; then QS rank, open deadline, id', () => {
    const rows = [
      row('MSc Science of Computer Systems', { qsRank: 1 }),
      row('MSc Computer Science and Economics', { qsRank: 1 }),
      row('MSc Computer Science', { qsRank: null, universityId: 9, universityName: 'Unranked' }),
      row('MSc Computer Science (Online)', {
        qsRank: 50,
        universityId: 5,
        applicationDeadline: '2026-12-20',
      }),
      row('MSc Computer Science', { qsRank: 50, universityId: 5, applicationDeadline: '2026-12-10' }),
      row('MSc Computer Science', { qsRank: 50, universityId: 5, applicationDeadline: '2026-11-01' }),
    ];
    const index = CourseIndex.fromRows(rows);
    const ids = index.search(query({ q: 'computer science' }), page, TODAY).ids;
    expect(ids).toEqual([5, 4, 6, 3, 2, 1].map((k) => rows[k - 1]!.courseId));
  });

  it('fee sorts put a course without a fee last either way, ties by id', () => {
    const rows = [
      row('MSc A', { feeInr: 300 }),
      row('MSc B', { feeInr: null }),
      row('MSc C', { feeInr: 100 }),
    ];
    const index = CourseIndex.fromRows(rows);
    const sorted = (order: 'asc' | 'desc') =>
      index
        .search(query({ q: 'msc', sort: 'fee', order }), page, TODAY)
        .ids.map((id) => id - rows[0]!.courseId);
    expect(sorted('asc')).toEqual([2, 0, 1]);
    expect(sorted('desc')).toEqual([0, 2, 1]);
  });

  it('a page deep in many matches is the same slice a full sort gives', () => {
    const rows = Array.from({ length: 3000 }, (_, i) =>
      row(`MSc Subject ${i % 37}`, {
        qsRank: i % 11 === 0 ? null : (i * 7919) % 500,
        universityId: 100 + (i % 40),
        feeInr: (i * 104_729) % 90_000,
      }),
    );
    const index = CourseIndex.fromRows(rows);
    const all = index.search(query({ q: 'subject', sort: 'fee' }), { page: 1, pageSize: 3000 }, TODAY).ids;
    expect(all).toHaveLength(3000);
    for (const p of [1, 7, 40]) {
      const slice = index.search(query({ q: 'subject', sort: 'fee' }), { page: p, pageSize: 20 }, TODAY).ids;
      expect(slice).toEqual(all.slice((p - 1) * 20, p * 20));
    }
  });
});

describe('CourseIndex: counts, budgets and eligibility', () => {
  it('counts facets up to the cap, and past it counts only the matches', () => {
    const few = CourseIndex.fromRows([
      row('MSc X'),
      row('MSc Y', { isFeatured: true, modeOfStudy: 'Online' }),
    ]);
    const answer = few.search(query({ q: 'msc' }), page, TODAY);
    expect(answer.matches).toBe(2);
    expect(answer.facets?.featured).toBe(1);
    expect(answer.facets?.modeOfStudy).toEqual([
      { value: 'Full-time', label: 'Full-time', count: 1 },
      { value: 'Online', label: 'Online', count: 1 },
    ]);
    const many = CourseIndex.fromRows(
      Array.from({ length: COURSE_SEARCH_COUNT_CAP + 1 }, () => row('MSc Z')),
    );
    const past = many.search(query({ q: 'msc' }), page, TODAY);
    expect(past.matches).toBe(COURSE_SEARCH_COUNT_CAP + 1);
    expect(past.facets).toBeNull();
    expect(many.uncountedFacets().country).toEqual([{ value: 1, label: 'Germany', count: null }]);
  });

  it('"cheap" is the first-year total a third of the matches lie at or below (percentile_disc)', () => {
    const index = CourseIndex.fromRows(
      [5, 1, 4, 2, 3, 6, null].map((lakh) =>
        row('MSc W', { firstYearInr: lakh === null ? null : lakh * 100_000 }),
      ),
    );
    expect(index.cheapestThirdCeiling(query({ q: 'msc' }))).toBe(200_000);
    expect(index.cheapestThirdCeiling(query({ q: 'nothing' }))).toBeNull();
  });

  it('keeps only the courses whose every requirement the student meets', () => {
    const ielts = (overall: string) => {
      const parsed = parseRequirementFields({
        ieltsOverall: overall,
        requirementsSourceUrl: 'https://example.edu/msc/entry',
        requirementsCheckedOn: '2026-11-01',
      });
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      return JSON.stringify(parsed.value);
    };
    const rows = [
      row('MSc Easy', { entryRequirements: ielts('6.5') }),
      row('MSc Hard', { entryRequirements: ielts('8.0') }),
      row('MSc Stated Nothing'),
    ];
    const facts = studentFacts(
      {
        schools: [],
        colleges: [],
        workExperiences: [],
        testScores: [{ testType: 'ielts', markObtained: '7.5', sections: {} }],
      },
      2026,
    );
    const index = CourseIndex.fromRows(rows);
    const ids = index.search(query({ q: 'msc', eligibleFor: facts }), page, TODAY).ids;
    expect(ids).toEqual([rows[0]!.courseId]);
  });
});

describe('the course index sees every write (catalogue_version)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('a course written straight to the database is found, renamed and unpublished at the next search', async () => {
    const api = apiClient(t.url);
    const db = t.database.db;
    // Each search asks for another page size: the public answer cache (public-cache.ts) hears only
    // of edits made through the service, and this test is about the index.
    let pageSize = 10;
    const found = async (q: string) =>
      (
        await api.get<{ items: Array<{ courseName: string }> }>(`course/search?q=${q}&pageSize=${pageSize++}`)
      ).body.data.items.map((c) => c.courseName);
    const category = await createCategory(db);
    const country = await createCountry(db);
    const university = await createUniversity(db, country.countryId);
    expect(await found('zoology')).toEqual([]);
    const course = await createCourse(
      db,
      { universityId: university.universityId, courseCategoryId: category.courseCategoryId },
      { courseName: 'MSc Zoology' },
    );
    expect(await found('zoology')).toEqual(['MSc Zoology']);
    await db.execute(
      sql`UPDATE courses SET course_name = 'MSc Marine Zoology' WHERE course_id = ${course.courseId}`,
    );
    expect(await found('marine')).toEqual(['MSc Marine Zoology']);
    await db.execute(
      sql`UPDATE universities SET is_published = false WHERE university_id = ${university.universityId}`,
    );
    expect(await found('zoology')).toEqual([]);
  });
});
