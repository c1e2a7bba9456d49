import type { z } from 'zod';
import {
  countryIdParamsSchema,
  courseCategoryIdParamsSchema,
  courseIdParamsSchema,
  universityIdParamsSchema,
} from './catalogue';
import {
  faqIdParamsSchema,
  staffCategoryInputSchema,
  staffCategoryListQuerySchema,
  staffCategoryPageSchema,
  staffCategorySchema,
  staffCountryInputSchema,
  staffCountryListQuerySchema,
  staffCountryPageSchema,
  staffCountrySchema,
  staffCourseInputSchema,
  staffCourseListQuerySchema,
  staffCoursePageSchema,
  staffCourseSchema,
  staffFaqInputSchema,
  staffFaqListQuerySchema,
  staffFaqPageSchema,
  staffFaqSchema,
  staffUniversityInputSchema,
  staffUniversityListQuerySchema,
  staffUniversityPageSchema,
  staffUniversitySchema,
} from './catalogue-admin';
import { CATALOGUE_ADMIN_MESSAGES as M } from './catalogue-admin-constants';
import type { ResourceColumn, ResourceDescription } from './resource';

/**
 * The catalogue's kinds as the console manages them (docs/catalogue.md#managing-the-catalogue),
 * each described once: its schemas, its list's columns and filters, its pictures, what must be
 * unique, what it points at and whether its facts carry provenance. The endpoints
 * (catalogue-admin-endpoints.ts), the server's one service (catalogue-kinds.ts) and the console's
 * list and form pages are generated from these; what a kind does that no other does (the course
 * checks and import, the entry requirements) stays that kind's hook.
 */

