/**
 * Catalogue values the web app needs at run time (filters, texts). Plain values only, so the
 * page bundles stay free of zod; the schemas in catalogue.ts are built from these lists.
 */
export const COURSE_TYPES = ['Undergraduate', 'Postgraduate', 'Diploma', 'Certificate', 'PhD'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

export const MODES_OF_STUDY = ['Full-time', 'Part-time', 'Online', 'Hybrid'] as const;
export type ModeOfStudy = (typeof MODES_OF_STUDY)[number];

export const INTAKES = ['January', 'February', 'April', 'July', 'September', 'October'] as const;
export type Intake = (typeof INTAKES)[number];

export const COURSE_SORTS = ['relevance', 'fee', 'newest', 'qsRank'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];
export const COUNTRY_SORTS = ['popular', 'name'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

export const CATALOGUE_PAGE_SIZE_MAX = 100;
export const COURSE_SEARCH_PAGE_SIZE = 12;
export const COURSE_SEARCH_QUERY_MAX = 200;
/** Deep pages of a free-text search cost a scan each; nobody reads past this. */
export const COURSE_SEARCH_MAX_PAGE = 500;

/** How many universities the home carousel asks for (3 slides of 4). */
export const HOME_UNIVERSITIES = 12;
/** How many course cards a home category tab shows before 'View all'. */
export const HOME_CATEGORY_COURSES = 8;

export const QS_ATTRIBUTION = 'QS World University Rankings 2027';

/** Texts of the catalogue screens (docs/catalogue.md). */
export const CATALOGUE_TEXTS = {
  countrySearchPlaceholder: 'Search for countries...',
  loadMoreCountries: 'Load More Countries',
  noCategoryCourses: 'No courses found for this category.',
  notSpecified: 'Not specified',
  featured: 'Featured',
  applyNow: 'Apply Now',
  viewDetails: 'View Details',
  applyConfirm: 'Are you sure you want to apply for this course?',
  ctaTitle: 'Ready to Start Your Educational Journey?',
  ctaButton: 'Get Started Now',
  exploreCountry: 'Explore Country',
  countryError: 'Error loading country details',
  universityError: 'Error loading university details',
  /** Shown when a list fails to load and the server gave no message of its own. */
  countriesError: 'Failed to load countries. Please try again.',
  universitiesError: 'Failed to load universities. Please try again.',
  categoriesError: 'Failed to load categories. Please try again.',
  coursesError: 'Failed to load courses. Please try again.',
  noUniversities: 'No universities available',
  clearSearch: 'Clear search',
  locationNA: 'Location N/A',
  courseSearchPlaceholder: 'Search courses...',
  noCourses: 'No courses available',
  selectCourse: 'Select a course to view details',
  faqTitle: 'Frequently Asked Questions',
} as const;
