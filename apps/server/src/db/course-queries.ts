import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { countries, courseCategories, courses, universities } from './schema';

// A course's owners are joined the same way wherever a query reads them; a query made `$dynamic()`
// takes them in one call instead of repeating the join chain.

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
