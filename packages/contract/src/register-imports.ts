import { z } from 'zod';
import { universityIdParamsSchema } from './catalogue';
import { courseImportRowErrorSchema } from './catalogue-admin';
import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';
import { factProvenanceSchema } from './provenance';

/**
 * Imports of official course registers (docs/catalogue.md#register-imports): Australia's CRICOS
 * (courses, institutions and course locations) and the US College Scorecard's field-of-study file.
 * Like the course import: a dry run first, then every row or none.
 */

export const REGISTERS = ['cricos', 'scorecard'] as const;
export type Register = (typeof REGISTERS)[number];

/** How a register is named in the provenance of what it writes: "<name>, file dated <date>". */
export const REGISTER_NAMES: Record<Register, string> = {
  cricos: 'CRICOS',
  scorecard: 'College Scorecard',
};
export const REGISTER_URLS: Record<Register, string> = {
  cricos: 'https://cricos.education.gov.au/',
  scorecard: 'https://collegescorecard.ed.gov/data/',
};
export const registerSourceName = (register: Register, fileDate: string) =>
  `${REGISTER_NAMES[register]}, file dated ${fileDate}`;

/** The most data rows one register import reads (a whole CRICOS courses file is about 30,000). */
export const REGISTER_IMPORT_MAX_ROWS = 400_000;
/** A report lists at most this many bad, skipped or unmatched rows; the counts say how many there were. */
export const REGISTER_IMPORT_MAX_REPORTED = 500;

// ---------------------------------------------------------------- the published column layouts

/** CRICOS "Courses" export (data.gov.au, layout of 2024–2026): the columns the import reads. */
export const CRICOS_COURSE_COLUMNS = [
  'CRICOS Provider Code',
  'CRICOS Course Code',
  'Course Name',
  'Course Level',
  'Field of Education 1 Broad Field',
  'Duration (Weeks)',
  'Tuition Fee',
  'Non Tuition Fee',
  'Estimated Course Total',
  'Expired',
] as const;
/** CRICOS "Institutions" export. */
export const CRICOS_INSTITUTION_COLUMNS = ['CRICOS Provider Code', 'Institution Name', 'Website'] as const;
export const CRICOS_INSTITUTION_OPTIONAL_COLUMNS = ['Website'] as const;
/** CRICOS "Course Locations" export: which course is taught at which location. */
export const CRICOS_LOCATION_COLUMNS = [
  'CRICOS Provider Code',
  'CRICOS Course Code',
  'Location Name',
  'Location City',
  'Location State',
] as const;
export const CRICOS_LOCATION_OPTIONAL_COLUMNS = ['Location Name'] as const;
/** The files of one CRICOS import, as the form's file fields are named. */
export const CRICOS_FILES = ['courses', 'institutions', 'locations'] as const;
export type CricosFile = (typeof CRICOS_FILES)[number];

/** College Scorecard "Most recent cohorts, field of study" file: the columns the import reads. */
export const SCORECARD_COLUMNS = [
  'UNITID',
  'OPEID6',
  'INSTNM',
  'CONTROL',
  'MAIN',
  'CIPCODE',
  'CIPDESC',
  'CREDLEV',
  'CREDDESC',
  'INSTURL',
] as const;
/** The FoS file has no web address; an extract joined with the institution file may add INSTURL. */
export const SCORECARD_OPTIONAL_COLUMNS = ['OPEID6', 'CONTROL', 'MAIN', 'INSTURL'] as const;

// ---------------------------------------------------------------- what is stored

/** A CRICOS course's own figures, kept on the course as published (AUD, whole dollars). */
export const registerCourseFactsSchema = z.object({
  register: z.literal('cricos'),
  providerCode: z.string(),
  courseCode: z.string(),
  durationWeeks: z.number().int().nonnegative(),
  tuitionFee: z.number().nonnegative().nullable(),
  nonTuitionFee: z.number().nonnegative().nullable(),
  estimatedTotal: z.number().nonnegative().nullable(),
  courseLevel: z.string(),
  fieldOfEducation: z.string(),
  /** "City, State" of each location it is taught at. */
  locations: z.array(z.string()),
});
export type RegisterCourseFacts = z.infer<typeof registerCourseFactsSchema>;

/** Where a reported programme comes from: the register's provenance, as a fact group's. */
export const reportedProgrammeSourceSchema = factProvenanceSchema;
export type ReportedProgrammeSource = z.infer<typeof reportedProgrammeSourceSchema>;

// ---------------------------------------------------------------- the import

export const registerImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  /** The date the register's file carries (its download page says it): written into the provenance. */
  fileDate: z.iso.date({ error: 'fileDate must be the file’s date as YYYY-MM-DD' }),
});
export type RegisterImportQuery = z.input<typeof registerImportQuerySchema>;

/** Why a row is left out on purpose: an expired course, a level the catalogue has no course type for. */
export const REGISTER_SKIP_CAUSES = ['expired', 'noCourseType'] as const;
export type RegisterSkipCause = (typeof REGISTER_SKIP_CAUSES)[number];
export const registerSkippedRowSchema = z.object({
  file: z.string(),
  line: z.number().int().positive(),
  cause: z.enum(REGISTER_SKIP_CAUSES),
  reason: z.string(),
});
/** Scorecard rows whose institution matched none of our universities: reported, never guessed. */
export const registerUnmatchedSchema = z.object({
  unitId: z.string(),
  institutionName: z.string(),
  rows: z.number().int().positive(),
  reason: z.string(),
});
export const registerRowErrorSchema = courseImportRowErrorSchema.extend({ file: z.string() });
export type RegisterRowError = z.infer<typeof registerRowErrorSchema>;

