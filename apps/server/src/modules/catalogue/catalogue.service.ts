import {
  type CountryCard,
  type CountryDetail,
  type CountryFaq,
  type CountrySort,
  type CourseCategory,
  type CourseDetail,
  type CourseListItem,
  type Page,
  type PageQuery,
  toPage,
  type UniversityCard,
  type UniversityDetail,
} from '@edupath/contract';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import * as repository from './catalogue.repository';

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

/** Course search and how it reads the words: course-search.service.ts. */
export { searchCourses } from './course-search.service';

export const listFeaturedProgrammes = (db: DbOrTx) => repository.listFeaturedProgrammes(db);

export const referenceRatesInfo = (db: DbOrTx) => repository.referenceRatesInfo(db);
