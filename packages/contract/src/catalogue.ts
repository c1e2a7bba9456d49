import { z } from 'zod';
import {
  CATALOGUE_PAGE_SIZE_MAX,
  COST_BASES,
  COUNTRY_SORTS,
  COURSE_SEARCH_MAX_PAGE,
  COURSE_SEARCH_PAGE_SIZE,
  COURSE_SEARCH_QUERY_MAX,
  COURSE_SORTS,
  COURSE_TYPES,
  INTAKES,
  MODES_OF_STUDY,
  SORT_ORDERS,
} from './catalogue-constants';
import { COURSE_CURRENCIES } from './constants';
import { entryRequirementsSchema } from './entry-requirements';
import { pageSchema } from './envelope';
import { idParam, pageQueryFields, timestampSchema } from './fields';
import { EARNING_KINDS } from './neutrality';
import { courseProvenanceSchema, universityProvenanceSchema } from './provenance';

// ---------------------------------------------------------------- requests

const searchText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, { error: `${name} must be at most ${max} characters` })
    .optional()
    // Control characters mean nothing in a search: they read as spaces (a NUL is refused earlier, 400).
    .transform((value) => value?.replace(/\p{Cc}+/gu, ' ').trim() || undefined);

const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` }).optional();

const feeField = (name: string) =>
  z.coerce
    .number<number | string>({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(0, { error: `${name} must not be negative` })
    .max(100_000_000, { error: `${name} is too large` })
    .optional();

/** Unknown query parameters are refused, so a typo never silently widens a search. */
const strictQuery = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown parameter: ${issue.keys.join(', ')}` : undefined,
  });

export const countryListQuerySchema = strictQuery({
  ...pageQueryFields({ maxPageSize: CATALOGUE_PAGE_SIZE_MAX }),
  q: searchText('q', 100),
  /** popular: most universities first; name: A to Z (explore); destinations: the home grid's order. */
  sort: oneOf('sort', COUNTRY_SORTS).default('popular'),
});
/** A query as a client sends it (numbers may come straight from a URL as text). */
export type CountryListQuery = z.input<typeof countryListQuerySchema>;

export const universityListQuerySchema = strictQuery({
  ...pageQueryFields({ maxPageSize: CATALOGUE_PAGE_SIZE_MAX }),
  q: searchText('q', 100),
  countryId: idParam('countryId').optional(),
});
export type UniversityListQuery = z.input<typeof universityListQuerySchema>;

export const categoryCoursesQuerySchema = strictQuery({
  ...pageQueryFields({ pageSize: COURSE_SEARCH_PAGE_SIZE, maxPageSize: CATALOGUE_PAGE_SIZE_MAX }),
});
export type CategoryCoursesQuery = z.input<typeof categoryCoursesQuerySchema>;

