import {
  STUDY_PREFERENCE_MESSAGES as M,
  type StudyPreferences,
  studyPreferencesFieldsSchema,
} from '@edupath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createCategory, createCountry, uniqueWord } from '../../test/catalogue-factories';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';

/** Study preferences (docs/fit-and-chances.md#study-preferences). */

const fieldErrors = (input: unknown) => {
  const parsed = studyPreferencesFieldsSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the contract: studyPreferencesFieldsSchema', () => {
  it('takes a form as it is sent: ticked ids as text, blanks as none, rupees with Indian commas', () => {
    expect(
      studyPreferencesFieldsSchema.parse({
        countryIds: ['3', '7', '3'],
        intake: 'September',
        courseType: 'Postgraduate',
        categoryIds: '12',
        budgetInr: '25,00,000',
        backlogs: '0',
      }),
    ).toEqual({
      countryIds: [3, 7],
      intake: 'September',
      courseType: 'Postgraduate',
      categoryIds: [12],
      budgetInr: 2_500_000,
      backlogs: 0,
    });
    expect(
      studyPreferencesFieldsSchema.parse({
        countryIds: false,
        intake: '',
        courseType: null,
        budgetInr: ' ',
      }),
    ).toEqual({
      countryIds: [],
      intake: null,
      courseType: null,
      categoryIds: [],
      budgetInr: null,
      backlogs: null,
    });
  });

  it('keeps the budget within 1 lakh and 2 crore, both included', () => {
    expect(fieldErrors({ budgetInr: 100_000 })).toEqual({});
    expect(fieldErrors({ budgetInr: 20_000_000 })).toEqual({});
    expect(fieldErrors({ budgetInr: 99_999 })).toEqual({ budgetInr: M.budgetInvalid });
    expect(fieldErrors({ budgetInr: 20_000_001 })).toEqual({ budgetInr: M.budgetInvalid });
    expect(fieldErrors({ budgetInr: '25 lakh' })).toEqual({ budgetInr: M.budgetInvalid });
    expect(fieldErrors({ budgetInr: 250_000.5 })).toEqual({ budgetInr: M.budgetInvalid });
  });

  it('counts backlogs from 0 to 50 in whole numbers', () => {
    expect(fieldErrors({ backlogs: 0 })).toEqual({});
    expect(fieldErrors({ backlogs: '50' })).toEqual({});
    expect(fieldErrors({ backlogs: 51 })).toEqual({ backlogs: M.backlogsInvalid });
    expect(fieldErrors({ backlogs: -1 })).toEqual({ backlogs: M.backlogsInvalid });
    expect(fieldErrors({ backlogs: '1.5' })).toEqual({ backlogs: M.backlogsInvalid });
  });

  it('names each wrong field with its own message', () => {
    expect(
      fieldErrors({
        countryIds: Array.from({ length: 11 }, (_, i) => i + 1),
        intake: 'June',
        courseType: 'Masters',
        categoryIds: ['x'],
      }),
    ).toEqual({
      countryIds: M.countriesTooMany,
      intake: M.intakeInvalid,
      courseType: M.courseTypeInvalid,
      'categoryIds.0': M.categoriesInvalid,
    });
  });
});

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const EMPTY = {
  countryIds: [],
  countries: [],
  intake: null,
  courseType: null,
  categoryIds: [],
  categories: [],
  budgetInr: null,
  backlogs: null,
  updatedAt: null,
};

