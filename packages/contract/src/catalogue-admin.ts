import { z } from 'zod';
import { STAFF_CATALOGUE_PAGE_SIZE } from './catalogue-admin-constants';
import { COURSE_TYPES, INTAKES, MODES_OF_STUDY } from './catalogue-constants';
import { entryRequirementsSchema, requirementFieldsSchema } from './entry-requirements';
import { pageSchema } from './envelope';
import { bodyId, idParam, optionalText, pageQueryFields, requiredText, searchTextField } from './fields';
import { minorUnitDigits } from './money';
import { EARNING_KINDS } from './neutrality';
import {
  courseProvenanceSchema,
  factSourceInputFields,
  refineFactSource,
  universityProvenanceSchema,
} from './provenance';

/**
 * The console's catalogue management (docs/catalogue.md#managing-the-catalogue): one schema per
 * form, used by the console's forms and enforced by the server, the course import included.
 */

// ---------------------------------------------------------------- fields

const id = z.number().int().positive();
const count = z.number().int().nonnegative();

/** A picked record's id: every way of getting it wrong says to pick one. */
const idField = (message: string) => bodyId('id', message, message, message);

const oneOfField = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

const sortOrderField = z
  .number({ error: 'Order must be a whole number' })
  .int({ error: 'Order must be a whole number' })
  .min(0, { error: 'Order must not be negative' })
  .max(10_000, { error: 'Order must be at most 10000' })
  .default(0);

/**
 * A picture: an upload's path (`uploads/<id>.webp`, from POST /staff/catalogue/images) or the
 * value the record already holds; the server refuses any other (no outside addresses).
 */
export const catalogueImageField = z
  .string({ error: 'Image must be a stored picture' })
  .trim()
  .max(500, { error: 'Image must be a stored picture' })
  .nullable()
  .optional()
  .transform((value) => value || null);

