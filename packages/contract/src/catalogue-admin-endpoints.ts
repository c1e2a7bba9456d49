import type { z } from 'zod';
import {
  countryIdParamsSchema,
  courseCategoryIdParamsSchema,
  courseIdParamsSchema,
  universityIdParamsSchema,
} from './catalogue';
import {
  courseImportQuerySchema,
  courseImportReportSchema,
  faqIdParamsSchema,
  publishInputSchema,
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
  storedImageSchema,
} from './catalogue-admin';
import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';

/**
 * The console's catalogue management (docs/catalogue.md#managing-the-catalogue), described once
 * (ADR 012). The five kinds share their five endpoints, generated here from each kind's schemas:
 * a page of the list, one record, create, save and publish, all under /staff/catalogue/{kind}.
 */

interface CatalogueKindSchemas {
  /** The address segment: /staff/catalogue/{kind}. */
  kind: string;
  /** The record's id field, which names the path parameter too. */
  id: string;
  params: z.ZodType;
  query: z.ZodType;
  page: z.ZodType;
  item: z.ZodType;
  input: z.ZodType;
  /** 'countries', 'a country' as the summaries say them. */
  plural: string;
  one: string;
}

/** The five endpoints of one catalogue kind; admins only, as all catalogue management. */
export function catalogueEndpointsOf<const K extends CatalogueKindSchemas>(kind: K) {
  const base = `/staff/catalogue/${kind.kind}` as `/staff/catalogue/${K['kind']}`;
  const one = `${base}/:${kind.id}` as `/staff/catalogue/${K['kind']}/:${K['id']}`;
  return {
    list: endpoint({
      method: 'GET',
      path: base,
      access: 'admin',
      summary: `A page of ${kind.plural}, published or not`,
      query: kind.query as K['query'],
      answer: envelopeSchema(kind.page as K['page']),
    }),
    one: endpoint({
      method: 'GET',
      path: one,
      access: 'admin',
      params: kind.params as K['params'],
      answer: envelopeSchema(kind.item as K['item']),
    }),
    create: endpoint({
      method: 'POST',
      path: base,
      access: 'admin',
      summary: `Create ${kind.one}`,
      body: kind.input as K['input'],
      answer: envelopeSchema(kind.item as K['item']),
      status: 201,
    }),
    update: endpoint({
      method: 'PUT',
      path: one,
      access: 'admin',
      summary: `Save ${kind.one} (the whole form)`,
      params: kind.params as K['params'],
      body: kind.input as K['input'],
      answer: envelopeSchema(kind.item as K['item']),
    }),
    publish: endpoint({
      method: 'PUT',
      path: `${one}/published`,
      access: 'admin',
      summary: `Publish or unpublish ${kind.one}; what is already so changes nothing`,
      params: kind.params as K['params'],
      body: publishInputSchema,
      answer: envelopeSchema(kind.item as K['item']),
    }),
  };
}

export const countryCatalogueEndpoints = catalogueEndpointsOf({
  kind: 'countries',
  id: 'countryId',
  params: countryIdParamsSchema,
  query: staffCountryListQuerySchema,
  page: staffCountryPageSchema,
  item: staffCountrySchema,
  input: staffCountryInputSchema,
  plural: 'countries',
  one: 'a country',
});

export const universityCatalogueEndpoints = catalogueEndpointsOf({
  kind: 'universities',
  id: 'universityId',
  params: universityIdParamsSchema,
  query: staffUniversityListQuerySchema,
  page: staffUniversityPageSchema,
  item: staffUniversitySchema,
  input: staffUniversityInputSchema,
  plural: 'universities',
  one: 'a university',
});

export const categoryCatalogueEndpoints = catalogueEndpointsOf({
  kind: 'categories',
  id: 'courseCategoryId',
  params: courseCategoryIdParamsSchema,
  query: staffCategoryListQuerySchema,
  page: staffCategoryPageSchema,
  item: staffCategorySchema,
  input: staffCategoryInputSchema,
  plural: 'course categories',
  one: 'a course category',
});

export const courseCatalogueEndpoints = catalogueEndpointsOf({
  kind: 'courses',
  id: 'courseId',
  params: courseIdParamsSchema,
  query: staffCourseListQuerySchema,
  page: staffCoursePageSchema,
  item: staffCourseSchema,
  input: staffCourseInputSchema,
  plural: 'courses',
  one: 'a course',
});

export const faqCatalogueEndpoints = catalogueEndpointsOf({
  kind: 'faqs',
  id: 'faqId',
  params: faqIdParamsSchema,
  query: staffFaqListQuerySchema,
  page: staffFaqPageSchema,
  item: staffFaqSchema,
  input: staffFaqInputSchema,
  plural: 'country FAQs',
  one: 'a country FAQ',
});

/** Each kind's five endpoints, by its address segment. */
export const CATALOGUE_ENDPOINTS = {
  countries: countryCatalogueEndpoints,
  universities: universityCatalogueEndpoints,
  categories: categoryCatalogueEndpoints,
  courses: courseCatalogueEndpoints,
  faqs: faqCatalogueEndpoints,
} as const;

/** The catalogue's two uploads: a picture for a picture field, and a CSV of courses. */
export const catalogueUploadEndpoints = {
  image: endpoint({
    method: 'POST',
    path: '/staff/catalogue/images',
    access: 'admin',
    summary:
      "An image as `image`: sniffed, size-capped and re-encoded (docs/decisions/003-images-in-the-database.md). The answer's path goes in a picture field.",
    body: 'multipart',
    answer: envelopeSchema(storedImageSchema),
    status: 201,
  }),
  courseImport: endpoint({
    method: 'POST',
    path: '/staff/catalogue/courses/import',
    access: 'admin',
    summary:
      'A CSV file of courses as `file` (docs/catalogue.md#course-import). ?dryRun=true checks it and writes nothing.',
    query: courseImportQuerySchema,
    body: 'multipart',
    answer: envelopeSchema(courseImportReportSchema),
  }),
};
