import {
  type CountryCard,
  type CountryDetail,
  type CountryFaq,
  type CountrySort,
  type CourseCategory,
  type CourseDetail,
  type CourseListItem,
  type CourseSearchFilters,
  type CourseSearchResult,
  type Page,
  type PageQuery,
  toPage,
  type UnderstoodQuery,
  type UniversityCard,
  type UniversityDetail,
} from '@edupath/contract';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import * as repository from './catalogue.repository';
import { searchCourses as runSearch } from './course-search.repository';
import { readQuery } from './query-understanding';

export async function listCountries(
  db: DbOrTx,
  query: PageQuery & { q?: string; sort: CountrySort },
): Promise<Page<CountryCard>> {
  const { items, total } = await repository.listCountries(db, query);
  return toPage(items, total, query);
}

export async function getCountry(
  db: DbOrTx,
  countryId: number,
  visibility: repository.Visibility = {},
): Promise<CountryDetail> {
  const country = await repository.findCountry(db, countryId, visibility);
  if (!country) throw notFound('Country');
  return country;
}

export async function listCountryFaqs(db: DbOrTx, countryId: number): Promise<CountryFaq[]> {
  if (!(await repository.countryExists(db, countryId))) throw notFound('Country');
  return repository.listFaqs(db, countryId);
}

export async function listUniversities(
  db: DbOrTx,
  query: PageQuery & { q?: string; countryId?: number },
): Promise<Page<UniversityCard>> {
  const { items, total } = await repository.listUniversities(db, query);
  return toPage(items, total, query);
}

export async function getUniversity(
  db: DbOrTx,
  universityId: number,
  visibility: repository.Visibility = {},
): Promise<UniversityDetail> {
  const university = await repository.findUniversity(db, universityId, visibility);
  if (!university) throw notFound('University');
  return university;
}

export const listCategories = (db: DbOrTx): Promise<CourseCategory[]> => repository.listCategories(db);

export async function listCategoryCourses(
  db: DbOrTx,
  courseCategoryId: number,
  query: PageQuery,
): Promise<Page<CourseListItem>> {
  if (!(await repository.categoryExists(db, courseCategoryId))) throw notFound('Course category');
  const { items, total } = await repository.listCategoryCourses(db, courseCategoryId, query);
  return toPage(items, total, query);
}

export async function getCourse(
  db: DbOrTx,
  courseId: number,
  visibility: repository.Visibility = {},
): Promise<CourseDetail> {
  const course = await repository.findCourse(db, courseId, visibility);
  if (!course) throw notFound('Course');
  return course;
}

/**
 * The filters the words name join the request's own, which win; the rest of the words search
 * as before (docs/catalogue.md#how-search-reads-a-query).
 */
async function understand(
  db: DbOrTx,
  filters: CourseSearchFilters,
): Promise<{ filters: CourseSearchFilters; understood?: UnderstoodQuery }> {
  if (!filters.q) return { filters };
  const reading = readQuery(filters.q);
  const terms = [...reading.terms];
  const understood: UnderstoodQuery = { terms };
  const applied = { ...filters };
  if (reading.courseType && filters.courseType === undefined) {
    applied.courseType = reading.courseType;
    understood.courseType = reading.courseType;
  }
  if (reading.country && filters.country === undefined) {
    const country = await repository.findPublicCountryByIso(db, reading.country.code);
    if (country) {
      applied.country = country.countryId;
      understood.countryId = country.countryId;
      understood.countryName = country.countryName;
    } else {
      // A country the catalogue does not show: its name searches as words, as before.
      terms.push(reading.country.words);
    }
  }
  applied.q = terms.join(' ') || undefined;
  return { filters: applied, understood };
}

export async function searchCourses(db: DbOrTx, request: CourseSearchFilters): Promise<CourseSearchResult> {
  const { filters, understood } = await understand(db, request);
  const { items, total, totalIsLowerBound, facets } = await runSearch(db, filters);
  return { ...toPage(items, total, filters), facets, totalIsLowerBound, ...(understood && { understood }) };
}

export const listFeaturedProgrammes = (db: DbOrTx) => repository.listFeaturedProgrammes(db);

export const referenceRatesInfo = (db: DbOrTx) => repository.referenceRatesInfo(db);
