import { FEATURED_PROGRAMME_COUNT, MOST_PICKED_DESTINATIONS } from '@edupath/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readReferenceRates } from '../../db/reference-rates';
import { queryRows } from '../../db/rows';
import { countries, courses } from '../../db/schema';
import { getCourse, listFeaturedProgrammes } from '../../modules/catalogue/index';
import { useTestDatabase } from '../../test/app';
import { CATEGORIES } from './categories';
import { COUNTRY_TEXTS } from './country-texts';
import { courseCounts, universityCourses, universityDraft, withArticle } from './generate';
import { type CatalogueSeedStats, seedCatalogue } from './index';
import { loadSources } from './sources';
import {
  isPlausibleSubject,
  KIND_CATEGORIES,
  levelsFor,
  TOP_RESEARCH_RANK,
  universityKind,
} from './university-kinds';

/** A smaller course total keeps this file quick; the universities and countries are the real set. */
const COURSES = 6_000;
const SEED_DAY = '2026-11-01';
const database = useTestDatabase();
let stats: CatalogueSeedStats | null;

beforeAll(async () => {
  stats = await seedCatalogue(database.db, { courses: COURSES, seedDay: SEED_DAY });
}, 120_000);

const count = async (table: string) =>
  Number(
    (await queryRows<{ n: number }>(database.db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]!.n,
  );

describe('the catalogue seed', () => {
  it('loads every country of the university list with ~3,000 universities, categories, courses and FAQs', async () => {
    expect(stats).toMatchObject({ countries: 200, courses: COURSES, categories: 12, faqs: 1200 });
    expect(stats!.universities).toBeGreaterThan(2900);
    expect(await count('countries')).toBe(200);
    expect(await count('universities')).toBe(stats!.universities);
    expect(await count('courses')).toBe(COURSES);
    expect(await count('course_categories')).toBeGreaterThanOrEqual(10);
    const [empty] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM countries c WHERE NOT EXISTS (SELECT 1 FROM universities u WHERE u.country_id = c.country_id)
          OR (SELECT count(*) FROM country_faqs f WHERE f.country_id = c.country_id) <> 6`,
    );
    expect(empty!.n).toBe(0);
  });

  // docs/catalogue.md#provenance: every group recorded; what the seed generates is sample, never sourced.
  it('records a provenance for every group: the university list for identity, sample for all it generates', async () => {
    const [courseRows] = await queryRows<{ bad: number }>(
      database.db,
      sql`SELECT count(*)::int AS bad FROM courses c
          WHERE NOT (c.provenance ?& ARRAY['identity','fees','dates','requirements','description'])
             OR EXISTS (SELECT 1 FROM jsonb_each(c.provenance) g
                        WHERE g.value ->> 'kind' <> 'sample' OR g.value ->> 'checkedOn' <> ${SEED_DAY})`,
    );
    expect(courseRows!.bad).toBe(0);
    const [universityRows] = await queryRows<{ bad: number }>(
      database.db,
      sql`SELECT count(*)::int AS bad FROM universities u
          WHERE u.provenance -> 'identity' ->> 'sourceName' <> 'University list (Hipo, MIT licence)'
             OR u.provenance -> 'description' ->> 'kind' <> 'sample'
             OR u.provenance -> 'details' ->> 'kind' <> 'sample'
             OR NOT (u.provenance ?& ARRAY['identity','description','details'])`,
    );
    expect(universityRows!.bad).toBe(0);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await queryRows(
      database.db,
      sql`SELECT md5(string_agg(course_name || coalesce(fee_minor::text, '-'), ',' ORDER BY course_id)) AS h FROM courses`,
    );
    expect(await seedCatalogue(database.db, { courses: COURSES, seedDay: SEED_DAY })).toBeNull();
    expect(await count('courses')).toBe(COURSES);
    expect(await count('countries')).toBe(200);
    const after = await queryRows(
      database.db,
      sql`SELECT md5(string_agg(course_name || coalesce(fee_minor::text, '-'), ',' ORDER BY course_id)) AS h FROM courses`,
    );
    expect(after).toEqual(before);
  });

  it('gives explicit ids from 1 and moves the sequences past them', async () => {
    const [ids] = await queryRows<{ min: number; max: number }>(
      database.db,
      sql`SELECT min(course_id)::int AS min, max(course_id)::int AS max FROM courses`,
    );
    expect(ids).toEqual({ min: 1, max: COURSES });
    const [next] = await database.db
      .insert(countries)
      .values({ isoCode: 'ZZ-test', countryName: 'Seed Test Land' })
      .returning({ countryId: countries.countryId });
    expect(next!.countryId).toBe(201);
  });

  it("uses real names, QS ranks and each country's own currency", async () => {
    const [mit] = await queryRows<{ qs: number; country: string }>(
      database.db,
      sql`SELECT u.qs_rank AS qs, co.country_name AS country FROM universities u JOIN countries co USING (country_id)
          WHERE u.university_name = 'Massachusetts Institute of Technology'`,
    );
    expect(mit).toEqual({ qs: 1, country: 'United States' });
    const currencies = await queryRows<{ iso: string; code: string; currency: string }>(
      database.db,
      sql`SELECT DISTINCT co.iso_code AS iso, c.currency_code AS code, c.currency FROM courses c
          JOIN universities u USING (university_id) JOIN countries co ON co.country_id = u.country_id
          WHERE co.iso_code IN ('US', 'CA', 'DE', 'IN', 'GB', 'JP', 'LK') ORDER BY 1`,
    );
    expect(currencies).toEqual([
      { iso: 'CA', code: 'CAD', currency: 'Dollar' },
      { iso: 'DE', code: 'EUR', currency: 'Euro' },
      { iso: 'GB', code: 'GBP', currency: 'Pound' },
      { iso: 'IN', code: 'INR', currency: 'Rupee' },
      { iso: 'JP', code: 'JPY', currency: 'Japanese yen' },
      { iso: 'LK', code: 'LKR', currency: 'Rupee' },
      { iso: 'US', code: 'USD', currency: 'Dollar' },
    ]);
    const [germany] = await database.db.select().from(countries).where(sql`${countries.isoCode} = 'DE'`);
    expect(germany).toMatchObject({
      countryName: 'Germany',
      capital: 'Berlin',
      flagImage: 'vendor/flags/de.svg',
    });
    expect(germany!.population).toBeGreaterThan(80_000_000);
    expect(await database.db.$count(courses, sql`${courses.isFeatured}`)).toBeGreaterThan(0);
  });
});

describe('the generator', () => {
  it('is a pure function of its sources: two runs give the same rows', () => {
    const build = () => {
      const sources = loadSources();
      const drafts = sources.universities
        .slice(0, 200)
        .map((u, i) =>
          universityDraft(i + 1, u, sources.countries.find((c) => c.cca2 === u.cca2)!, 1, 'Somewhere'),
        );
      const counts = courseCounts(drafts, 2_000);
      return {
        drafts: drafts.map((d) => d.row),
        courses: drafts.flatMap((d, i) =>
          universityCourses(d, counts[i]!, 1, {
            rates: readReferenceRates(),
            seedDay: SEED_DAY,
          }),
        ),
      };
    };
    const first = build();
    expect(first.courses).toHaveLength(2_000);
    expect(build()).toEqual(first);
  });

  it("writes 'an 18-month', not 'a 18-month'", () => {
    expect(
      ['18-month', '8-month', '11-month', '80-week', '12-month', '1-year', '2-year'].map(withArticle),
    ).toEqual([
      'an 18-month',
      'an 8-month',
      'an 11-month',
      'an 80-week',
      'a 12-month',
      'a 1-year',
      'a 2-year',
    ]);
  });

  it('spreads exactly the requested total over the universities, at least one each', () => {
    const sources = loadSources();
    const drafts = sources.universities.map((u, i) =>
      universityDraft(i + 1, u, sources.countries.find((c) => c.cca2 === u.cca2)!, 1, 'X'),
    );
    for (const total of [drafts.length, 30_000, 1_000_003]) {
      const counts = courseCounts(drafts, total);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
    }
  });
});

/** The whole seeded catalogue, checked the way a careful student would (docs/catalogue.md#data-quality). */
describe('catalogue data quality', () => {
  it("prices every course in its country's own currency, with a rupee estimate from the stored rate", async () => {
    const expected = new Map(loadSources().countries.map((c) => [c.cca2, c.currencyCode]));
    const rows = await queryRows<{ iso: string; code: string; n: number }>(
      database.db,
      sql`SELECT co.iso_code AS iso, c.currency_code AS code, count(*)::int AS n FROM courses c
          JOIN universities u USING (university_id) JOIN countries co ON co.country_id = u.country_id
          GROUP BY 1, 2`,
    );
    const wrong = rows.filter((r) => r.code !== expected.get(r.iso));
    expect(wrong).toEqual([]);
    const unpriced = await queryRows<{ code: string; fee: number }>(
      database.db,
      sql`SELECT c.currency_code AS code, c.fee_minor AS fee FROM courses c LEFT JOIN exchange_rates r USING (currency_code)
          WHERE c.fee_minor IS NULL OR c.fee_inr IS NULL OR r.currency_code IS NULL
             OR abs(c.fee_inr - round(c.fee_minor::numeric / (10 ^ r.minor_digits)::numeric * r.inr_per_unit)) > 1`,
    );
    expect(unpriced).toEqual([]);
  });

  it('offers only the fields and levels a university of that kind teaches', async () => {
    const rows = await queryRows<{ name: string; qs: number | null; category: string; level: string }>(
      database.db,
      sql`SELECT DISTINCT u.university_name AS name, u.qs_rank AS qs, cat.category_name AS category, c.course_type AS level
          FROM courses c JOIN universities u USING (university_id)
          JOIN course_categories cat ON cat.course_category_id = c.course_category_id`,
    );
    const misplaced = rows.filter(
      (r) =>
        !KIND_CATEGORIES[universityKind(r.name)].includes(r.category) ||
        !levelsFor(r.qs).includes(r.level as never),
    );
    expect(misplaced).toEqual([]);
    const mit = rows.filter((r) => r.name === 'Massachusetts Institute of Technology');
    expect(mit.length).toBeGreaterThan(0);
    expect(mit.every((r) => r.category !== 'Arts & Design' && r.level !== 'Diploma')).toBe(true);
  });

  it('gives every intake a deadline ahead of its start, spread over the year from the seed day', async () => {
    const [row] = await queryRows<{
      missing: number;
      late: number;
      first: string;
      last: string;
      closed: number;
    }>(
      database.db,
      sql`SELECT count(*) FILTER (WHERE intake IS NULL OR intake_start IS NULL OR application_deadline IS NULL)::int AS missing,
                 count(*) FILTER (WHERE application_deadline >= intake_start)::int AS late,
                 count(*) FILTER (WHERE application_deadline < ${SEED_DAY}::date)::int AS closed,
                 to_char(min(application_deadline) FILTER (WHERE application_deadline >= ${SEED_DAY}::date), 'YYYY-MM-DD') AS first,
                 to_char(max(application_deadline), 'YYYY-MM-DD') AS last
          FROM courses`,
    );
    expect(row).toMatchObject({ missing: 0, late: 0, first: SEED_DAY });
    // A day drawn between two of a country's windows moves into the nearer one, up to 60 days into
    // it: a US Fall window opening on 1 December can take a day drawn in November to late January.
    expect(row!.last > '2027-10-01' && row!.last <= '2028-02-15', row!.last).toBe(true);
    // A few recently closed intakes, so the closed state is there to see in a demo.
    expect(row!.closed).toBeGreaterThan(0);
    expect(row!.closed).toBeLessThan(COURSES * 0.1);
  });

  it('closes applications when they really close: US Fall in December–February, German winter semester 23 May – 15 July', async () => {
    const rows = await queryRows<{ iso: string; intake: string; deadline: string }>(
      database.db,
      sql`SELECT co.iso_code AS iso, c.intake, to_char(c.application_deadline, 'MM-DD') AS deadline
          FROM courses c JOIN universities u USING (university_id) JOIN countries co ON co.country_id = u.country_id
          WHERE co.iso_code IN ('US', 'DE')`,
    );
    const usFall = rows.filter((r) => r.iso === 'US' && r.intake === 'September');
    const deWinter = rows.filter((r) => r.iso === 'DE' && r.intake === 'October');
    expect(usFall.length).toBeGreaterThan(100);
    expect(deWinter.length).toBeGreaterThan(20);
    expect(usFall.filter((r) => r.deadline > '02-15' && r.deadline < '12-01')).toEqual([]);
    expect(deWinter.filter((r) => r.deadline < '05-23' || r.deadline > '07-15')).toEqual([]);
  });

  it("keeps each fee in its band: Baden-Württemberg's non-EU fee, TUM's, Stanford's and MIT's own; UK taught master's of twelve months, and no UK MEng", async () => {
    const rows = await queryRows<{
      name: string;
      iso: string;
      type: string;
      fee: number;
      duration: string;
      course: string;
    }>(
      database.db,
      sql`SELECT u.university_name AS name, co.iso_code AS iso, c.course_type AS type, c.fee_minor / 100 AS fee,
                 c.duration, c.course_name AS course
          FROM courses c JOIN universities u USING (university_id) JOIN countries co ON co.country_id = u.country_id
          WHERE co.iso_code IN ('DE', 'GB', 'US')`,
    );
    const stuttgart = rows.filter(
      (r) => r.name === 'Universität Stuttgart' && (r.type === 'Undergraduate' || r.type === 'Postgraduate'),
    );
    expect(stuttgart.length).toBeGreaterThan(0);
    expect(stuttgart.filter((r) => r.fee < 3_400 || r.fee > 4_000)).toEqual([]);
    const tumMasters = rows.filter(
      (r) => r.name === 'Technische Universität München' && r.type === 'Postgraduate',
    );
    expect(tumMasters.filter((r) => r.fee < 8_000 || r.fee > 12_000)).toEqual([]);
    // Stanford's graduate tuition, US$21,180–22,562 a quarter for three quarters in 2025-26.
    const stanfordGraduate = rows.filter(
      (r) => r.name === 'Stanford University' && r.type === 'Postgraduate',
    );
    expect(stanfordGraduate.length).toBeGreaterThan(0);
    expect(stanfordGraduate.filter((r) => r.fee < 63_500 || r.fee > 67_500)).toEqual([]);
    // MIT's standard graduate tuition, US$59,750 for nine months in 2023-24; its bachelor's keep the country's band.
    const mit = rows.filter((r) => r.name === 'Massachusetts Institute of Technology');
    const mitGraduate = mit.filter((r) => r.type === 'Postgraduate');
    expect(mitGraduate.length).toBeGreaterThan(0);
    expect(mitGraduate.filter((r) => r.fee < 59_500 || r.fee > 60_000)).toEqual([]);
    expect(mit.filter((r) => r.type === 'Undergraduate' && (r.fee < 28_000 || r.fee > 60_000))).toEqual([]);
    const ukMasters = rows.filter((r) => r.iso === 'GB' && r.type === 'Postgraduate');
    expect(ukMasters.length).toBeGreaterThan(50);
    expect(ukMasters.filter((r) => r.duration !== '1 year')).toEqual([]);
    expect(ukMasters.filter((r) => r.course.startsWith('MEng '))).toEqual([]);
  });

  it('gives a QS top-200 university no vocational courses, and nobody an MSc in Medicine', async () => {
    const rows = await queryRows<{
      name: string;
      iso: string;
      qs: number | null;
      course: string;
      type: string;
    }>(
      database.db,
      sql`SELECT u.university_name AS name, co.iso_code AS iso, u.qs_rank AS qs, c.course_name AS course, c.course_type AS type
          FROM courses c JOIN universities u USING (university_id) JOIN countries co ON co.country_id = u.country_id`,
    );
    const subjects = CATEGORIES.flatMap((c) => c.subjects.map((subject) => subject.name));
    const subjectOf = (course: string) =>
      subjects.filter((name) => course.includes(name)).sort((a, b) => b.length - a.length)[0] ?? '';
    const implausible = rows.filter(
      (r) => !isPlausibleSubject({ qsRank: r.qs, cca2: r.iso }, subjectOf(r.course), r.type as never),
    );
    expect(implausible).toEqual([]);
    const top = rows.filter((r) => r.qs !== null && r.qs <= TOP_RESEARCH_RANK);
    expect(top.length).toBeGreaterThan(300);
    expect(
      top.filter((r) => /Quantity Surveying|Accounting|Supply Chain|Hospitality/.test(r.course)),
    ).toEqual([]);
    expect(rows.filter((r) => /^(MSc|MA|PhD in) (Medicine|Dentistry)/.test(r.course))).toEqual([]);
  });

  it('invents no phone numbers, acceptance rates or test requirements, and labels general country texts', async () => {
    const [invented] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM universities
          WHERE phone IS NOT NULL OR acceptance_rate IS NOT NULL OR test_accepted IS NOT NULL`,
    );
    expect(invented!.n).toBe(0);
    const texts = await queryRows<{ iso: string; system: string; general: number }>(
      database.db,
      sql`SELECT co.iso_code AS iso, co.education_system AS system,
            (SELECT count(*) FROM country_faqs f WHERE f.country_id = co.country_id AND f.answer LIKE 'General information:%')::int AS general
          FROM countries co WHERE co.iso_code <> 'ZZ-test'`,
    );
    const ownTexts = new Set<string>(MOST_PICKED_DESTINATIONS);
    expect(Object.keys(COUNTRY_TEXTS).sort()).toEqual([...ownTexts].sort());
    for (const country of texts) {
      if (ownTexts.has(country.iso)) {
        expect(country.system.startsWith('General information'), country.iso).toBe(false);
        expect(country.general, country.iso).toBe(0);
      } else {
        expect(country.system.startsWith('General information:'), country.iso).toBe(true);
        expect(country.general, country.iso).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("resolves /intro's featured programmes to featured courses of the most-picked destinations", async () => {
    const programmes = await listFeaturedProgrammes(database.db);
    expect(programmes).toHaveLength(FEATURED_PROGRAMME_COUNT);
    expect(programmes.map((p) => p.CountryModel.countryName)).toEqual([
      'Canada',
      'United States',
      'United Kingdom',
      'Australia',
    ]);
    for (const programme of programmes) {
      const course = await getCourse(database.db, programme.courseId);
      expect(course.courseName).toBe(programme.courseName);
      expect(course.isFeatured).toBe(true);
    }
  });
});
