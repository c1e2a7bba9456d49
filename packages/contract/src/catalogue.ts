import { z } from 'zod';
import {
  CATALOGUE_PAGE_SIZE_MAX,
  COUNTRY_SORTS,
  COURSE_SEARCH_MAX_PAGE,
  COURSE_SEARCH_PAGE_SIZE,
  COURSE_SEARCH_QUERY_MAX,
  COURSE_SORTS,
  COURSE_TYPES,
  type CourseSort,
  type CourseType,
  INTAKES,
  type Intake,
  MODES_OF_STUDY,
  type ModeOfStudy,
  SORT_ORDERS,
} from './catalogue-constants';
import { COURSE_CURRENCIES, type CourseCurrency } from './constants';
import type { Page } from './envelope';
import { idParam, pageQueryFields } from './fields';

// ---------------------------------------------------------------- requests

const searchText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, { error: `${name} must be at most ${max} characters` })
    .optional()
    .transform((value) => value || undefined);

const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` }).optional();

const feeField = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
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
  /** popular: most universities first (home); name: A to Z (explore). */
  sort: oneOf('sort', COUNTRY_SORTS).default('popular'),
});
/** Query values as a client sends them (numbers may come straight from a URL as text). */
type QueryNumber = number | string;
export interface CountryListQuery {
  page?: QueryNumber;
  pageSize?: QueryNumber;
  q?: string;
  sort?: (typeof COUNTRY_SORTS)[number];
}

export const universityListQuerySchema = strictQuery({
  ...pageQueryFields({ maxPageSize: CATALOGUE_PAGE_SIZE_MAX }),
  q: searchText('q', 100),
  countryId: idParam('countryId').optional(),
});
export interface UniversityListQuery {
  page?: QueryNumber;
  pageSize?: QueryNumber;
  q?: string;
  countryId?: QueryNumber;
}

export const categoryCoursesQuerySchema = strictQuery({
  ...pageQueryFields({ pageSize: COURSE_SEARCH_PAGE_SIZE, maxPageSize: CATALOGUE_PAGE_SIZE_MAX }),
});
export interface CategoryCoursesQuery {
  page?: QueryNumber;
  pageSize?: QueryNumber;
}

export const courseSearchQuerySchema = strictQuery({
  q: searchText('q', COURSE_SEARCH_QUERY_MAX),
  country: idParam('country').optional(),
  category: idParam('category').optional(),
  courseType: oneOf('courseType', COURSE_TYPES),
  minFee: feeField('minFee'),
  maxFee: feeField('maxFee'),
  currency: oneOf('currency', COURSE_CURRENCIES),
  modeOfStudy: oneOf('modeOfStudy', MODES_OF_STUDY),
  intake: oneOf('intake', INTAKES),
  featured: z
    .enum(['true', 'false'], { error: 'featured must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  sort: oneOf('sort', COURSE_SORTS).default('relevance'),
  order: oneOf('order', SORT_ORDERS),
  ...pageQueryFields({ pageSize: COURSE_SEARCH_PAGE_SIZE, maxPageSize: 50, maxPage: COURSE_SEARCH_MAX_PAGE }),
}).refine((v) => v.minFee === undefined || v.maxFee === undefined || v.minFee <= v.maxFee, {
  path: ['maxFee'],
  error: 'maxFee must not be below minFee',
});
export interface CourseSearchQuery {
  q?: string;
  country?: QueryNumber;
  category?: QueryNumber;
  courseType?: CourseType;
  minFee?: QueryNumber;
  maxFee?: QueryNumber;
  currency?: CourseCurrency;
  modeOfStudy?: ModeOfStudy;
  intake?: Intake;
  featured?: boolean | 'true' | 'false';
  sort?: CourseSort;
  order?: (typeof SORT_ORDERS)[number];
  page?: QueryNumber;
  pageSize?: QueryNumber;
}
export type CourseSearchFilters = z.output<typeof courseSearchQuerySchema>;

export const countryIdParamsSchema = z.object({ countryId: idParam('countryId') });
export const universityIdParamsSchema = z.object({ universityId: idParam('universityId') });
export const courseIdParamsSchema = z.object({ courseId: idParam('courseId') });
export const courseCategoryIdParamsSchema = z.object({ courseCategoryId: idParam('courseCategoryId') });

// ---------------------------------------------------------------- answers (SPEC.md section 3 names)

export interface CountryFaq {
  faqId: number;
  question: string;
  answer: string;
}

export interface CountryCard {
  countryId: number;
  countryName: string;
  coverImage: string | null;
  flagImage: string | null;
  capital: string | null;
  population: number | null;
  language: string | null;
  currency: string | null;
  universityCount: number;
}

export interface UniversityCard {
  universityId: number;
  universityName: string;
  universityLogo: string | null;
  coverImage: string | null;
  location: string | null;
  language: string | null;
  testAccepted: string | null;
  qsRank: number | null;
  countryId: number;
  countryName: string;
  courseCount: number;
}

export interface CountryDetail extends CountryCard {
  description: string | null;
  educationSystem: string | null;
  courseCount: number;
  UniversityModels: UniversityCard[];
  FAQs: CountryFaq[];
}

export interface CourseCategoryModel {
  courseCategoryId: number;
  categoryName: string;
  image: string | null;
}

export interface CourseCategory extends CourseCategoryModel {
  courseCount: number;
}

export interface CountryModel {
  countryId: number;
  countryName: string;
  flagImage: string | null;
}

export interface Course {
  courseId: number;
  courseName: string;
  courseType: string;
  duration: string;
  fee: number | null;
  currency: CourseCurrency;
  eligibility: string | null;
  intake: string | null;
  applicationDeadline: string | null;
  modeOfStudy: string | null;
  description: string | null;
  createdAt: string;
  isFeatured: boolean;
  universityId: number;
  courseCategoryId: number;
  CourseCategoryModel: CourseCategoryModel;
}

export interface UniversitySummary {
  universityId: number;
  universityName: string;
  location: string | null;
  universityLogo: string | null;
  qsRank: number | null;
}

/** A course in a list that spans universities: where it is taught comes along. */
export interface CourseListItem extends Course {
  UniversityModel: UniversitySummary;
  CountryModel: CountryModel;
}

export interface University {
  universityId: number;
  universityName: string;
  universityLogo: string | null;
  coverImage: string | null;
  location: string | null;
  language: string | null;
  testAccepted: string | null;
  qsRank: number | null;
  countryId: number;
  acceptanceRate: number | null;
  degreeMode: string | null;
  dorm: boolean;
  description: string | null;
  phone: string | null;
  website: string | null;
}

export interface UniversityDetail extends University {
  courseCount: number;
  CountryModel: CountryModel;
  CourseModels: Course[];
}

export interface CourseDetail extends Course {
  UniversityModel: University;
  CountryModel: CountryModel;
}

export interface FacetBucket<V extends string | number = string> {
  value: V;
  label: string;
  count: number;
}

/** Counts within the current results, keyed like the query parameters that filter by them. */
export interface CourseFacets {
  country: FacetBucket<number>[];
  category: FacetBucket<number>[];
  courseType: FacetBucket[];
  currency: FacetBucket[];
  modeOfStudy: FacetBucket[];
  intake: FacetBucket[];
  featured: number;
}

export interface CourseSearchResult extends Page<CourseListItem> {
  facets: CourseFacets;
}