export const courseSearchQuerySchema = strictQuery({
  q: searchText('q', COURSE_SEARCH_QUERY_MAX),
  country: idParam('country').optional(),
  category: idParam('category').optional(),
  courseType: oneOf('courseType', COURSE_TYPES),
  minFee: feeField('minFee'),
  maxFee: feeField('maxFee'),
  /** What minFee, maxFee and sort=fee compare, in rupees (docs/catalogue.md#first-year-total). */
  costBasis: oneOf('costBasis', COST_BASES).default('tuition'),
  currency: oneOf('currency', COURSE_CURRENCIES),
  currencyCode: z
    .string({ error: 'currencyCode must be text' })
    .regex(/^[A-Z]{3}$/, { error: 'currencyCode must be a three-letter ISO 4217 code' })
    .optional(),
  modeOfStudy: oneOf('modeOfStudy', MODES_OF_STUDY),
  intake: oneOf('intake', INTAKES),
  featured: z
    .enum(['true', 'false'], { error: 'featured must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  sort: oneOf('sort', COURSE_SORTS).default('relevance'),
  order: oneOf('order', SORT_ORDERS),
  /**
   * false: no course type is read from the words. The student removed that chip, and a degree
   * name that stays in the words (MBA, LLM) would otherwise be read again
   * (docs/catalogue.md#how-search-reads-a-query).
   */
  readLevel: z
    .enum(['true', 'false'], { error: 'readLevel must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  ...pageQueryFields({ pageSize: COURSE_SEARCH_PAGE_SIZE, maxPageSize: 50, maxPage: COURSE_SEARCH_MAX_PAGE }),
}).refine((v) => v.minFee === undefined || v.maxFee === undefined || v.minFee <= v.maxFee, {
  path: ['maxFee'],
  error: 'maxFee must not be below minFee',
});
export type CourseSearchQuery = z.input<typeof courseSearchQuerySchema>;
export type CourseSearchFilters = z.output<typeof courseSearchQuerySchema>;

export const countryIdParamsSchema = z.object({ countryId: idParam('countryId') });
export const universityIdParamsSchema = z.object({ universityId: idParam('universityId') });
export const courseIdParamsSchema = z.object({ courseId: idParam('courseId') });
export const courseCategoryIdParamsSchema = z.object({ courseCategoryId: idParam('courseCategoryId') });

// ---------------------------------------------------------------- answers (field names: docs/api.md)

const id = z.number().int().positive();
const count = z.number().int().nonnegative();
/** Pictures are stored paths or URLs; a record without one answers null. */
const image = z.string().nullable();

export const countryFaqSchema = z.object({
  faqId: id,
  question: z.string(),
  answer: z.string(),
});
export type CountryFaq = z.infer<typeof countryFaqSchema>;

export const countryCardSchema = z.object({
  countryId: id,
  countryName: z.string(),
  coverImage: image,
  flagImage: image,
  capital: z.string().nullable(),
  population: z.number().int().nonnegative().nullable(),
  language: z.string().nullable(),
  currency: z.string().nullable(),
  universityCount: count,
});
export type CountryCard = z.infer<typeof countryCardSchema>;

/** What a university's card and its full record both show first. */
const universityBaseSchema = z.object({
  universityId: id,
  universityName: z.string(),
  universityLogo: image,
  coverImage: image,
  location: z.string().nullable(),
  language: z.string().nullable(),
  testAccepted: z.string().nullable(),
  qsRank: z.number().int().positive().nullable(),
  countryId: id,
});

export const universityCardSchema = universityBaseSchema.extend({
  countryName: z.string(),
  courseCount: count,
});
export type UniversityCard = z.infer<typeof universityCardSchema>;

export const countryDetailSchema = countryCardSchema.extend({
  description: z.string().nullable(),
  educationSystem: z.string().nullable(),
  /** Courses over all the country's universities. */
  courseCount: count,
  UniversityModels: z.array(universityCardSchema),
  FAQs: z.array(countryFaqSchema),
  /** Only in an admin's preview of a page the public cannot see (docs/catalogue.md#publishing). */
  unpublished: z.literal(true).optional(),
});
export type CountryDetail = z.infer<typeof countryDetailSchema>;

export const courseCategoryModelSchema = z.object({
  courseCategoryId: id,
  categoryName: z.string(),
  image,
});
export type CourseCategoryModel = z.infer<typeof courseCategoryModelSchema>;

export const courseCategorySchema = courseCategoryModelSchema.extend({ courseCount: count });
export type CourseCategory = z.infer<typeof courseCategorySchema>;

export const countryModelSchema = z.object({
  countryId: id,
  countryName: z.string(),
  flagImage: image,
});
export type CountryModel = z.infer<typeof countryModelSchema>;

export const courseSchema = z.object({
  courseId: id,
  courseName: z.string(),
  // Free text in the catalogue: COURSE_TYPES, MODES_OF_STUDY and INTAKES are what the filters
  // offer, not a promise about every stored course.
  courseType: z.string(),
  duration: z.string(),
  /** Whole units of `currencyCode` (docs/catalogue.md#fees-and-currencies). */
  fee: z.number().int().nonnegative().nullable(),
  /** Dollar, Euro, Rupee or Pound where the currency is one of those; otherwise its own name. */
  currency: z.string(),
  currencyCode: z.string().length(3),
  /** The fee in the currency's minor unit (cents; yen have none). */
  feeMinor: z.number().int().nonnegative().nullable(),
  /** About how many rupees the fee is at the reference rate: what fee filters and sorts compare. */
  feeInr: z.number().int().nonnegative().nullable(),
  inrRate: z.object({ inrPerUnit: z.number().positive(), date: z.iso.date(), source: z.string() }).nullable(),
  eligibility: z.string().nullable(),
  /** Structured entry requirements with their source; null: none stated (docs/fit-and-chances.md). */
  entryRequirements: entryRequirementsSchema.nullable(),
  intake: z.string().nullable(),
  /** First day of the next intake; applications close after `applicationDeadline`. */
  intakeStart: z.iso.date().nullable(),
  applicationDeadline: z.iso.date().nullable(),
  modeOfStudy: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: timestampSchema,
  isFeatured: z.boolean(),
  /** Why the EduPath team features it (null: no reason given, or not featured). */
  featuredReason: z.string().nullable(),
  /** The course's own picture (an upload); null: cards and pages show its category's. */
  image,
  universityId: id,
  courseCategoryId: id,
  CourseCategoryModel: courseCategoryModelSchema,
  /** Where each group of its facts comes from (docs/catalogue.md#provenance); a group missing: not recorded. */
  provenance: courseProvenanceSchema,
});
export type Course = z.infer<typeof courseSchema>;

export const universitySummarySchema = z.object({
  universityId: id,
  universityName: z.string(),
  location: z.string().nullable(),
  universityLogo: image,
  qsRank: z.number().int().positive().nullable(),
});
export type UniversitySummary = z.infer<typeof universitySummarySchema>;

/** A course in a list that spans universities: where it is taught comes along. */
export const courseListItemSchema = courseSchema.extend({
  UniversityModel: universitySummarySchema,
  CountryModel: countryModelSchema,
});
export type CourseListItem = z.infer<typeof courseListItemSchema>;

export const universitySchema = universityBaseSchema.extend({
  acceptanceRate: z.number().nullable(),
  degreeMode: z.string().nullable(),
  dorm: z.boolean(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  /** What EduPath earns from it and since when, shown on its page (docs/catalogue.md#neutrality). */
  earning: z.enum(EARNING_KINDS),
  earningSince: z.iso.date().nullable(),
  /** Where each group of its facts comes from (docs/catalogue.md#provenance). */
  provenance: universityProvenanceSchema,
});
export type University = z.infer<typeof universitySchema>;

export const universityDetailSchema = universitySchema.extend({
  courseCount: count,
  CountryModel: countryModelSchema,
  CourseModels: z.array(courseSchema),
  /** Only in an admin's preview of a page the public cannot see (docs/catalogue.md#publishing). */
  unpublished: z.literal(true).optional(),
});
export type UniversityDetail = z.infer<typeof universityDetailSchema>;

export const courseDetailSchema = courseSchema.extend({
  UniversityModel: universitySchema,
  CountryModel: countryModelSchema,
  /** Only in an admin's preview of a page the public cannot see (docs/catalogue.md#publishing). */
  unpublished: z.literal(true).optional(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/**
 * How many results have the value; null when the results are too many to count
 * (more than COURSE_SEARCH_COUNT_CAP), where the bucket only lists a value to filter by.
 */
const facetCount = count.nullable();

/** A facet value that is an id (country, category): `value` is what the query parameter takes. */
export const idFacetBucketSchema = z.object({ value: id, label: z.string(), count: facetCount });
export type IdFacetBucket = z.infer<typeof idFacetBucketSchema>;

/** A facet value that is text (course type, currency…): label and value are the same text. */
export const facetBucketSchema = z.object({ value: z.string(), label: z.string(), count: facetCount });
export type FacetBucket = z.infer<typeof facetBucketSchema>;

/**
 * Counts within the current results, keyed like the query parameters that filter by them. Past
 * COURSE_SEARCH_COUNT_CAP results nothing is counted: country and category list the values to
 * filter by (count null), the other facets are empty and `featured` is null.
 */
export const courseFacetsSchema = z.object({
  country: z.array(idFacetBucketSchema),
  category: z.array(idFacetBucketSchema),
  courseType: z.array(facetBucketSchema),
  currency: z.array(facetBucketSchema),
  currencyCode: z.array(facetBucketSchema),
  modeOfStudy: z.array(facetBucketSchema),
  intake: z.array(facetBucketSchema),
  /** How many of the results are featured courses. */
  featured: facetCount,
});
export type CourseFacets = z.infer<typeof courseFacetsSchema>;

export const countryCardPageSchema = pageSchema(countryCardSchema);
export const universityCardPageSchema = pageSchema(universityCardSchema);
export const courseListItemPageSchema = pageSchema(courseListItemSchema);

/**
 * How the search read `q` (docs/catalogue.md#how-search-reads-a-query): the filters it took from
 * the words (only those it applied: a filter the request set wins) and the words it searched.
 */
const understoodQuerySchema = z.object({
  courseType: z.enum(COURSE_TYPES).optional(),
  countryId: z.number().int().optional(),
  countryName: z.string().optional(),
  terms: z.array(z.string()),
  /**
   * A budget read from the words ("under 25 lakh", "cheap"): applied as costBasis=firstYear and
   * maxFee=maxInr. `words` are the words it was read from; `cheap` marks the bottom third of the
   * results' first-year totals.
   */
  budget: z
    .object({ maxInr: z.number().int().nonnegative(), words: z.string(), cheap: z.boolean() })
    .optional(),
  /** Words that matched nothing and were read as near spellings ("sciense" → "science"). */
  corrections: z.array(z.object({ from: z.string(), to: z.string() })).optional(),
  /** With corrections: the corrected words, for "Showing results for …". */
  showingResultsFor: z.string().optional(),
});
export type UnderstoodQuery = z.infer<typeof understoodQuerySchema>;

/** A course in search results: the list item plus what a result card shows beside it. */
export const courseSearchItemSchema = courseListItemSchema.extend({
  /**
   * The first-year total in rupees the course page shows with its default settings (tuition,
   * 12 months of living costs, visa, health cover), or null when the course has no fee.
   */
  firstYearTotalInr: z.number().int().nonnegative().nullable(),
  /** True when the country has no living-cost figures: the total is the tuition alone. */
  firstYearTuitionOnly: z.boolean(),
  /** The application deadline when it is today or later, else null (applications are closed). */
  nextDeadline: z.iso.date().nullable(),
  /** The university's QS rank (also in UniversityModel), or null. */
  qsRank: z.number().int().positive().nullable(),
});
export type CourseSearchItem = z.infer<typeof courseSearchItemSchema>;

export const courseSearchResultSchema = pageSchema(courseSearchItemSchema).extend({
  facets: courseFacetsSchema,
  /** True when more than COURSE_SEARCH_COUNT_CAP courses match: `total` is that cap, a lower bound. */
  totalIsLowerBound: z.boolean(),
  /** Present when the request had words (`q`). */
  understood: understoodQuerySchema.optional(),
});
export type CourseSearchResult = z.infer<typeof courseSearchResultSchema>;

/** GET /data-sources: every source of catalogue data, and whether generated figures are labelled. */
export const dataSourcesSchema = z.object({
  sources: z.array(
    z.object({ name: z.string(), provides: z.string(), licence: z.string(), url: z.string().nullable() }),
  ),
  /** True in demo installs: generated figures carry 'illustrative sample data'. */
  sampleLabels: z.boolean(),
  /**
   * The newest reference-rate date and its source, and the oldest rate's date (the rates file
   * holds only the currencies the catalogue uses, so no ₹ figure rests on an older one; after a
   * partial refresh the two differ), or null before any rate is loaded.
   */
  referenceRates: z.object({ date: z.iso.date(), oldestDate: z.iso.date(), source: z.string() }).nullable(),
});
export type DataSources = z.infer<typeof dataSourcesSchema>;
