/**
 * Limits and words of the study preferences (docs/fit-and-chances.md#study-preferences), plain
 * values so the courses page can use them without zod.
 */
export const STUDY_PREFERENCE_LIMITS = {
  countriesMax: 10,
  categoriesMax: 5,
  /** 1 lakh to 2 crore: below it no first year abroad is paid; above it is no budget at all. */
  budgetMinInr: 100_000,
  budgetMaxInr: 20_000_000,
  backlogsMax: 50,
} as const;

export const STUDY_PREFERENCE_MESSAGES = {
  countriesInvalid: 'Choose countries from the list',
  countriesTooMany: `Choose at most ${STUDY_PREFERENCE_LIMITS.countriesMax} countries`,
  countryUnknown: 'One of the countries you chose is not in our list any more; choose again',
  intakeInvalid: 'Choose an intake from the list',
  courseTypeInvalid: 'Choose a level from the list',
  categoriesInvalid: 'Choose fields from the list',
  categoriesTooMany: `Choose at most ${STUDY_PREFERENCE_LIMITS.categoriesMax} fields`,
  categoryUnknown: 'One of the fields you chose is not in our list any more; choose again',
  budgetInvalid:
    'First-year budget must be a whole number of rupees from ₹1,00,000 (1 lakh) to ₹2,00,00,000 (2 crore)',
  backlogsInvalid: `Backlogs must be a whole number from 0 to ${STUDY_PREFERENCE_LIMITS.backlogsMax}`,
  saved: 'Study preferences saved',
  /** The line on /courses when the preferences were applied (docs/fit-and-chances.md#study-preferences). */
  applied: 'Using your study preferences',
  turnOff: 'Turn off',
  edit: 'Edit preferences',
} as const;