const count = z.number().int().nonnegative();
const changeSchema = z.object({ create: count, update: count });
/**
 * The records an import writes, by kind: what a dry run would write and what an import wrote,
 * computed by the same plan (all 0 whenever any row is bad). A university "updated" by CRICOS is
 * one linked or refreshed; by the Scorecard, one newly linked to its UNITID. Reported programmes
 * removed are the ones a matched university no longer reports.
 */
export const registerChangesSchema = z.object({
  universities: changeSchema,
  courses: changeSchema,
  reportedProgrammes: changeSchema.extend({ remove: count }),
});
export type RegisterChanges = z.infer<typeof registerChangesSchema>;
export const NO_REGISTER_CHANGES: RegisterChanges = {
  universities: { create: 0, update: 0 },
  courses: { create: 0, update: 0 },
  reportedProgrammes: { create: 0, update: 0, remove: 0 },
};

export const registerImportReportSchema = z.object({
  register: z.enum(REGISTERS),
  dryRun: z.boolean(),
  fileDate: z.iso.date(),
  /** Data rows read over every file. */
  rows: count,
  /** What the import writes (a dry run: would write). */
  changes: registerChangesSchema,
  /** Universities the import created or linked (CRICOS) or matched (Scorecard). */
  universities: count,
  skipped: z.array(registerSkippedRowSchema),
  skippedCount: count,
  skippedByCause: z.object({ expired: count, noCourseType: count }),
  unmatched: z.array(registerUnmatchedSchema),
  unmatchedCount: count,
  errors: z.array(registerRowErrorSchema),
  errorCount: count,
});
export type RegisterImportReport = z.infer<typeof registerImportReportSchema>;

export const REGISTER_IMPORT_MESSAGES = {
  dryRunClean: 'The files are clean: nothing was imported yet',
  dryRunBad: 'The files have rows to fix: nothing was imported',
  importRefused: 'The files have rows to fix, so nothing was imported',
  imported: (report: RegisterImportReport) => `Imported: ${describeRegisterChanges(report)}`,
  fileTooLarge:
    'The file is too large (5 MB at most in the console; use the command line for a whole register)',
  noFile: (field: string) => `Choose the ${field} CSV file`,
  tooManyRows: `The file has too many rows (${REGISTER_IMPORT_MAX_ROWS.toLocaleString('en')} at most per import)`,
  noCountry: (country: string) => `Add the country ${country} to the catalogue first`,
};

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * A report's changes as one line, the same in the console, the command line and the answer's
 * message: "3 courses to create, 0 to update; 2 expired skipped; 1 university to create, 1 to update"
 * on a dry run, "3 courses created, 0 updated; …" after an import.
 */
export function describeRegisterChanges(report: RegisterImportReport): string {
  const { changes, dryRun, skippedByCause } = report;
  const [create, update, remove] = dryRun
    ? ['to create', 'to update', 'to remove']
    : ['created', 'updated', 'removed'];
  const parts: string[] = [];
  if (report.register === 'cricos') {
    const { courses, universities } = changes;
    parts.push(`${counted(courses.create, 'course')} ${create}, ${courses.update} ${update}`);
    if (skippedByCause.expired) parts.push(`${skippedByCause.expired} expired skipped`);
    if (skippedByCause.noCourseType)
      parts.push(`${skippedByCause.noCourseType} of a level without a course type skipped`);
    parts.push(
      `${counted(universities.create, 'university', 'universities')} ${create}, ${universities.update} ${update}`,
    );
  } else {
    const programmes = changes.reportedProgrammes;
    parts.push(
      `${counted(programmes.create, 'reported programme')} ${create}, ${programmes.update} ${update}, ${programmes.remove} ${remove}`,
    );
    parts.push(
      `${counted(report.universities, 'university', 'universities')} matched (${changes.universities.update} ${dryRun ? 'to link' : 'linked'})`,
    );
    if (report.unmatchedCount) parts.push(`${counted(report.unmatchedCount, 'institution')} unmatched`);
  }
  return parts.join('; ');
}

// ---------------------------------------------------------------- a university's reported programmes

export const reportedProgrammeSchema = z.object({
  cipCode: z.string(),
  cipTitle: z.string(),
  credentialLevel: z.number().int(),
  credentialTitle: z.string(),
});
export const reportedProgrammesSchema = z.object({
  programmes: z.array(reportedProgrammeSchema),
  /** Null when no Scorecard import matched the university. */
  source: reportedProgrammeSourceSchema.nullable(),
});
export type ReportedProgrammes = z.infer<typeof reportedProgrammesSchema>;

export const registerImportEndpoints = {
  cricos: endpoint({
    method: 'POST',
    path: '/staff/catalogue/registers/cricos',
    access: 'admin',
    summary:
      'Imports CRICOS: the courses, institutions and locations CSV files as `courses`, `institutions`, `locations`. ?dryRun=true writes nothing.',
    query: registerImportQuerySchema,
    body: 'multipart',
    answer: envelopeSchema(registerImportReportSchema),
  }),
  scorecard: endpoint({
    method: 'POST',
    path: '/staff/catalogue/registers/scorecard',
    access: 'admin',
    summary: 'Imports the College Scorecard field-of-study CSV file as `file`. ?dryRun=true writes nothing.',
    query: registerImportQuerySchema,
    body: 'multipart',
    answer: envelopeSchema(registerImportReportSchema),
  }),
  reportedProgrammes: endpoint({
    method: 'GET',
    path: '/universities/:universityId/reported-programmes',
    access: 'public',
    summary: 'The programmes a US university reported to the US Department of Education (College Scorecard)',
    params: universityIdParamsSchema,
    answer: envelopeSchema(reportedProgrammesSchema),
  }),
};
