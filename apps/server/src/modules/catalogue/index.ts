/** What other modules (and the seed) may use from the catalogue. */
export { artPaths, type CategoryIcon, flagPalette, monogram } from './art';
export { publicCourse } from './catalogue.repository';
export { getCourse, listFeaturedProgrammes } from './catalogue.service';
export { courseMoney, currencyFamily, rateOfCourse, type StoredRate } from './course-money';
export { searchCourses } from './course-search.service';
export { importCricos } from './cricos-import';
export { allCourseGroups } from './provenance';
export { importScorecard } from './scorecard-import';
