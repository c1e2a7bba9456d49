import type { CompareResult, CourseCost } from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readReferenceRates } from '../../db/reference-rates';
import { courses, universities } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import {
  createCategory,
  createCountry,
  createCourse,
  createUniversity,
} from '../../test/catalogue-factories';
import { apiClient } from '../../test/http';
import { readStudyCosts } from './study-costs';

/** GET /courses/{id}/cost and GET /courses/compare (docs/planning.md). Public: no sign-in. */

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let ukCourse: number;
let londonCourse: number;
let usCourse: number;
let plainCourse: number;
let hiddenCourse: number;
const rates = readReferenceRates();
const gbp = rates.get('GBP')!.inrPerUnit;
const usd = rates.get('USD')!.inrPerUnit;
const uk = readStudyCosts().countries.GB!;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  const db = t.database.db;
  const category = await createCategory(db);
  const gb = await createCountry(db, { isoCode: 'GB', countryName: 'United Kingdom' });
  const us = await createCountry(db, { isoCode: 'US', countryName: 'United States' });
  const other = await createCountry(db);
  const leeds = await createUniversity(db, gb.countryId, {
    universityName: 'Leeds Test University',
    location: 'Leeds',
  });
  const london = await createUniversity(db, gb.countryId, {
    universityName: 'Test College London',
    location: null,
  });
  const boston = await createUniversity(db, us.countryId, { location: 'Boston, Massachusetts' });
  const elsewhere = await createUniversity(db, other.countryId);
  const refs = (universityId: number) => ({ universityId, courseCategoryId: category.courseCategoryId });
  ukCourse = (await createCourse(db, refs(leeds.universityId), { fee: 20000, currencyCode: 'GBP' })).courseId;
  londonCourse = (await createCourse(db, refs(london.universityId), { fee: 30000, currencyCode: 'GBP' }))
    .courseId;
  usCourse = (await createCourse(db, refs(boston.universityId), { fee: 40000.5, currencyCode: 'USD' }))
    .courseId;
  plainCourse = (await createCourse(db, refs(elsewhere.universityId), { fee: 5000, currencyCode: 'EUR' }))
    .courseId;
  hiddenCourse = (await createCourse(db, refs(leeds.universityId), { isPublished: false })).courseId;
});
afterAll(() => t.close());

const sum = (cost: CourseCost['cost']) => cost.lines.reduce((total, line) => total + line.amountInr, 0);

