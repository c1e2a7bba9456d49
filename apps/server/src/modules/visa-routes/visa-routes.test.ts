import { type CourseProofOfFunds, computeProofOfFunds, type VisaRoute } from '@edupath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import {
  createCategory,
  createCountry,
  createCourse,
  createUniversity,
} from '../../test/catalogue-factories';
import { apiClient } from '../../test/http';

/** GET /visa-routes, /visa-routes/{code} and /courses/{id}/proof-of-funds: public, no sign-in. */

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let londonCourse: number;
let leedsCourse: number;
let otherCourse: number;
let hiddenCourse: number;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  const db = t.database.db;
  const category = await createCategory(db);
  const gb = await createCountry(db, { isoCode: 'GB', countryName: 'United Kingdom' });
  const other = await createCountry(db);
  const london = await createUniversity(db, gb.countryId, {
    universityName: 'Test College London',
    location: null,
  });
  const leeds = await createUniversity(db, gb.countryId, {
    universityName: 'Leeds Test University',
    location: 'Leeds',
  });
  const elsewhere = await createUniversity(db, other.countryId);
  const refs = (universityId: number) => ({ universityId, courseCategoryId: category.courseCategoryId });
  londonCourse = (await createCourse(db, refs(london.universityId), { fee: 30000, currencyCode: 'GBP' }))
    .courseId;
  leedsCourse = (await createCourse(db, refs(leeds.universityId), { fee: 20000, currencyCode: 'GBP' }))
    .courseId;
  otherCourse = (await createCourse(db, refs(elsewhere.universityId), { fee: 5000, currencyCode: 'EUR' }))
    .courseId;
  hiddenCourse = (await createCourse(db, refs(leeds.universityId), { isPublished: false })).courseId;
});
afterAll(() => t.close());

describe('visa routes', () => {
  it('lists the seven routes without sign-in', async () => {
    const res = await api.get('visa-routes');
    expect(res.status).toBe(200);
    const routes = res.body.data as VisaRoute[];
    expect(routes.map((r) => r.countryCode)).toEqual(['US', 'GB', 'CA', 'DE', 'AU', 'IE', 'NZ']);
  });

  it('gives one route by its code, in any case; an unknown code is 400', async () => {
    const res = await api.get('visa-routes/de');
    expect(res.status).toBe(200);
    expect((res.body.data as VisaRoute).visaName).toMatch(/national visa/i);
    expect((await api.get('visa-routes/FR')).status).toBe(400);
  });
});

describe('a course’s proof of funds', () => {
  it('a London course: its fee in minor units, London flagged, the rates it needs', async () => {
    const res = await api.get(`courses/${londonCourse}/proof-of-funds`);
    expect(res.status).toBe(200);
    const data = res.body.data as CourseProofOfFunds;
    expect(data.route.countryCode).toBe('GB');
    expect(data.tuition).toEqual({ amountMinor: 3_000_000, currencyCode: 'GBP' });
    expect(data.inLondon).toBe(true);
    expect(data.rates.GBP?.inrPerUnit).toBeGreaterThan(0);
    const answer = computeProofOfFunds(data, { applyOn: '2026-01-01', today: '2026-01-01' });
    expect(answer.totalMinor).toBe(3_000_000 + 148_300 * 9);
  });

  it('a course outside London is not flagged', async () => {
    const data = (await api.get(`courses/${leedsCourse}/proof-of-funds`)).body.data as CourseProofOfFunds;
    expect(data.inLondon).toBe(false);
  });

  it('null for a country without a route; 404 for a hidden course', async () => {
    const res = await api.get(`courses/${otherCourse}/proof-of-funds`);
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect((await api.get(`courses/${hiddenCourse}/proof-of-funds`)).status).toBe(404);
  });
});
