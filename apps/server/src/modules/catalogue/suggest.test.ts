import type { CourseSuggestion } from '@edupath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import {
  createCategory,
  createCountry,
  createCourse,
  createUniversity,
} from '../../test/catalogue-factories';
import { apiClient } from '../../test/http';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let zentralia: { countryId: number };
let university: { universityId: number };
let category: { courseCategoryId: number };

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  const db = t.database.db;
  zentralia = await createCountry(db, { countryName: 'Zentralia' });
  university = await createUniversity(db, zentralia.countryId, {
    universityName: 'Technische Universität Zentralstadt',
  });
  category = await createCategory(db);
  const refs = { universityId: university.universityId, courseCategoryId: category.courseCategoryId };
  await createCourse(db, refs, { courseName: 'MSc Computer Science' });
  await createCourse(db, refs, { courseName: 'MSc Computer Science' });
  await createCourse(db, refs, { courseName: 'MSc Computational Biology' });
  await createCourse(db, refs, { courseName: 'MSc Computer Secrets', isPublished: false });
});
afterAll(() => t.close());

const suggest = async (q: string) => {
  const answer = await api.get<CourseSuggestion[]>(`course/suggest?q=${encodeURIComponent(q)}`);
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data;
};

describe('GET /course/suggest', () => {
  it('completes a country, a university and course names as the student types, countries first', async () => {
    expect(await suggest('zentr')).toEqual([
      { kind: 'country', label: 'Zentralia', id: zentralia.countryId, detail: null },
      {
        kind: 'university',
        label: 'Technische Universität Zentralstadt',
        id: university.universityId,
        detail: 'Zentralia',
      },
    ]);
    expect(await suggest('msc comp')).toEqual([
      { kind: 'course', label: 'MSc Computer Science', id: null, detail: '2 courses' },
      { kind: 'course', label: 'MSc Computational Biology', id: null, detail: '1 course' },
    ]);
  });

  it('completes the word being typed when the words before it name nothing on their own', async () => {
    expect(await suggest('ms cs zentra')).toEqual([
      { kind: 'country', label: 'Zentralia', id: zentralia.countryId, detail: null },
      {
        kind: 'university',
        label: 'Technische Universität Zentralstadt',
        id: university.universityId,
        detail: 'Zentralia',
      },
    ]);
  });

  it('reads accents and a slip of a key, and never suggests what the public cannot see', async () => {
    expect((await suggest('universitat')).map((s) => s.label)).toEqual([
      'Technische Universität Zentralstadt',
    ]);
    expect((await suggest('computr science')).map((s) => s.label)).toEqual(['MSc Computer Science']);
    expect(await suggest('secrets')).toEqual([]);
  });

  it('learns of a catalogue change', async () => {
    expect(await suggest('astro')).toEqual([]);
    await createCourse(
      t.database.db,
      { universityId: university.universityId, courseCategoryId: category.courseCategoryId },
      { courseName: 'MSc Astrophysics' },
    );
    t.app.events.publish('catalogue.changed', {});
    expect(await suggest('astro')).toEqual([
      { kind: 'course', label: 'MSc Astrophysics', id: null, detail: '1 course' },
    ]);
  });

  it.each([
    ['course/suggest', 'q'],
    ['course/suggest?q=', 'q must not be empty'],
    [`course/suggest?q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
    ['course/suggest?q=a&x=1', 'Unknown parameter: x'],
  ])('refuses %s with a message', async (path, message) => {
    const answer = await api.get(path);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
  });

  it('answers emoji, regex and SQL characters, and refuses a NUL byte with a message', async () => {
    for (const q of ['🎓', '.*(', "' or 1=1 --"]) {
      const answer = await api.get(`course/suggest?q=${encodeURIComponent(q)}`);
      expect(answer.status, q).toBe(200);
    }
    const nul = await api.get('course/suggest?q=%00');
    expect(nul.status).toBe(400);
    expect(nul.body.message).toEqual(expect.any(String));
  });
});
