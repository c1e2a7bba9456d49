import { type CourseProofOfFunds, cityOfUniversity } from '@edupath/contract';
import type { DbOrTx } from '../../db/client';
import { studyCosts } from '../../db/study-costs';
import { notFound } from '../../lib/errors';
import { getCourse } from '../catalogue/index';
import { countryIsoCode, ratesOf } from '../course-costs/index';
import { currentVisaRoutes, visaRouteOf } from './visa-routes-file';

export const listRoutes = (db: DbOrTx) => currentVisaRoutes(db);

export async function getRoute(db: DbOrTx, countryCode: string) {
  const route = await visaRouteOf(db, countryCode);
  if (!route) throw notFound('Visa route');
  return route;
}

/**
 * What the proof-of-funds sum needs for one public course (docs/money-and-visas.md): the route of
 * its country, its fee in minor units, whether it is in London and the reference rates; null when
 * the country has no route. The browser runs computeProofOfFunds on these with the student's date.
 */
export async function courseProofOfFunds(db: DbOrTx, courseId: number): Promise<CourseProofOfFunds | null> {
  const course = await getCourse(db, courseId);
  const isoCode = await countryIsoCode(db, course.CountryModel.countryId);
  const route = await visaRouteOf(db, isoCode);
  if (!route) return null;
  const reference = (isoCode && studyCosts().countries[isoCode]) || null;
  const inLondon =
    route.funds.londonRuleId !== null && cityOfUniversity(reference, course.UniversityModel) === 'London';
  const codes = new Set([course.currencyCode]);
  for (const rule of route.fees) for (const version of rule.versions) codes.add(version.currencyCode);
  return {
    courseId: course.courseId,
    route,
    tuition: { amountMinor: course.feeMinor, currencyCode: course.currencyCode },
    inLondon,
    rates: await ratesOf(db, [...codes]),
  };
}
