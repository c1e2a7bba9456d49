/**
 * Catalogue values the web app needs at run time (filters, texts). Plain values only, so the
 * page bundles stay free of zod; the schemas in catalogue.ts are built from these lists.
 */
export const COURSE_TYPES = ['Undergraduate', 'Postgraduate', 'Diploma', 'Certificate', 'PhD'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

export const MODES_OF_STUDY = ['Full-time', 'Part-time', 'Online', 'Hybrid'] as const;
export type ModeOfStudy = (typeof MODES_OF_STUDY)[number];

export const INTAKES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'July',
  'August',
  'September',
  'October',
] as const;
export type Intake = (typeof INTAKES)[number];

export const COURSE_SORTS = ['relevance', 'fee', 'newest', 'qsRank'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];
/**
 * What a course search's minFee, maxFee and fee sort compare (docs/catalogue.md#first-year-total):
 * the yearly tuition in rupees, or the first-year total the course page shows (tuition, living,
 * visa, health) in rupees.
 */
export const COST_BASES = ['tuition', 'firstYear'] as const;
export type CostBasis = (typeof COST_BASES)[number];
/** What "Best match" means, word for word on the courses page and in docs/catalogue.md. */
export const BEST_MATCH_EXPLANATION =
  'Best match: courses whose name is the subject you typed come first, then names that contain your words; ties go to the better QS rank, then the nearest open application deadline.';
/**
 * popular: most universities first; name: A to Z; destinations: where Indian students go first
 * (the server's reference-data/study-destinations.json), then most universities, without India.
 */
export const COUNTRY_SORTS = ['popular', 'name', 'destinations'] as const;
export type CountrySort = (typeof COUNTRY_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;

export const CATALOGUE_PAGE_SIZE_MAX = 100;
export const COURSE_SEARCH_PAGE_SIZE = 12;
export const COURSE_SEARCH_QUERY_MAX = 200;
/**
 * A course search counts its matches (and their facets) up to this many; past it the answer
 * says "at least this many" and gives no facet counts (docs/catalogue.md#course-search-courses).
 */
export const COURSE_SEARCH_COUNT_CAP = 1_000;
/** Deep pages of a free-text search cost a scan each; nobody reads past this. */
export const COURSE_SEARCH_MAX_PAGE = 500;

/** How many universities the home carousel asks for (3 slides of 4). */
export const HOME_UNIVERSITIES = 12;
/** How many course cards a home category tab shows before 'View all'. */
export const HOME_CATEGORY_COURSES = 8;

export const QS_ATTRIBUTION = 'QS World University Rankings 2027';

/**
 * The fifteen study destinations Indian students pick most, most-picked first (published counts of
 * Indian students abroad, Ministry of External Affairs, 2024): they get their own country texts.
 */
export const MOST_PICKED_DESTINATIONS = [
  'CA',
  'US',
  'GB',
  'AU',
  'DE',
  'RU',
  'AE',
  'KG',
  'PH',
  'GE',
  'IE',
  'NZ',
  'FR',
  'SG',
  'NL',
] as const;
/** /intro shows one featured programme from each of the four most-picked destinations. */
export const FEATURED_PROGRAMME_COUNT = 4;

/** Where each kind of catalogue fact comes from: the labels pages show beside the facts. */
export const PROVENANCE = {
  qs: QS_ATTRIBUTION,
  universityList: 'University list (Hipo, MIT licence)',
  countryData: 'Country data (world-countries)',
  referenceRates: 'Reference exchange rates',
  /** Generated figures in a demo install (docs/catalogue.md#honest-labels). */
  illustrative: 'illustrative sample data',
} as const;

export interface DataSource {
  name: string;
  /** What the catalogue takes from it. */
  provides: string;
  licence: string;
  url: string | null;
}

/** Every source of catalogue data, listed on /data-sources. */
export const DATA_SOURCES: readonly DataSource[] = [
  {
    name: 'University list (Hipo university-domains-list)',
    provides: 'University names, countries, states and websites',
    licence: 'MIT',
    url: 'https://github.com/Hipo/university-domains-list',
  },
  {
    name: QS_ATTRIBUTION,
    provides: 'QS ranks (rank, name and country only)',
    licence: 'MIT (compilation by Reshma Haridhas)',
    url: 'https://www.topuniversities.com/world-university-rankings',
  },
  {
    name: 'Country data (world-countries)',
    provides: 'Country names, capitals, languages and currencies (ISO 4217)',
    licence: 'ODbL 1.0',
    url: 'https://github.com/mledoze/countries',
  },
  {
    name: 'country-json',
    provides: 'Country populations',
    licence: 'MIT',
    url: 'https://github.com/samayo/country-json',
  },
  {
    name: 'flag-icons',
    provides: 'Flags and the colours of country covers',
    licence: 'MIT',
    url: 'https://github.com/lipis/flag-icons',
  },
  {
    name: 'Reference exchange rates',
    provides: 'Rates to the rupee for the ≈ ₹ estimates and fee filters (date shown with each estimate)',
    licence: 'Facts, no licence; indicative mid-market rates compiled for EduPath',
    url: null,
  },
  {
    name: 'Fee bands, durations and intakes by country',
    provides:
      'The ranges generated course fees, durations and intakes are drawn from, each with its published source',
    licence: 'Facts summarised by EduPath',
    url: null,
  },
  {
    name: 'EduPath sample generator',
    provides:
      'Courses, fees, deadlines, descriptions, FAQs and pictures of the demo catalogue: illustrative sample data',
    licence: 'Part of EduPath',
    url: null,
  },
];

/** Texts of the catalogue screens (docs/catalogue.md). */
export const CATALOGUE_TEXTS = {
  countrySearchPlaceholder: 'Search for countries...',
  loadMoreCountries: 'Load More Countries',
  noCategoryCourses: 'No courses found for this category.',
  notSpecified: 'Not specified',
  featured: 'Featured',
  applyNow: 'Apply Now',
  /** A visitor's way to Apply Now on a course page: both come back to it (docs/catalogue.md#course-page). */
  loginToApply: 'Log in to apply',
  signupToApply: 'Create an account',
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
  yearlyFeeInRupees: 'Yearly fee in ₹',
  dataSources: 'Data sources',
  generalInformation: 'General information',
} as const;

/** 'Applications closed for September 2027': the page's notice and the server's 409 message. */
export const applicationsClosedText = (intakeLabel: string) => `Applications closed for ${intakeLabel}`;
