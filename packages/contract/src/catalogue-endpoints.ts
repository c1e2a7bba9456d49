import { z } from 'zod';
import {
  categoryCoursesQuerySchema,
  countryCardPageSchema,
  countryDetailSchema,
  countryFaqSchema,
  countryIdParamsSchema,
  countryListQuerySchema,
  courseCategoryIdParamsSchema,
  courseCategorySchema,
  courseDetailSchema,
  courseIdParamsSchema,
  courseListItemPageSchema,
  courseListItemSchema,
  courseSearchQuerySchema,
  courseSearchResultSchema,
  dataSourcesSchema,
  universityCardPageSchema,
  universityDetailSchema,
  universityIdParamsSchema,
  universityListQuerySchema,
} from './catalogue';
import {
  artCampusQuerySchema,
  artCategoryQuerySchema,
  artCoverQuerySchema,
  artLogoQuerySchema,
} from './catalogue-art';
import { compareQuerySchema, compareResultSchema } from './compare';
import { courseSuggestionsSchema, courseSuggestQuerySchema } from './course-suggest';
import { endpoint, fileAnswer } from './endpoint';
import { envelopeSchema } from './envelope';
import { courseCostParamsSchema, courseCostQuerySchema, courseCostSchema } from './true-cost';

/**
 * The public catalogue reads (docs/catalogue.md): open to everyone. An admin is shown an
 * unpublished country, university or course as a preview; everyone else gets 404 for it
 * (docs/catalogue.md#publishing). The lists and pages are answered from the server's cache of
 * public answers, with an ETag (docs/performance.md, "Catalogue cache").
 */
export const catalogueEndpoints = {
  countries: endpoint({
    method: 'GET',
    path: '/country',
    access: 'public',
    query: countryListQuerySchema,
    answer: envelopeSchema(countryCardPageSchema),
  }),
  country: endpoint({
    method: 'GET',
    path: '/country/detail/:countryId',
    access: 'public',
    params: countryIdParamsSchema,
    answer: envelopeSchema(countryDetailSchema),
  }),
  countryFaqs: endpoint({
    method: 'GET',
    path: '/country-faq/country/:countryId',
    access: 'public',
    params: countryIdParamsSchema,
    answer: envelopeSchema(z.array(countryFaqSchema)),
  }),
  universities: endpoint({
    method: 'GET',
    path: '/university',
    access: 'public',
    query: universityListQuerySchema,
    answer: envelopeSchema(universityCardPageSchema),
  }),
  university: endpoint({
    method: 'GET',
    path: '/university/detail/:universityId',
    access: 'public',
    params: universityIdParamsSchema,
    answer: envelopeSchema(universityDetailSchema),
  }),
  /** Where the catalogue's facts come from; the same for every page. */
  dataSources: endpoint({
    method: 'GET',
    path: '/data-sources',
    access: 'public',
    answer: envelopeSchema(dataSourcesSchema),
  }),
  /** The four programmes /intro shows, chosen by the server (docs/catalogue.md#featured-programmes). */
  featuredProgrammes: endpoint({
    method: 'GET',
    path: '/course/featured-programmes',
    access: 'public',
    answer: envelopeSchema(z.array(courseListItemSchema)),
  }),
  categories: endpoint({
    method: 'GET',
    path: '/course/categories',
    access: 'public',
    answer: envelopeSchema(z.array(courseCategorySchema)),
  }),
  categoryCourses: endpoint({
    method: 'GET',
    path: '/course/courses/:courseCategoryId',
    access: 'public',
    params: courseCategoryIdParamsSchema,
    query: categoryCoursesQuerySchema,
    answer: envelopeSchema(courseListItemPageSchema),
  }),
  /** 503 with Retry-After while the search queue is full (docs/api.md, "Busy and full"). */
  search: endpoint({
    method: 'GET',
    path: '/course/search',
    access: 'public',
    query: courseSearchQuerySchema,
    answer: envelopeSchema(courseSearchResultSchema),
  }),
  /** Names completing the words typed so far, answered from the server's memory. */
  suggest: endpoint({
    method: 'GET',
    path: '/course/suggest',
    access: 'public',
    query: courseSuggestQuerySchema,
    answer: envelopeSchema(courseSuggestionsSchema),
  }),
  course: endpoint({
    method: 'GET',
    path: '/course/:courseId',
    access: 'public',
    params: courseIdParamsSchema,
    answer: envelopeSchema(courseDetailSchema),
  }),
};

/** Public planning reads: a course's first-year cost and courses compared (docs/planning.md). */
export const courseCostEndpoints = {
  /** 2 to 4 courses side by side (docs/planning.md#compare). */
  compare: endpoint({
    method: 'GET',
    path: '/courses/compare',
    access: 'public',
    query: compareQuerySchema,
    answer: envelopeSchema(compareResultSchema),
  }),
  /** A course's first-year cost and the inputs behind it (docs/planning.md#true-cost). */
  cost: endpoint({
    method: 'GET',
    path: '/courses/:courseId/cost',
    access: 'public',
    params: courseCostParamsSchema,
    query: courseCostQuerySchema,
    answer: envelopeSchema(courseCostSchema),
  }),
};

const picture = fileAnswer('image/svg+xml', 'An SVG picture');

/**
 * The catalogue's generated pictures (card images, many per page), linked from the catalogue's
 * stored image paths. Each is a pure function of its query.
 */
export const artEndpoints = {
  cover: endpoint({
    method: 'GET',
    path: '/art/cover.svg',
    access: 'public',
    query: artCoverQuerySchema,
    answer: picture,
  }),
  campus: endpoint({
    method: 'GET',
    path: '/art/campus.svg',
    access: 'public',
    query: artCampusQuerySchema,
    answer: picture,
  }),
  logo: endpoint({
    method: 'GET',
    path: '/art/logo.svg',
    access: 'public',
    query: artLogoQuerySchema,
    answer: picture,
  }),
  category: endpoint({
    method: 'GET',
    path: '/art/category.svg',
    access: 'public',
    query: artCategoryQuerySchema,
    answer: picture,
  }),
};