const isoDate = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` });

const optionalWholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` })
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/** A list's query: page, search text and whether to show published or unpublished items only. */
const listQueryFields = {
  // 300: every country fits one page, for the console's country pickers.
  ...pageQueryFields({ pageSize: STAFF_CATALOGUE_PAGE_SIZE, maxPageSize: 300 }),
  q: searchTextField,
  published: z
    .enum(['true', 'false'], { error: 'published must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
};

// ---------------------------------------------------------------- countries

export const staffCountryInputSchema = z.object({
  isoCode: z
    .string({ error: 'ISO code is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'ISO code must be two letters (ISO 3166-1, e.g. CA)' }),
  countryName: requiredText('Country name is required', 100),
  capital: optionalText(100),
  population: optionalWholeNumber('Population', 0, 10_000_000_000),
  language: optionalText(200),
  currency: optionalText(100),
  description: optionalText(5000),
  educationSystem: optionalText(5000),
  coverImage: catalogueImageField,
  flagImage: catalogueImageField,
});
export type StaffCountryInput = z.input<typeof staffCountryInputSchema>;
export type StaffCountryValues = z.output<typeof staffCountryInputSchema>;

export const staffCountryListQuerySchema = z.object(listQueryFields);
export type StaffCountryListQuery = z.input<typeof staffCountryListQuerySchema>;

export const staffCountryRowSchema = z.object({
  countryId: id,
  isoCode: z.string(),
  countryName: z.string(),
  flagImage: z.string().nullable(),
  capital: z.string().nullable(),
  universityCount: count,
  faqCount: count,
  isPublished: z.boolean(),
});
export type StaffCountryRow = z.infer<typeof staffCountryRowSchema>;

// Answers are plain schemas: the serializer cannot run the inputs' transforms backwards.
const text = z.string().nullable();

export const staffCountrySchema = z.object({
  countryId: id,
  isoCode: z.string(),
  countryName: z.string(),
  capital: text,
  population: z.number().int().nonnegative().nullable(),
  language: text,
  currency: text,
  description: text,
  educationSystem: text,
  coverImage: text,
  flagImage: text,
  isPublished: z.boolean(),
});
export type StaffCountry = z.infer<typeof staffCountrySchema>;

// ---------------------------------------------------------------- universities

export const staffUniversityInputSchema = z
  .object({
    countryId: idField('Choose the country'),
    universityName: requiredText('University name is required', 200),
    location: optionalText(200),
    language: optionalText(200),
    testAccepted: optionalText(200),
    qsRank: optionalWholeNumber('QS rank', 1, 5000),
    acceptanceRate: z
      .number({ error: 'Acceptance rate must be a number' })
      .min(0, { error: 'Acceptance rate must be between 0 and 100' })
      .max(100, { error: 'Acceptance rate must be between 0 and 100' })
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    degreeMode: optionalText(100),
    dorm: z.boolean({ error: 'Dormitory must be yes or no' }).default(false),
    description: optionalText(5000),
    phone: optionalText(50),
    website: z
      .string({ error: 'Website must be text' })
      .trim()
      .max(300, { error: 'Website must be at most 300 characters' })
      .nullable()
      .optional()
      .transform((value) => value || null)
      .refine((value) => value === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
        error: 'Website must be an address starting with http:// or https://',
      }),
    universityLogo: catalogueImageField,
    coverImage: catalogueImageField,
    /** What EduPath earns from it and since when (docs/catalogue.md#neutrality). */
    earning: z
      .enum(EARNING_KINDS, { error: 'Earning must be none, commission or partnership' })
      .default('none'),
    earningSince: z
      .union([isoDate('Since'), z.literal(''), z.null()])
      .optional()
      .transform((value) => value || null),
    /** Where the changed facts come from (docs/catalogue.md#provenance). */
    ...factSourceInputFields,
  })
  .superRefine((u, ctx) => {
    refineFactSource(u, ctx);
    if (u.earning !== 'none' && !u.earningSince) {
      ctx.addIssue({
        code: 'custom',
        path: ['earningSince'],
        message: 'Say since when EduPath earns from it',
      });
    }
    if (u.earning === 'none' && u.earningSince) {
      ctx.addIssue({
        code: 'custom',
        path: ['earningSince'],
        message: 'Leave the date empty when EduPath earns nothing',
      });
    }
  });
export type StaffUniversityInput = z.input<typeof staffUniversityInputSchema>;
export type StaffUniversityValues = z.output<typeof staffUniversityInputSchema>;

export const staffUniversityListQuerySchema = z.object({
  ...listQueryFields,
  countryId: idParam('countryId').optional(),
});
export type StaffUniversityListQuery = z.input<typeof staffUniversityListQuerySchema>;

export const staffUniversityRowSchema = z.object({
  universityId: id,
  universityName: z.string(),
  universityLogo: z.string().nullable(),
  countryId: id,
  countryName: z.string(),
  qsRank: z.number().int().nullable(),
  courseCount: count,
  isPublished: z.boolean(),
  /** False when the university or its country is unpublished: the public does not see it. */
  publiclyVisible: z.boolean(),
});
export type StaffUniversityRow = z.infer<typeof staffUniversityRowSchema>;

export const staffUniversitySchema = z.object({
  universityId: id,
  countryId: id,
  universityName: z.string(),
  location: text,
  language: text,
  testAccepted: text,
  qsRank: z.number().int().nullable(),
  acceptanceRate: z.number().nullable(),
  degreeMode: text,
  dorm: z.boolean(),
  description: text,
  phone: text,
  website: text,
  universityLogo: text,
  coverImage: text,
  earning: z.enum(EARNING_KINDS),
  earningSince: text,
  provenance: universityProvenanceSchema,
  isPublished: z.boolean(),
  publiclyVisible: z.boolean(),
});
export type StaffUniversity = z.infer<typeof staffUniversitySchema>;

// ---------------------------------------------------------------- categories

export const staffCategoryInputSchema = z.object({
  categoryName: requiredText('Category name is required', 100),
  image: catalogueImageField,
  sortOrder: sortOrderField,
});
export type StaffCategoryInput = z.input<typeof staffCategoryInputSchema>;
export type StaffCategoryValues = z.output<typeof staffCategoryInputSchema>;

export const staffCategoryListQuerySchema = z.object(listQueryFields);
export type StaffCategoryListQuery = z.input<typeof staffCategoryListQuerySchema>;

export const staffCategorySchema = z.object({
  courseCategoryId: id,
  categoryName: z.string(),
  image: text,
  sortOrder: z.number().int(),
  courseCount: count,
  isPublished: z.boolean(),
});
export type StaffCategory = z.infer<typeof staffCategorySchema>;

// ---------------------------------------------------------------- courses

/**
 * A course as staff write it: the fee in whole or decimal units of its ISO currency (stored in
 * minor units, with the rupee estimate recomputed on the server), and an intake whose month is the
 * intake start's, with the application deadline before it (docs/catalogue.md#intakes-and-deadlines).
 */
export const staffCourseInputSchema = z
  .object({
    courseName: requiredText('Course name is required', 200),
    universityId: idField('Choose the university'),
    courseCategoryId: idField('Choose the category'),
    courseType: oneOfField('Course type', COURSE_TYPES),
    duration: requiredText('Duration is required', 50),
    fee: z
      .number({ error: 'Fee must be a number' })
      .min(0, { error: 'Fee must not be negative' })
      .max(1_000_000_000, { error: 'Fee is too large' })
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    currencyCode: z
      .string({ error: 'Currency is required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { error: 'Currency must be a three-letter ISO 4217 code (e.g. CAD)' }),
    intake: oneOfField('Intake', INTAKES),
    intakeStart: isoDate('Intake start'),
    applicationDeadline: isoDate('Application deadline'),
    modeOfStudy: oneOfField('Mode of study', MODES_OF_STUDY),
    eligibility: optionalText(1000),
    /** Flat fields in, structured requirements out (docs/fit-and-chances.md); absent or all blank: none. */
    entryRequirements: requirementFieldsSchema,
    description: optionalText(5000),
    isFeatured: z.boolean({ error: 'Featured must be yes or no' }).default(false),
    /** Why the team features it, shown beside the badge; kept only while featured. */
    featuredReason: optionalText(200),
    image: catalogueImageField,
    /** Where the changed facts come from (docs/catalogue.md#provenance). */
    ...factSourceInputFields,
  })
  .superRefine((course, ctx) => {
    refineFactSource(course, ctx);
    if (course.applicationDeadline >= course.intakeStart) {
      ctx.addIssue({
        code: 'custom',
        path: ['applicationDeadline'],
        message: 'Application deadline must be before the intake start',
      });
    }
    const month = new Date(`${course.intakeStart}T00:00:00Z`).toLocaleString('en', {
      month: 'long',
      timeZone: 'UTC',
    });
    if (month !== course.intake) {
      ctx.addIssue({
        code: 'custom',
        path: ['intakeStart'],
        message: `Intake start must fall in ${course.intake}`,
      });
    }
    if (course.fee !== null) {
      let digits = 2;
      try {
        digits = minorUnitDigits(course.currencyCode);
      } catch {
        return; // an unknown code: the server names it (no reference rate)
      }
      if (Math.abs(Math.round(course.fee * 10 ** digits) - course.fee * 10 ** digits) > 1e-6) {
        ctx.addIssue({
          code: 'custom',
          path: ['fee'],
          message:
            digits === 0
              ? `Fee in ${course.currencyCode} must be a whole number`
              : `Fee in ${course.currencyCode} has at most ${digits} decimals`,
        });
      }
    }
  });
export type StaffCourseInput = z.input<typeof staffCourseInputSchema>;
export type StaffCourseValues = z.output<typeof staffCourseInputSchema>;

export const staffCourseListQuerySchema = z.object({
  ...listQueryFields,
  universityId: idParam('universityId').optional(),
  courseCategoryId: idParam('courseCategoryId').optional(),
  countryId: idParam('countryId').optional(),
});
export type StaffCourseListQuery = z.input<typeof staffCourseListQuerySchema>;

export const staffCourseRowSchema = z.object({
  courseId: id,
  courseName: z.string(),
  courseType: z.string(),
  image: z.string().nullable(),
  universityId: id,
  universityName: z.string(),
  countryName: z.string(),
  categoryName: z.string(),
  fee: z.number().nullable(),
  currencyCode: z.string(),
  intake: z.string().nullable(),
  applicationDeadline: z.string().nullable(),
  isFeatured: z.boolean(),
  isPublished: z.boolean(),
  /** False when the course, its university, country or category is unpublished. */
  publiclyVisible: z.boolean(),
});
export type StaffCourseRow = z.infer<typeof staffCourseRowSchema>;

export const staffCourseSchema = z.object({
  courseId: id,
  courseName: z.string(),
  universityId: id,
  courseCategoryId: id,
  courseType: z.string(),
  duration: z.string(),
  fee: z.number().nullable(),
  feeMinor: z.number().int().nullable(),
  feeInr: z.number().int().nullable(),
  currencyCode: z.string(),
  currency: z.string(),
  intake: z.string().nullable(),
  intakeStart: z.string().nullable(),
  applicationDeadline: z.string().nullable(),
  modeOfStudy: z.string().nullable(),
  eligibility: z.string().nullable(),
  entryRequirements: entryRequirementsSchema.nullable(),
  description: z.string().nullable(),
  isFeatured: z.boolean(),
  featuredReason: z.string().nullable(),
  image: z.string().nullable(),
  provenance: courseProvenanceSchema,
  isPublished: z.boolean(),
  publiclyVisible: z.boolean(),
  /** How many students applied: they keep seeing the course even when it is unpublished. */
  applicationCount: count,
});
export type StaffCourse = z.infer<typeof staffCourseSchema>;

// ---------------------------------------------------------------- country FAQs

export const staffFaqInputSchema = z.object({
  countryId: idField('Choose the country'),
  question: requiredText('Question is required', 500),
  answer: requiredText('Answer is required', 5000),
  sortOrder: sortOrderField,
});
export type StaffFaqInput = z.input<typeof staffFaqInputSchema>;
export type StaffFaqValues = z.output<typeof staffFaqInputSchema>;

export const staffFaqListQuerySchema = z.object({
  ...listQueryFields,
  countryId: idParam('countryId').optional(),
});
export type StaffFaqListQuery = z.input<typeof staffFaqListQuerySchema>;

export const staffFaqSchema = z.object({
  faqId: id,
  countryId: id,
  countryName: z.string(),
  question: z.string(),
  answer: z.string(),
  sortOrder: z.number().int(),
  isPublished: z.boolean(),
});
export type StaffFaq = z.infer<typeof staffFaqSchema>;

// ---------------------------------------------------------------- shared

export const publishInputSchema = z.object({
  isPublished: z.boolean({ error: 'isPublished must be true or false' }),
});
export type PublishInput = z.infer<typeof publishInputSchema>;

export const storedImageSchema = z.object({
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type StoredCatalogueImage = z.infer<typeof storedImageSchema>;

export const staffCountryPageSchema = pageSchema(staffCountryRowSchema);
export const staffUniversityPageSchema = pageSchema(staffUniversityRowSchema);
export const staffCategoryPageSchema = pageSchema(staffCategorySchema);
export const staffCoursePageSchema = pageSchema(staffCourseRowSchema);
export const staffFaqPageSchema = pageSchema(staffFaqSchema);
export type StaffCountryPage = z.infer<typeof staffCountryPageSchema>;
export type StaffUniversityPage = z.infer<typeof staffUniversityPageSchema>;
export type StaffCategoryPage = z.infer<typeof staffCategoryPageSchema>;
export type StaffCoursePage = z.infer<typeof staffCoursePageSchema>;
export type StaffFaqPage = z.infer<typeof staffFaqPageSchema>;

export const faqIdParamsSchema = z.object({ faqId: idParam('faqId') });

// ---------------------------------------------------------------- course import

export const courseImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});

/** One bad row: its line as a spreadsheet numbers it (the header is line 1) and what is wrong, by column. */
export const courseImportRowErrorSchema = z.object({
  line: z.number().int().positive(),
  errors: z.record(z.string(), z.string()),
});
export type CourseImportRowError = z.infer<typeof courseImportRowErrorSchema>;

export const courseImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** Data rows read (the header not counted). */
  rows: count,
  /** Courses written: 0 on a dry run and whenever any row is bad. */
  imported: count,
  /** Bad rows, first COURSE_IMPORT_MAX_REPORTED of them; `errorCount` counts them all. */
  errors: z.array(courseImportRowErrorSchema),
  errorCount: count,
});
export type CourseImportReport = z.infer<typeof courseImportReportSchema>;
