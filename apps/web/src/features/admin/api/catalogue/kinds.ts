import type {
  StaffCategory,
  StaffCountry,
  StaffCountryRow,
  StaffCourse,
  StaffCourseRow,
  StaffFaq,
  StaffUniversity,
  StaffUniversityRow,
} from '@edupath/contract';
import { adminRootKey } from '../keys';

/**
 * The catalogue's kinds of item as the console manages them: each has a list, a record, a form
 * and a published flag at /staff/catalogue/{kind} (docs/catalogue.md#managing-the-catalogue).
 */
export interface CatalogueKinds {
  countries: { row: StaffCountryRow; item: StaffCountry };
  universities: { row: StaffUniversityRow; item: StaffUniversity };
  categories: { row: StaffCategory; item: StaffCategory };
  courses: { row: StaffCourseRow; item: StaffCourse };
  faqs: { row: StaffFaq; item: StaffFaq };
}
export type CatalogueKind = keyof CatalogueKinds;

export const catalogueKeys = {
  all: [...adminRootKey, 'catalogue'] as const,
  list: (kind: CatalogueKind, query: object) => [...adminRootKey, 'catalogue', kind, 'list', query] as const,
  item: (kind: CatalogueKind, id: number) => [...adminRootKey, 'catalogue', kind, 'item', id] as const,
};

/** The id field of each kind's records. */
export const ID_FIELD = {
  countries: 'countryId',
  universities: 'universityId',
  categories: 'courseCategoryId',
  courses: 'courseId',
  faqs: 'faqId',
} as const satisfies Record<CatalogueKind, string>;
