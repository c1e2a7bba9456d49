import {
  courseImportQuerySchema,
  courseImportReportSchema,
  publishInputSchema,
  storedImageSchema,
} from './catalogue-admin';
import { CATALOGUE_RESOURCES, type CatalogueResource } from './catalogue-resources';
import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';

/**
 * The console's catalogue management (docs/catalogue.md#managing-the-catalogue), described once
 * (ADR 012). The five kinds share their five endpoints, generated here from each kind's
 * description (catalogue-resources.ts): a page of the list, one record, create, save and publish,
 * all under /staff/catalogue/{kind}.
 */

/** The five endpoints of one catalogue kind; admins only, as all catalogue management. */
function catalogueEndpointsOf<const K extends CatalogueResource>(kind: K) {
  const base = `/staff/catalogue/${kind.kind}` as `/staff/catalogue/${K['kind']}`;
  const one = `${base}/:${kind.id}` as `/staff/catalogue/${K['kind']}/:${K['id']}`;
  return {
    list: endpoint({
      method: 'GET',
      path: base,
      access: 'admin',
      summary: `A page of ${kind.many}, published or not`,
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

// Exported one group a kind, as every `…Endpoints` group is (the server's endpoints test reads them).
export const countryCatalogueEndpoints = catalogueEndpointsOf(CATALOGUE_RESOURCES.countries);
export const universityCatalogueEndpoints = catalogueEndpointsOf(CATALOGUE_RESOURCES.universities);
export const categoryCatalogueEndpoints = catalogueEndpointsOf(CATALOGUE_RESOURCES.categories);
export const courseCatalogueEndpoints = catalogueEndpointsOf(CATALOGUE_RESOURCES.courses);
export const faqCatalogueEndpoints = catalogueEndpointsOf(CATALOGUE_RESOURCES.faqs);

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