describe('GET /courses/{courseId}/cost', () => {
  it('answers tuition, living and one-off lines in rupees that add up to the total', async () => {
    const answer = await api.get<CourseCost>(`courses/${ukCourse}/cost`);
    expect(answer.status).toBe(200);
    const { cost, inputs } = answer.body.data;
    expect(cost.lines.map((line) => line.kind)).toEqual(['tuition', 'living', 'visa', 'health']);
    expect(cost.totalInr).toBe(sum(cost));
    expect(cost.months).toBe(12);
    expect(cost.city).toBe('Outside London');
    expect(cost.cities).toEqual(['Outside London', 'London']);
    const [tuition, living, visa] = cost.lines;
    expect(tuition).toMatchObject({ amount: 20000, currencyCode: 'GBP', amountInr: Math.round(20000 * gbp) });
    expect(living).toMatchObject({
      amount: uk.living.perMonth * 12,
      amountInr: Math.round(uk.living.perMonth * 12 * gbp),
      sourceUrl: 'https://www.gov.uk/student-visa/money',
    });
    expect(visa!.amountInr).toBe(Math.round(uk.oneOff[0]!.amount * gbp));
    for (const line of cost.lines) {
      expect(line.source.length).toBeGreaterThan(5);
      expect(line.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(line.rate).toEqual({
        inrPerUnit: gbp,
        date: rates.get('GBP')!.rateDate,
        source: rates.get('GBP')!.source,
      });
    }
    // Demo fees are labelled as sample data and counted as estimates.
    expect(tuition!.source).toMatch(/illustrative sample data/);
    expect(inputs.reference?.currencyCode).toBe('GBP');
  });

  it('converts each currency at its own rate and places a university in its city', async () => {
    const answer = await api.get<CourseCost>(`courses/${usCourse}/cost`);
    expect(answer.status).toBe(200);
    const { cost } = answer.body.data;
    expect(cost.city).toBe('Boston area');
    const tuition = cost.lines[0]!;
    expect(tuition).toMatchObject({
      amount: 40000.5,
      currencyCode: 'USD',
      amountInr: Math.round(40000.5 * usd),
    });
    expect(cost.lines.filter((l) => l.kind === 'visa').map((l) => l.amount)).toEqual([185, 350]);
    expect(cost.includesEstimates).toBe(true);
    expect(cost.lines.find((l) => l.kind === 'living')!.estimate).toBe(true);
    expect(cost.totalInr).toBe(sum(cost));

    const london = await api.get<CourseCost>(`courses/${londonCourse}/cost`);
    expect(london.body.data.cost.city).toBe('London');
  });

  it('follows months, city and scholarship, still adding up', async () => {
    const base = (await api.get<CourseCost>(`courses/${ukCourse}/cost`)).body.data.cost;
    const answer = await api.get<CourseCost>(
      `courses/${ukCourse}/cost?months=9&city=London&scholarship=5000`,
    );
    expect(answer.status).toBe(200);
    const { cost } = answer.body.data;
    expect(cost.city).toBe('London');
    expect(cost.lines.find((l) => l.kind === 'living')!.amount).toBe(uk.living.cities[0]!.perMonth * 9);
    expect(cost.lines.at(-1)).toMatchObject({
      kind: 'scholarship',
      amount: -5000,
      amountInr: -Math.round(5000 * gbp),
    });
    expect(cost.totalInr).toBe(sum(cost));
    expect(cost.totalInr).not.toBe(base.totalInr);
  });

  it('says when there are no figures for the country: tuition only', async () => {
    const answer = await api.get<CourseCost>(`courses/${plainCourse}/cost`);
    expect(answer.status).toBe(200);
    const { cost } = answer.body.data;
    expect(cost.lines.map((l) => l.kind)).toEqual(['tuition']);
    expect(cost.totalInr).toBe(cost.lines[0]!.amountInr);
    expect(cost.notIncluded.join(' ')).toMatch(/no reference figures/);
  });

  it('refuses bad settings with per-field errors', async () => {
    for (const [query, field] of [
      ['months=0', 'months'],
      ['months=13', 'months'],
      ['months=abc', 'months'],
      ['scholarship=-1', 'scholarship'],
      ['city=Paris', 'city'],
    ] as const) {
      const answer = await api.get(`courses/${ukCourse}/cost?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.errors?.[field], query).toBeTruthy();
    }
    expect((await api.get(`courses/${ukCourse}/cost?colour=red`)).status).toBe(400);
  });

  it('is 404 for an unknown or unpublished course', async () => {
    expect((await api.get(`courses/${hiddenCourse}/cost`)).status).toBe(404);
    expect((await api.get('courses/999999/cost')).status).toBe(404);
    // Hidden through its university.
    const db = t.database.db;
    const [row] = await db.select().from(courses).where(eq(courses.courseId, londonCourse));
    await db
      .update(universities)
      .set({ isPublished: false })
      .where(eq(universities.universityId, row!.universityId));
    expect((await api.get(`courses/${londonCourse}/cost`)).status).toBe(404);
    await db
      .update(universities)
      .set({ isPublished: true })
      .where(eq(universities.universityId, row!.universityId));
  });
});

describe('GET /courses/compare', () => {
  it('compares 2 to 4 courses in the order asked, each with its first-year total', async () => {
    const answer = await api.get<CompareResult>(`courses/compare?ids=${usCourse},${ukCourse},${plainCourse}`);
    expect(answer.status).toBe(200);
    const items = answer.body.data.courses;
    expect(items.map((item) => item.course.courseId)).toEqual([usCourse, ukCourse, plainCourse]);
    for (const item of items) {
      expect(item.cost.totalInr).toBe(sum(item.cost));
      expect(item.cost.months).toBe(12);
    }
    expect(items[1]!.course.UniversityModel.universityName).toBe('Leeds Test University');
    expect(items[1]!.course.UniversityModel.testAccepted).toBe('IELTS');
    const single = await api.get<CourseCost>(`courses/${ukCourse}/cost`);
    expect(items[1]!.cost.totalInr).toBe(single.body.data.cost.totalInr);
  });

  it('refuses 1 or 5 courses, or no ids, with a field error', async () => {
    for (const ids of [`${ukCourse}`, `${ukCourse},${ukCourse}`, '1,2,3,4,5', 'a,b', '']) {
      const answer = await api.get(`courses/compare?ids=${ids}`);
      expect(answer.status, ids).toBe(400);
      expect(answer.body.errors?.ids, ids).toBeTruthy();
    }
    const none = await api.get('courses/compare');
    expect(none.status).toBe(400);
    expect(none.body.errors?.ids).toBeTruthy();
  });

  it('is 404 when any course is unknown or unpublished', async () => {
    expect((await api.get(`courses/compare?ids=${ukCourse},${hiddenCourse}`)).status).toBe(404);
    const unknown = await api.get(`courses/compare?ids=${ukCourse},999999`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Course not found');
  });
});