describe('GET and PUT /profile/preferences', () => {
  it('starts empty, saves the whole section with the names of her countries and fields, and reads it back', async () => {
    const db = t.database.db;
    const [germany, canada, hidden] = await Promise.all([
      createCountry(db, { countryName: `Germany ${uniqueWord()}` }),
      createCountry(db, { countryName: `Canada ${uniqueWord()}` }),
      createCountry(db, { isPublished: false }),
    ]);
    const category = await createCategory(db);
    const { token } = await signedIn(db, api);

    const first = await api.get<StudyPreferences>('profile/preferences', { token });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual(EMPTY);

    const body = {
      countryIds: [germany.countryId, canada.countryId],
      intake: 'September',
      courseType: 'Postgraduate',
      categoryIds: [category.courseCategoryId],
      budgetInr: 2_500_000,
      backlogs: 2,
    };
    const saved = await api.put<StudyPreferences>('profile/preferences', { token, body });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(M.saved);
    const expected = {
      ...body,
      countryIds: [canada.countryId, germany.countryId],
      countries: [
        { countryId: canada.countryId, countryName: canada.countryName },
        { countryId: germany.countryId, countryName: germany.countryName },
      ],
      categories: [{ courseCategoryId: category.courseCategoryId, categoryName: category.categoryName }],
      updatedAt: expect.any(String),
    };
    expect(saved.body.data).toEqual(expected);
    expect((await api.get('profile/preferences', { token })).body.data).toEqual(expected);

    // An unpublished country is not in the public list: refused on its field, nothing saved.
    const refused = await api.put('profile/preferences', {
      token,
      body: { ...body, countryIds: [germany.countryId, hidden.countryId], backlogs: 0 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ countryIds: M.countryUnknown });
    expect((await api.get<StudyPreferences>('profile/preferences', { token })).body.data.backlogs).toBe(2);

    // The whole section is written: what she clears is cleared.
    const cleared = await api.put<StudyPreferences>('profile/preferences', { token, body: {} });
    expect(cleared.body.data).toEqual({ ...EMPTY, updatedAt: expect.any(String) });
  });

  it('answers 400 with a message under each field, never 500', async () => {
    const { token } = await signedIn(t.database.db, api);
    const answer = await api.put('profile/preferences', {
      token,
      body: { budgetInr: 5, backlogs: 99, intake: 'Summer', courseType: 7, categoryIds: [999_999_999] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      budgetInr: M.budgetInvalid,
      backlogs: M.backlogsInvalid,
      intake: M.intakeInvalid,
      courseType: M.courseTypeInvalid,
    });
    const unknownField = await api.put('profile/preferences', {
      token,
      body: { categoryIds: [999_999_999] },
    });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.errors).toEqual({ categoryIds: M.categoryUnknown });
  });

  it("a student reads and writes only her own; visitors 401; staff 403 (they do not edit students' profiles)", async () => {
    const db = t.database.db;
    const asha = await signedIn(db, api);
    const ravi = await signedIn(db, api);
    await api.put('profile/preferences', { token: asha.token, body: { backlogs: 3 } });
    expect((await api.get<StudyPreferences>('profile/preferences', { token: ravi.token })).body.data).toEqual(
      EMPTY,
    );
    // A userId in the body is no way into another's: the owner is the session's.
    await api.put('profile/preferences', {
      token: ravi.token,
      body: { backlogs: 7, userId: asha.user.userId },
    });
    expect(
      (await api.get<StudyPreferences>('profile/preferences', { token: asha.token })).body.data.backlogs,
    ).toBe(3);

    expect((await api.get('profile/preferences')).status).toBe(401);
    expect((await api.put('profile/preferences', { body: { backlogs: 1 } })).status).toBe(401);
    for (const role of ['advisor', 'admin'] as const) {
      const staff = await signedIn(db, api, role);
      expect((await api.get('profile/preferences', { token: staff.token })).status).toBe(403);
      expect(
        (await api.put('profile/preferences', { token: staff.token, body: { backlogs: 1 } })).status,
      ).toBe(403);
    }
  });
});

describe('backlogs reach the eligibility check', () => {
  it('her facts carry the backlogs she saved, and none before she says', async () => {
    const { token } = await signedIn(t.database.db, api);
    const facts = () => api.get<{ backlogs?: number | null }>('eligibility/facts', { token });
    expect((await facts()).body.data.backlogs ?? null).toBeNull();
    await api.put('profile/preferences', { token, body: { backlogs: 2 } });
    expect((await facts()).body.data.backlogs).toBe(2);
    await api.put('profile/preferences', { token, body: { backlogs: 0 } });
    expect((await facts()).body.data.backlogs).toBe(0);
  });
});