export const CATALOGUE_KINDS = ['courses', 'universities', 'countries', 'categories', 'faqs'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/**
 * How a list cell shows its value: `name` is the row's link (with the picture at `image`), `code`
 * a short code, `status` the published pill, `money` a fee in the row's currency, `date` a day;
 * plain text otherwise, a dash for nothing. `sub` is the small line beneath (rowLine's parts).
 */
export interface CatalogueColumn extends ResourceColumn {
  show?: 'name' | 'code' | 'status' | 'money' | 'date';
  sub?: readonly string[];
  image?: string;
}

/** A value that must not repeat: in the whole kind, or among the records sharing `within`. */
export interface UniqueRule {
  field: string;
  /** Same letters in any case count as the same, unless the value is a code compared as stored. */
  exact?: true;
  within?: string;
  message: string;
}

/**
 * One field of a described form: text, a text area, a number (`nullable`: empty is "not known"),
 * a picture (an upload of the admin's) or the country picker. The courses' and universities'
 * forms are their own (fee, requirements, sources, earnings), so only the simpler kinds list them.
 */
export type CatalogueField =
  | { path: string; label: string; input: 'text'; placeholder?: string; maxLength?: number }
  | { path: string; label: string; input: 'textarea'; rows: number }
  | { path: string; label: string; input: 'number'; nullable?: true; hint?: string }
  | { path: string; label: string; input: 'image' | 'country' };

export interface CatalogueResource extends ResourceDescription {
  kind: CatalogueKind;
  /** The record's id field, which names the path parameter too. */
  id: string;
  /** 'a country', 'countries' as the endpoints' summaries say them. */
  one: string;
  many: string;
  /** What the list calls its rows ('No FAQs match.'). */
  noun: string;
  params: z.ZodType;
  query: z.ZodType;
  page: z.ZodType;
  item: z.ZodType;
  input: z.ZodType;
  columns: readonly CatalogueColumn[];
  /** The list's own filters beyond search and published, each a record id (`?countryId=`). */
  filters: readonly string[];
  /** Whether the list offers its countryId filter as a country picker (others come from links). */
  countryPicker: boolean;
  /** A phone's card of a row: its name column, then this line (rowLine's parts). */
  card: readonly string[];
  /** The kind's tab in the catalogue console. */
  tab: string;
  searchPlaceholder: string;
  newLabel: string;
  /** The form, top to bottom; a list within is a row of fields side by side. Empty: the kind's own form. */
  form: ReadonlyArray<CatalogueField | readonly CatalogueField[]>;
  /** The record's field that titles its form, and 'the country' as the form's messages say it. */
  title: string;
  the: string;
  /** The audit log's entity type; the actions are `{entity}.created`, `.updated`, `.published`. */
  entity: string;
  /** The answers' messages and the 404's noun. */
  messages: { list: string; one: string; created: string; updated: string; notFound: string };
  /** The picture fields: each keeps its value or takes the acting admin's own upload. */
  images: readonly string[];
  unique: readonly UniqueRule[];
  /** Fields that must name an existing country. */
  countryRefs: readonly string[];
  /** Whose facts carry per-group provenance (docs/catalogue.md#provenance), credited on save. */
  provenance?: 'university' | 'course';
  /** The record's fields the form does not hold (counts, joins, visibility): not in the audit entry. */
  derived: readonly string[];
}

const status = { path: 'isPublished', label: 'Status', show: 'status' } as const;

const countries = {
  kind: 'countries',
  id: 'countryId',
  label: 'Country',
  plural: 'Countries',
  one: 'a country',
  many: 'countries',
  noun: 'countries',
  params: countryIdParamsSchema,
  query: staffCountryListQuerySchema,
  page: staffCountryPageSchema,
  item: staffCountrySchema,
  input: staffCountryInputSchema,
  columns: [
    { path: 'countryName', label: 'Country', show: 'name', image: 'flagImage', sub: ['{capital}'] },
    { path: 'isoCode', label: 'ISO', show: 'code' },
    { path: 'universityCount', label: 'Universities', numeric: true },
    { path: 'faqCount', label: 'FAQs', numeric: true },
    status,
  ],
  filters: [],
  countryPicker: false,
  card: ['{universityCount} universities', '{faqCount} FAQs'],
  tab: 'Countries',
  searchPlaceholder: 'Name or ISO code',
  newLabel: 'New country',
  form: [
    [
      { path: 'countryName', label: 'Country name', input: 'text' },
      { path: 'isoCode', label: 'ISO code', input: 'text', placeholder: 'CA', maxLength: 2 },
    ],
    [
      { path: 'capital', label: 'Capital', input: 'text' },
      { path: 'population', label: 'Population', input: 'number', nullable: true },
    ],
    [
      { path: 'language', label: 'Languages', input: 'text' },
      { path: 'currency', label: 'Currency', input: 'text', placeholder: 'Canadian dollar (CAD)' },
    ],
    { path: 'description', label: 'Description', input: 'textarea', rows: 4 },
    { path: 'educationSystem', label: 'Education system', input: 'textarea', rows: 4 },
    [
      { path: 'flagImage', label: 'Flag', input: 'image' },
      { path: 'coverImage', label: 'Cover picture', input: 'image' },
    ],
  ],
  title: 'countryName',
  the: 'the country',
  entity: 'country',
  messages: {
    list: 'Countries',
    one: 'Country',
    created: M.countryCreated,
    updated: M.countryUpdated,
    notFound: 'Country',
  },
  images: ['coverImage', 'flagImage'],
  unique: [
    { field: 'countryName', message: 'A country with this name already exists' },
    { field: 'isoCode', exact: true, message: 'A country with this ISO code already exists' },
  ],
  countryRefs: [],
  derived: [],
  access: 'admin',
} as const satisfies CatalogueResource;

const universities = {
  kind: 'universities',
  id: 'universityId',
  label: 'University',
  plural: 'Universities',
  one: 'a university',
  many: 'universities',
  noun: 'universities',
  params: universityIdParamsSchema,
  query: staffUniversityListQuerySchema,
  page: staffUniversityPageSchema,
  item: staffUniversitySchema,
  input: staffUniversityInputSchema,
  columns: [
    { path: 'universityName', label: 'University', show: 'name', image: 'universityLogo' },
    { path: 'countryName', label: 'Country' },
    { path: 'qsRank', label: 'QS rank', numeric: true },
    { path: 'courseCount', label: 'Courses', numeric: true },
    status,
  ],
  filters: ['countryId'],
  countryPicker: true,
  card: ['{countryName}', '{courseCount} courses', 'QS {qsRank}'],
  tab: 'Universities',
  searchPlaceholder: 'University name',
  newLabel: 'New university',
  form: [],
  title: 'universityName',
  the: 'the university',
  entity: 'university',
  messages: {
    list: 'Universities',
    one: 'University',
    created: M.universityCreated,
    updated: M.universityUpdated,
    notFound: 'University',
  },
  images: ['universityLogo', 'coverImage'],
  unique: [
    {
      field: 'universityName',
      within: 'countryId',
      message: 'This country already has a university with this name',
    },
  ],
  countryRefs: ['countryId'],
  provenance: 'university',
  derived: ['publiclyVisible'],
  access: 'admin',
} as const satisfies CatalogueResource;

const categories = {
  kind: 'categories',
  id: 'courseCategoryId',
  label: 'Category',
  plural: 'Course categories',
  one: 'a course category',
  many: 'course categories',
  noun: 'categories',
  params: courseCategoryIdParamsSchema,
  query: staffCategoryListQuerySchema,
  page: staffCategoryPageSchema,
  item: staffCategorySchema,
  input: staffCategoryInputSchema,
  columns: [
    { path: 'categoryName', label: 'Category', show: 'name', image: 'image' },
    { path: 'sortOrder', label: 'Order', numeric: true },
    { path: 'courseCount', label: 'Courses', numeric: true },
    status,
  ],
  filters: [],
  countryPicker: false,
  card: ['{courseCount} courses'],
  tab: 'Categories',
  searchPlaceholder: 'Category name',
  newLabel: 'New category',
  form: [
    [
      { path: 'categoryName', label: 'Category name', input: 'text' },
      {
        path: 'sortOrder',
        label: 'Order',
        input: 'number',
        hint: "Lower comes first on the home page's tabs",
      },
    ],
    { path: 'image', label: 'Icon', input: 'image' },
  ],
  title: 'categoryName',
  the: 'the category',
  entity: 'course_category',
  messages: {
    list: 'Categories',
    one: 'Category',
    created: M.categoryCreated,
    updated: M.categoryUpdated,
    notFound: 'Course category',
  },
  images: ['image'],
  unique: [{ field: 'categoryName', message: 'A category with this name already exists' }],
  countryRefs: [],
  derived: ['courseCount'],
  access: 'admin',
} as const satisfies CatalogueResource;

const courses = {
  kind: 'courses',
  id: 'courseId',
  label: 'Course',
  plural: 'Courses',
  one: 'a course',
  many: 'courses',
  noun: 'courses',
  params: courseIdParamsSchema,
  query: staffCourseListQuerySchema,
  page: staffCoursePageSchema,
  item: staffCourseSchema,
  input: staffCourseInputSchema,
  columns: [
    {
      path: 'courseName',
      label: 'Course',
      show: 'name',
      image: 'image',
      sub: ['{courseType}', '{categoryName}'],
    },
    { path: 'universityName', label: 'University', sub: ['{countryName}'] },
    { path: 'fee', label: 'Fee', numeric: true, show: 'money' },
    { path: 'applicationDeadline', label: 'Deadline', show: 'date', sub: ['{intake} intake'] },
    status,
  ],
  filters: ['universityId', 'courseCategoryId', 'countryId'],
  countryPicker: false,
  // A course's card is its own (a picture, its university, its fee and deadline): the console's.
  card: [],
  tab: 'Courses',
  searchPlaceholder: 'Course name',
  newLabel: 'New course',
  form: [],
  title: 'courseName',
  the: 'the course',
  entity: 'course',
  messages: {
    list: 'Courses',
    one: 'Course',
    created: M.courseCreated,
    updated: M.courseUpdated,
    notFound: 'Course',
  },
  images: ['image'],
  // A university's course names are unique too, checked for a whole batch with the course's other
  // rules (the server's course-checks.ts), so the import and the form say the same.
  unique: [],
  countryRefs: [],
  provenance: 'course',
  derived: ['publiclyVisible', 'applicationCount', 'feeMinor', 'currency'],
  access: 'admin',
} as const satisfies CatalogueResource;

const faqs = {
  kind: 'faqs',
  id: 'faqId',
  label: 'FAQ',
  plural: 'Country FAQs',
  one: 'a country FAQ',
  many: 'country FAQs',
  noun: 'FAQs',
  params: faqIdParamsSchema,
  query: staffFaqListQuerySchema,
  page: staffFaqPageSchema,
  item: staffFaqSchema,
  input: staffFaqInputSchema,
  columns: [
    { path: 'question', label: 'Question', show: 'name', sub: ['{answer}'] },
    { path: 'countryName', label: 'Country' },
    { path: 'sortOrder', label: 'Order', numeric: true },
    status,
  ],
  filters: ['countryId'],
  countryPicker: true,
  card: ['{countryName}'],
  tab: 'Country FAQs',
  searchPlaceholder: 'Question or answer',
  newLabel: 'New FAQ',
  form: [
    [
      { path: 'countryId', label: 'Country', input: 'country' },
      { path: 'sortOrder', label: 'Order', input: 'number' },
    ],
    { path: 'question', label: 'Question', input: 'text' },
    { path: 'answer', label: 'Answer', input: 'textarea', rows: 5 },
  ],
  title: 'question',
  the: 'the FAQ',
  entity: 'country_faq',
  messages: { list: 'FAQs', one: 'FAQ', created: M.faqCreated, updated: M.faqUpdated, notFound: 'FAQ' },
  images: [],
  unique: [],
  countryRefs: ['countryId'],
  derived: ['countryName'],
  access: 'admin',
} as const satisfies CatalogueResource;

export const CATALOGUE_RESOURCES = { countries, universities, categories, courses, faqs } as const satisfies {
  [K in CatalogueKind]: CatalogueResource & { kind: K };
};

/** A kind's description as the generic code reads every kind's (the literal types left aside). */
export const catalogueResource = (kind: CatalogueKind): CatalogueResource => CATALOGUE_RESOURCES[kind];
