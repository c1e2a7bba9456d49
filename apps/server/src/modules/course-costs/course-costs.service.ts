import {
  type CompareResult,
  type CostInputs,
  type CourseCost,
  type CourseDetail,
  cityOfUniversity,
  compareCountText,
  computeTrueCost,
  costCities,
  fromMinorUnits,
  PROVENANCE,
  todayIso,
} from '@edupath/contract';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { getCourse } from '../catalogue/index';
import * as repository from './course-costs.repository';
import { studyCosts } from './study-costs';

export interface CostSettings {
  /** Generated catalogue figures are labelled (CATALOGUE_SAMPLE_LABELS). */
  sampleLabels: boolean;
}

/**
 * Where the fee comes from, as its provenance says (docs/catalogue.md#provenance): its source or
 * staff with the day it was checked; sample data (or a fee never recorded) as before, dated the day
 * the course was added and marked as an estimate while the sample labels are on.
 */
function tuitionSource(course: CourseDetail, settings: CostSettings) {
  const fees = course.provenance.fees;
  if (fees && fees.kind !== 'sample') {
    return {
      source:
        fees.kind === 'staff' || !fees.sourceName
          ? 'Course fee entered by EduPath staff'
          : `Course fee from ${fees.sourceName}`,
      checkedOn: fees.checkedOn,
      estimate: false,
    };
  }
  return {
    source: settings.sampleLabels
      ? `Course fee in the EduPath catalogue (${PROVENANCE.illustrative})`
      : 'Course fee in the EduPath catalogue',
    // The day the course was added, as before provenance was kept.
    checkedOn: course.createdAt.slice(0, 10),
    estimate: settings.sampleLabels,
  };
}

/** What computeTrueCost needs for one public course (docs/planning.md#true-cost). */
async function costInputs(db: DbOrTx, course: CourseDetail, settings: CostSettings): Promise<CostInputs> {
  const isoCode = await repository.countryIsoCode(db, course.CountryModel.countryId);
  const reference = (isoCode && studyCosts().countries[isoCode]) || null;
  const codes = new Set([course.currencyCode]);
  if (reference) {
    codes.add(reference.currencyCode);
    for (const item of reference.oneOff) if (item.currencyCode) codes.add(item.currencyCode);
  }
  return {
    courseId: course.courseId,
    countryName: course.CountryModel.countryName,
    tuition: {
      amount: course.feeMinor === null ? null : fromMinorUnits(course.feeMinor, course.currencyCode),
      currencyCode: course.currencyCode,
      ...tuitionSource(course, settings),
    },
    reference,
    universityCity: cityOfUniversity(reference, course.UniversityModel),
    rates: await repository.ratesOf(db, [...codes]),
  };
}

export async function getCourseCost(
  db: DbOrTx,
  courseId: number,
  options: { months: number; city?: string | undefined; scholarship: number },
  settings: CostSettings,
): Promise<CourseCost> {
  const course = await getCourse(db, courseId);
  const inputs = await costInputs(db, course, settings);
  const cities = costCities(inputs.reference);
  if (options.city && !cities.includes(options.city)) {
    throw badRequest(
      cities.length
        ? `city must be one of: ${cities.join(', ')}`
        : 'There are no city figures for this country',
      {
        city: cities.length
          ? `city must be one of: ${cities.join(', ')}`
          : 'No city figures for this country',
      },
    );
  }
  const cost = computeTrueCost(inputs, {
    months: options.months,
    city: options.city ?? null,
    scholarship: options.scholarship,
    today: todayIso(),
  });
  return { inputs, cost };
}

/** 2 to 4 public courses side by side, in the order asked; any unknown or hidden one is 404. */
export async function compareCourses(
  db: DbOrTx,
  ids: number[],
  settings: CostSettings,
): Promise<CompareResult> {
  if (ids.length < 2 || ids.length > 4) throw badRequest(compareCountText, { ids: compareCountText });
  const today = todayIso();
  const courses = [];
  for (const id of ids) {
    const course = await getCourse(db, id);
    const inputs = await costInputs(db, course, settings);
    courses.push({
      course,
      cost: computeTrueCost(inputs, { months: 12, city: null, scholarship: 0, today }),
    });
  }
  return { courses };
}
