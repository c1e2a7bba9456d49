import type { CourseCost, CourseSearchItem, CourseSearchResult } from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncFirstYearCosts } from '../../db/first-year-costs';
import { courses, universities } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import {
  createCategory,
  createCountry,
  createCourse,
  createUniversity,
} from '../../test/catalogue-factories';
import { apiClient } from '../../test/http';

/**
 * Search on the first-year total (docs/catalogue.md#first-year-total): the figure each card shows is
 * the course page's total, and costBasis=firstYear filters and sorts by it.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
const ids: Record<string, number> = {};
let leedsId: number;

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  const db = t.database.db;
  const category = await createCategory(db);
  const gb = await createCountry(db, { isoCode: 'GB', countryName: 'United Kingdom' });
  // A country the reference file has no figures for: its totals are tuition only.
  const other = await createCountry(db, { isoCode: 'ZZ', countryName: 'Nowhereland' });
  const leeds = await createUniversity(db, gb.countryId, {
    universityName: 'Firstyear Leeds University',
    location: 'Leeds',
    qsRank: 90,
  });
  leedsId = leeds.universityId;
  const plain = await createUniversity(db, other.countryId, { universityName: 'Firstyear Plain University' });
  await syncFirstYearCosts(db);
  const refs = (universityId: number) => ({ universityId, courseCategoryId: category.courseCategoryId });
  // Cheap tuition in the UK but a dear year; dear tuition where living is unknown.
  ids.ukCheap = (
    await createCourse(db, refs(leeds.universityId), {
      courseName: 'Firstyear Cheap Tuition',
      fee: 10_000,
      currencyCode: 'GBP',
      applicationDeadline: daysFromToday(30),
    })
  ).courseId;
  ids.ukDear = (
    await createCourse(db, refs(leeds.universityId), {
      courseName: 'Firstyear Dear Tuition',
      fee: 30_000,
      currencyCode: 'GBP',
      applicationDeadline: daysFromToday(-3),
    })
  ).courseId;
  ids.plain = (
    await createCourse(db, refs(plain.universityId), {
      courseName: 'Firstyear Plain Course',
      fee: 20_000,
      currencyCode: 'GBP',
    })
  ).courseId;
  ids.noFee = (
    await createCourse(db, refs(plain.universityId), { courseName: 'Firstyear Unpriced', fee: null })
  ).courseId;
});
afterAll(() => t.close());

async function search(query: string): Promise<CourseSearchItem[]> {
  const answer = await api.get<CourseSearchResult>(`course/search?q=firstyear&pageSize=50&${query}`);
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data.items;
}
const byId = (items: CourseSearchItem[], id: number) => items.find((item) => item.courseId === id)!;
const pageTotal = async (id: number) =>
  (await api.get<CourseCost>(`courses/${id}/cost`)).body.data.cost.totalInr;

describe('first-year total on search cards', () => {
  it('is the course page total, tuition only where the country has no figures, null without a fee', async () => {
    const items = await search('');
    for (const id of [ids.ukCheap!, ids.ukDear!, ids.plain!]) {
      expect(byId(items, id).firstYearTotalInr, String(id)).toBe(await pageTotal(id));
    }
    const cheap = byId(items, ids.ukCheap!);
    expect(cheap.firstYearTotalInr).toBeGreaterThan(cheap.feeInr!);
    expect(cheap.firstYearTuitionOnly).toBe(false);
    const plain = byId(items, ids.plain!);
    expect(plain.firstYearTuitionOnly).toBe(true);
    expect(plain.firstYearTotalInr).toBe(plain.feeInr);
    expect(byId(items, ids.noFee!).firstYearTotalInr).toBeNull();
  });

  it('gives the QS rank and the next deadline only while it is open', async () => {
    const items = await search('');
    expect(byId(items, ids.ukCheap!)).toMatchObject({ qsRank: 90, nextDeadline: daysFromToday(30) });
    expect(byId(items, ids.ukDear!).nextDeadline).toBeNull();
    expect(byId(items, ids.plain!).qsRank).toBeNull();
  });
});

describe('costBasis', () => {
  it('filters the fee ceiling on tuition by default and on the first-year total when asked', async () => {
    const cheap = byId(await search(''), ids.ukCheap!);
    // Between its tuition and its first-year total.
    const ceiling = cheap.feeInr! + 1;
    const onTuition = (await search(`maxFee=${ceiling}`)).map((item) => item.courseId);
    expect(onTuition).toContain(ids.ukCheap);
    const onTotal = (await search(`maxFee=${ceiling}&costBasis=firstYear`)).map((item) => item.courseId);
    expect(onTotal).not.toContain(ids.ukCheap);
    for (const item of await search(`minFee=${ceiling}&costBasis=firstYear`)) {
      expect(item.firstYearTotalInr).toBeGreaterThanOrEqual(ceiling);
    }
  });

  it('sorts by the first-year total, unknown last', async () => {
    const items = await search('sort=fee&costBasis=firstYear');
    const totals = items.map((item) => item.firstYearTotalInr);
    expect(totals.at(-1)).toBeNull();
    const known = totals.filter((n) => n !== null) as number[];
    expect(known).toEqual([...known].sort((a, b) => a - b));
    // The UK course with cheaper tuition costs more in its first year than the tuition-only one.
    expect(items.map((i) => i.courseId).indexOf(ids.plain!)).toBeLessThan(
      items.map((i) => i.courseId).indexOf(ids.ukCheap!),
    );
    const desc = (await search('sort=fee&order=desc&costBasis=firstYear')).map((i) => i.firstYearTotalInr);
    expect(desc.filter((n) => n !== null)).toEqual([...known].reverse());
  });

  it('refuses an unknown basis', async () => {
    const answer = await api.get('course/search?costBasis=total');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/costBasis must be one of: tuition, firstYear/);
  });
});

describe('keeping the total', () => {
  it('follows a fee change, a move to London, and matches the course page after each', async () => {
    const db = t.database.db;
    await db
      .update(courses)
      .set({ feeMinor: 1_200_000, feeInr: null })
      .where(eq(courses.courseId, ids.ukCheap!));
    // fee_inr as the catalogue service writes it: the trigger adds the university's share.
    const [row] = await db.select().from(courses).where(eq(courses.courseId, ids.ukCheap!));
    expect(row!.firstYearInr).toBeNull();
    await db.update(courses).set({ feeInr: 1_300_000 }).where(eq(courses.courseId, ids.ukCheap!));
    const [after] = await db.select().from(courses).where(eq(courses.courseId, ids.ukCheap!));
    const [leeds] = await db.select().from(universities).where(eq(universities.universityId, leedsId));
    expect(after!.firstYearInr).toBe(1_300_000 + leeds!.firstYearExtraInr!);

    const before = leeds!.firstYearExtraInr!;
    await db.update(universities).set({ location: 'London' }).where(eq(universities.universityId, leedsId));
    expect(await syncFirstYearCosts(db, [leedsId])).toBe(1);
    // Another address than the earlier searches: the public answer cache hears no direct writes.
    const items = await search('sort=newest');
    const moved = byId(items, ids.ukDear!);
    expect(moved.firstYearTotalInr! - moved.feeInr!).toBeGreaterThan(before);
    expect(moved.firstYearTotalInr).toBe(await pageTotal(ids.ukDear!));
    // Nothing changed: nothing is written again.
    expect(await syncFirstYearCosts(db)).toBe(0);
  });
});
