import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { countries, courseCategories, courses, universities } from './schema';

// What every query of a course writes the same way: the join chain to its owners (on a query made
// `$dynamic()`) and the columns its cards read.

/** Joins a course's university and that university's country onto a query that reads `courses`. */
export function joinUniversityAndCountry<T extends PgSelect>(query: T) {
  return query
    .innerJoin(universities, eq(universities.universityId, courses.universityId))
    .innerJoin(countries, eq(countries.countryId, universities.countryId));
}

/** Joins all a course belongs to (its category too): what `publicCourse` and the course's cards read. */
export function joinCourseOwners<T extends PgSelect>(query: T) {
  return joinUniversityAndCountry(
    query.innerJoin(courseCategories, eq(courseCategories.courseCategoryId, courses.courseCategoryId)),
  );
}

/** What every course card says of a course: its name, type, length and fee. */
export const courseCardColumns = {
  courseId: courses.courseId,
  courseName: courses.courseName,
  courseType: courses.courseType,
  duration: courses.duration,
  feeMinor: courses.feeMinor,
  currency: courses.currency,
  currencyCode: courses.currencyCode,
};

/** A course's intake and its next application deadline (docs/catalogue.md). */
export const courseIntakeColumns = {
  intake: courses.intake,
  intakeStart: courses.intakeStart,
  applicationDeadline: courses.applicationDeadline,
};
