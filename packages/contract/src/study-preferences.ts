import { z } from 'zod';
import { COURSE_TYPES, INTAKES } from './catalogue-constants';
import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';
import { STUDY_PREFERENCE_LIMITS as L, STUDY_PREFERENCE_MESSAGES as M } from './study-preferences-constants';

/**
 * A student's study preferences: what a counsellor asks first (docs/fit-and-chances.md#study-preferences).
 * Every field may be left empty; an empty field is no preference (and no search default).
 */

/** Blank (absent, null, '') means "not said". */
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/** Whole numbers as a form sends them: digits, with the commas and spaces Indians write (25,00,000). */
const wholeNumber = (value: unknown) => {
  const given = blank(value);
  if (typeof given !== 'string') return given;
  const digits = given.replace(/[,\s]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
};

const ids = (max: number, invalid: string, tooMany: string) =>
  z.preprocess(
    (value) => {
      const given = blank(value);
      // A form with no box ticked may send false.
      if (given === null || given === false) return [];
      const list = Array.isArray(given) ? given : [given];
      return list.map((item) =>
        typeof item === 'string' && /^\d+$/.test(item.trim()) ? Number(item) : item,
      );
    },
    z
      .array(z.number({ error: invalid }).int({ error: invalid }).positive({ error: invalid }), {
        error: invalid,
      })
      .max(max, { error: tooMany })
      // The same country ticked twice is one preference.
      .transform((list) => [...new Set(list)]),
  );

const oneOfOrNull = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blank, z.enum(values, { error: message }).nullable());

const boundedInt = (min: number, max: number, message: string) =>
  z.preprocess(
    wholeNumber,
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .nullable(),
  );

/** PUT /profile/preferences: the whole section at once (a field left out is cleared). */
export const studyPreferencesFieldsSchema = z.object({
  countryIds: ids(L.countriesMax, M.countriesInvalid, M.countriesTooMany),
  intake: oneOfOrNull(INTAKES, M.intakeInvalid),
  courseType: oneOfOrNull(COURSE_TYPES, M.courseTypeInvalid),
  categoryIds: ids(L.categoriesMax, M.categoriesInvalid, M.categoriesTooMany),
  budgetInr: boundedInt(L.budgetMinInr, L.budgetMaxInr, M.budgetInvalid),
  backlogs: boundedInt(0, L.backlogsMax, M.backlogsInvalid),
});
export type StudyPreferencesValues = z.output<typeof studyPreferencesFieldsSchema>;

/** The saved preferences, with the names of the countries and fields (public ones only). */
export const studyPreferencesSchema = z.object({
  countryIds: z.array(z.number().int()),
  countries: z.array(z.object({ countryId: z.number().int(), countryName: z.string() })),
  intake: z.enum(INTAKES).nullable(),
  courseType: z.enum(COURSE_TYPES).nullable(),
  categoryIds: z.array(z.number().int()),
  categories: z.array(z.object({ courseCategoryId: z.number().int(), categoryName: z.string() })),
  budgetInr: z.number().int().nullable(),
  backlogs: z.number().int().nullable(),
  /** Null until the first save. */
  updatedAt: z.string().nullable(),
});
export type StudyPreferences = z.infer<typeof studyPreferencesSchema>;

/** The student's own preferences (docs/fit-and-chances.md#study-preferences). */
export const studyPreferenceEndpoints = {
  mine: endpoint({
    method: 'GET',
    path: '/profile/preferences',
    access: 'student',
    answer: envelopeSchema(studyPreferencesSchema),
  }),
  save: endpoint({
    method: 'PUT',
    path: '/profile/preferences',
    access: 'student',
    body: studyPreferencesFieldsSchema,
    answer: envelopeSchema(studyPreferencesSchema),
  }),
};
