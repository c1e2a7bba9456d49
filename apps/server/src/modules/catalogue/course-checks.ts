import { fromMinorUnits, type StaffCourseValues, toMinorUnits } from '@edupath/contract';
import type { DbOrTx } from '../../db/client';
import type { courses } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import * as repo from './catalogue-admin.repository';
import { currencyFamily } from './course-money';
import { withoutSourceFields } from './provenance';

/**
 * The rules only courses have (docs/catalogue.md#managing-the-catalogue), shared by the form
 * (catalogue-kinds.ts) and the CSV import (course-import.ts) so both say the same thing: the
 * references and the per-university name checked for a whole batch, and the stored money columns.
 */

const COURSE_EXISTS = 'This university already has a course with this name';
const UNIVERSITY_MISSING = 'Choose an existing university';
const CATEGORY_MISSING = 'Choose an existing category';
const noRate = (code: string) =>
  `No reference rate for ${code}: choose a currency the catalogue has a rate for (docs/catalogue.md#reference-rates)`;
const currencyNames = new Intl.DisplayNames('en', { type: 'currency' });

/** A course to write, as the checks found it: its stored columns, or what is wrong by field. */
export type CheckedCourse =
  | { ok: true; values: typeof courses.$inferInsert }
  | { ok: false; errors: Record<string, string>; conflict: boolean };

/**
 * The checks a course needs beyond its schema, for a whole batch at once (the form sends one, an
 * import thousands): its university and category exist, its currency has a reference rate, and its
 * university has no other course of that name (nor does the batch). Builds the stored columns:
 * the fee in minor units, the rupee estimate at today's reference rate and the search text.
 */
export async function checkCourses(
  db: DbOrTx,
  courses: StaffCourseValues[],
  exceptCourseId?: number,
): Promise<CheckedCourse[]> {
  const universityIds = [...new Set(courses.map((c) => c.universityId))];
  const [universities, categoryIds, rates, names] = await Promise.all([
    repo.universityNames(db, universityIds),
    repo.existingCategoryIds(db, [...new Set(courses.map((c) => c.courseCategoryId))]),
    repo.referenceRates(db, [...new Set(courses.map((c) => c.currencyCode))]),
    repo.courseNamesAt(db, universityIds, exceptCourseId),
  ]);
  const seen = new Set<string>();
  return courses.map((course) => {
    const errors: Record<string, string> = {};
    let duplicate = false;
    const university = universities.get(course.universityId);
    if (!university) errors.universityId = UNIVERSITY_MISSING;
    if (!categoryIds.has(course.courseCategoryId)) errors.courseCategoryId = CATEGORY_MISSING;
    const rate = rates.get(course.currencyCode);
    if (!rate) errors.currencyCode = noRate(course.currencyCode);
    const key = `${course.universityId}|${course.courseName.toLowerCase()}`;
    if (names.get(course.universityId)?.has(course.courseName.toLowerCase()) || seen.has(key)) {
      errors.courseName = COURSE_EXISTS;
      duplicate = true;
    }
    seen.add(key);
    if (Object.keys(errors).length || !university || !rate) {
      return { ok: false, errors, conflict: duplicate && Object.keys(errors).length === 1 };
    }
    const feeMinor = course.fee === null ? null : toMinorUnits(course.fee, course.currencyCode);
    const { fee: _fee, ...rest } = withoutSourceFields(course);
    return {
      ok: true,
      values: {
        ...rest,
        // A reason is for a badge: an unfeatured course keeps none (docs/catalogue.md#neutrality).
        featuredReason: course.isFeatured ? (course.featuredReason ?? null) : null,
        feeMinor,
        feeInr: feeMinor === null ? null : Math.round((feeMinor / 10 ** rate.minorDigits) * rate.inrPerUnit),
        currency: currencyFamily(course.currencyCode, currencyNames.of(course.currencyCode) ?? null),
      },
    };
  });
}

/** One course's checked columns, or the 409 (only a duplicate name) or 400 its errors make. */
export function checkedOrThrow(checked: CheckedCourse) {
  if (checked.ok) return checked.values;
  const message = Object.values(checked.errors)[0]!;
  throw checked.conflict ? conflict(message, checked.errors) : badRequest(message, checked.errors);
}

/** A stored course or row with its fee in its currency's units, as the console shows and edits it. */
export const withFee = <T extends { feeMinor: number | null; currencyCode: string }>(course: T) => ({
  ...course,
  fee: course.feeMinor === null ? null : fromMinorUnits(course.feeMinor, course.currencyCode),
});
