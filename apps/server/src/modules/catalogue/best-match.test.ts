import type { CourseSearchResult } from '@edupath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import {
  createCategory,
  createCountry,
  createCourse,
  createUniversity,
} from '../../test/catalogue-factories';
import { apiClient } from '../../test/http';

/**
 * "Best match" (docs/catalogue.md#best-match): a course named for the subject first, then names
 * with the words together, then every word, then matches through the university's name; ties by
 * QS rank, then the nearest open deadline.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  const db = t.database.db;
  const category = await createCategory(db);
  const country = await createCountry(db, { isoCode: 'DE', countryName: 'Germany' });
  const uni = async (universityName: string, qsRank: number | null) =>
    (await createUniversity(db, country.countryId, { universityName, qsRank })).universityId;
  const top = await uni('Topranked Technical University', 5);
  const mid = await uni('Midranked University', 60);
  const unranked = await uni('Unranked College', null);
  const named = await uni('Institute of Computer Science Studies', 1);
  const course = (universityId: number, courseName: string, applicationDeadline = daysFromToday(60)) =>
    createCourse(
      db,
      { universityId, courseCategoryId: category.courseCategoryId },
      { courseName, courseType: 'Postgraduate', applicationDeadline },
    );
  // Created in an order that is none of the expected ones.
  await course(top, 'MSc Software Engineering');
  await course(named, 'MSc Physics');
  await course(top, 'MSc Computer Science and Economics');
  await course(unranked, 'MSc Computer Science');
  await course(mid, 'MSc Science of Computer Systems');
  await course(mid, 'MSc Computer Science (Accelerated)', daysFromToday(90));
  await course(mid, 'MSc Computer Science', daysFromToday(20));
  await course(mid, 'MSc Computer Science Online', daysFromToday(-5));
  await course(top, 'MSc Computer Science');
});
afterAll(() => t.close());

async function names(q: string) {
  const answer = await api.get<CourseSearchResult>(`course/search?q=${encodeURIComponent(q)}&pageSize=50`);
  expect(answer.status).toBe(200);
  return answer.body.data.items.map((c) => `${c.courseName} @ ${c.UniversityModel.universityName}`);
}

describe('Best match', () => {
  it('ms cs: the subject by name first (by QS rank, then nearest open deadline), then the rest', async () => {
    expect(await names('ms cs')).toEqual([
      // The name is the subject: QS 5, then QS 60 (deadline in 20 days before 90), then unranked.
      'MSc Computer Science @ Topranked Technical University',
      'MSc Computer Science @ Midranked University',
      'MSc Computer Science (Accelerated) @ Midranked University',
      'MSc Computer Science @ Unranked College',
      // The words together in a longer name: QS 5, then QS 60.
      'MSc Computer Science and Economics @ Topranked Technical University',
      'MSc Computer Science Online @ Midranked University',
      // Every word, not together.
      'MSc Science of Computer Systems @ Midranked University',
      // Not the physics course of the "Institute of Computer Science Studies": course names have the words.
    ]);
  });

  it('a degree kept in the words (MBA) is the whole name', async () => {
    const db = t.database.db;
    const country = await createCountry(db, { countryName: 'Bestmatchland' });
    const category = await createCategory(db);
    const u = await createUniversity(db, country.countryId, {
      universityName: 'Bestmatch Business School',
      qsRank: 3,
    });
    for (const courseName of ['Executive MBA Bestmatch', 'MBA']) {
      await createCourse(
        db,
        { universityId: u.universityId, courseCategoryId: category.courseCategoryId },
        { courseName, courseType: 'Postgraduate' },
      );
    }
    const found = await names('mba bestmatch');
    expect(found[0]).toBe('Executive MBA Bestmatch @ Bestmatch Business School');
    const all = await names('mba');
    expect(all[0]).toBe('MBA @ Bestmatch Business School');
  });
});
