import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/app';
import { queryRows } from '../../rows';
import { countries, courses } from '../../schema';
import { courseCounts, universityCourses, universityDraft } from './generate';
import { type CatalogueSeedStats, seedCatalogue } from './index';
import { loadSources } from './sources';

/** A smaller course total keeps this file quick; the universities and countries are the real set. */
const COURSES = 6_000;
const database = useTestDatabase();
let stats: CatalogueSeedStats | null;

beforeAll(async () => {
  stats = await seedCatalogue(database.db, { courses: COURSES });
}, 120_000);

const count = async (table: string) =>
  Number(
    (await queryRows<{ n: number }>(database.db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]!.n,
  );

describe('the catalogue seed', () => {
  it('loads every country of the university list with ~3,000 universities, categories, courses and FAQs', async () => {
    expect(stats).toMatchObject({ countries: 200, courses: COURSES, categories: 12, faqs: 1000 });
    expect(stats!.universities).toBeGreaterThan(2900);
    expect(await count('countries')).toBe(200);
    expect(await count('universities')).toBe(stats!.universities);
    expect(await count('courses')).toBe(COURSES);
    expect(await count('course_categories')).toBeGreaterThanOrEqual(10);
    const [empty] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM countries c WHERE NOT EXISTS (SELECT 1 FROM universities u WHERE u.country_id = c.country_id)
          OR (SELECT count(*) FROM country_faqs f WHERE f.country_id = c.country_id) <> 5`,
    );
    expect(empty!.n).toBe(0);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await queryRows(
      database.db,
      sql`SELECT md5(string_agg(search_text || coalesce(fee::text, '-'), ',' ORDER BY course_id)) AS h FROM courses`,
    );
    expect(await seedCatalogue(database.db, { courses: COURSES })).toBeNull();
    expect(await count('courses')).toBe(COURSES);
    expect(await count('countries')).toBe(200);
    const after = await queryRows(
      database.db,
      sql`SELECT md5(string_agg(search_text || coalesce(fee::text, '-'), ',' ORDER BY course_id)) AS h FROM courses`,
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

  it('keeps search_text as the lower-cased course, university and country names', async () => {
    const [mismatch] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM courses c JOIN universities u USING (university_id) JOIN countries co ON co.country_id = u.country_id
          WHERE c.search_text <> lower(c.course_name || ' ' || u.university_name || ' ' || co.country_name)`,
    );
    expect(mismatch!.n).toBe(0);
  });

  it('uses real names, QS ranks and per-country currency classes', async () => {
    const [mit] = await queryRows<{ qs: number; country: string }>(
      database.db,
      sql`SELECT u.qs_rank AS qs, co.country_name AS country FROM universities u JOIN countries co USING (country_id)
          WHERE u.university_name = 'Massachusetts Institute of Technology'`,
    );
    expect(mit).toEqual({ qs: 1, country: 'United States' });
    const currencies = await queryRows<{ iso: string; currency: string }>(
      database.db,
      sql`SELECT DISTINCT co.iso_code AS iso, c.currency::text AS currency FROM courses c
          JOIN universities u USING (university_id) JOIN countries co ON co.country_id = u.country_id
          WHERE co.iso_code IN ('US', 'DE', 'IN', 'GB', 'JP') ORDER BY 1`,
    );
    expect(currencies).toEqual([
      { iso: 'DE', currency: 'Euro' },
      { iso: 'GB', currency: 'Pound' },
      { iso: 'IN', currency: 'Rupee' },
      { iso: 'JP', currency: 'Pound' },
      { iso: 'US', currency: 'Dollar' },
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
        courses: drafts.flatMap((d, i) => universityCourses(d, counts[i]!, 1, 'Somewhere')),
      };
    };
    const first = build();
    expect(first.courses).toHaveLength(2_000);
    expect(build()).toEqual(first);
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
