/**
 * Plain values of the console's catalogue screens and the course import (no zod), so the console
 * can import them without the schemas (docs/catalogue.md#managing-the-catalogue).
 */

import { REQUIREMENT_FIELD_KEYS } from './entry-requirements-constants';

/** The course CSV's columns, in the order the template lists them (docs/catalogue.md#course-import). */
export const COURSE_CSV_COLUMNS = [
  'courseName',
  'universityId',
  'courseCategoryId',
  'courseType',
  'duration',
  'fee',
  'currencyCode',
  'intake',
  'intakeStart',
  'applicationDeadline',
  'modeOfStudy',
  'eligibility',
  'description',
  'isFeatured',
  // Entry requirements, one column per field of the console's form (docs/fit-and-chances.md).
  ...REQUIREMENT_FIELD_KEYS,
] as const;
export type CourseCsvColumn = (typeof COURSE_CSV_COLUMNS)[number];

/** Columns a file may leave out (an empty cell means "none", or "no" for isFeatured). */
export const COURSE_CSV_OPTIONAL_COLUMNS: readonly CourseCsvColumn[] = [
  'fee',
  'eligibility',
  'description',
  'isFeatured',
  ...REQUIREMENT_FIELD_KEYS,
];

/** The largest course file the server reads (413 past it) and the most rows one import takes. */
export const COURSE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const COURSE_IMPORT_MAX_ROWS = 20_000;
/** A report lists at most this many bad rows; `errorCount` says how many there were. */
export const COURSE_IMPORT_MAX_REPORTED = 500;

export const STAFF_CATALOGUE_PAGE_SIZE = 20;

/** Shown on a public page an admin opens while it is unpublished (the console's preview link). */
export const UNPUBLISHED_PREVIEW_NOTICE = 'Preview: this page is unpublished, so only admins can see it.';

export const CATALOGUE_ADMIN_MESSAGES = {
  countryCreated: 'Country created',
  countryUpdated: 'Country saved',
  universityCreated: 'University created',
  universityUpdated: 'University saved',
  categoryCreated: 'Category created',
  categoryUpdated: 'Category saved',
  courseCreated: 'Course created',
  courseUpdated: 'Course saved',
  faqCreated: 'FAQ created',
  faqUpdated: 'FAQ saved',
  published: 'Published',
  unpublished: 'Unpublished',
  publishedUnchanged: 'Nothing changed',
  imageStored: 'Image uploaded',
  imageUnknown: 'Upload the image again: this one is not one of ours',
  dryRunClean: 'The file is clean: nothing was imported yet',
  dryRunBad: 'The file has rows to fix: nothing was imported',
  importRefused: 'The file has rows to fix, so nothing was imported',
  imported: (n: number) => `Imported ${n} ${n === 1 ? 'course' : 'courses'}`,
  fileTooLarge: `The file is too large (5 MB at most)`,
  tooManyRows: `The file has too many rows (20,000 at most per import)`,
  noFile: 'Choose a CSV file to import',
  emptyFile: 'The file has no courses',
} as const;
