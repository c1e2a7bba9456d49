import { toMinorUnits } from '@edupath/contract';
import type { Db } from '../db/client';
import { feeInRupees, readReferenceRates } from '../db/reference-rates';
import { countries, countryFaqs, courseCategories, courses, universities } from '../db/schema';
import { currencyFamily } from '../modules/catalogue/index';

let counter = 0;
/** Unique per call, letters only, so names never collide across tests sharing a database. */
export const uniqueWord = () => {
  counter += 1;
  let n = counter + Math.floor(Math.random() * 1e6) * 1000;
  let word = '';
  while (n > 0) {
    word += String.fromCharCode(97 + (n % 26));
    n = Math.floor(n / 26);
  }
  return word;
};

type CountryInsert = typeof countries.$inferInsert;
type UniversityInsert = typeof universities.$inferInsert;
type CourseInsert = typeof courses.$inferInsert;
/** A course's fee is given in whole units of `currencyCode` (or of the `currency` family's usual code). */
type CourseOverrides = Partial<Omit<CourseInsert, 'feeMinor' | 'feeInr'>> & { fee?: number | null };

/** YYYY-MM-DD `days` after today (negative: before). */
export const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const codeOfFamily: Record<string, string> = { Dollar: 'USD', Euro: 'EUR', Rupee: 'INR', Pound: 'GBP' };
const currencyNames = new Intl.DisplayNames('en', { type: 'currency' });
let rates: ReturnType<typeof readReferenceRates> | undefined;

/** The stored fee columns as the seed writes them: minor units, ISO code and the rupee estimate. */
export function storedFee(fee: number | null, currencyCode: string) {
  rates ??= readReferenceRates();
  const feeMinor = fee === null ? null : toMinorUnits(fee, currencyCode);
  const rate = rates.get(currencyCode);
  return {
    feeMinor,
    currencyCode,
    currency: currencyFamily(currencyCode, currencyNames.of(currencyCode) ?? null),
    feeInr: feeMinor === null || !rate ? null : feeInRupees(feeMinor, rate),
  };
}

export async function createCountry(db: Db, overrides: Partial<CountryInsert> = {}) {
  const word = uniqueWord();
  const [row] = await db
    .insert(countries)
    .values({
      isoCode: `T-${word}`,
      countryName: `Country ${word}`,
      capital: `Capital ${word}`,
      population: 1_000_000,
      language: 'English',
      currency: 'Test dollar (TSD)',
      description: `About ${word}.`,
      educationSystem: `Education in ${word}.`,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createFaq(
  db: Db,
  countryId: number,
  sortOrder = 0,
  question = `Question ${uniqueWord()}?`,
) {
  const [row] = await db
    .insert(countryFaqs)
    .values({ countryId, question, answer: `Answer to ${question}`, sortOrder })
    .returning();
  return row!;
}

export async function createUniversity(db: Db, countryId: number, overrides: Partial<UniversityInsert> = {}) {
  const [row] = await db
    .insert(universities)
    .values({
      countryId,
      universityName: `University ${uniqueWord()}`,
      location: 'Test City',
      language: 'English',
      testAccepted: 'IELTS',
      acceptanceRate: 42.5,
      degreeMode: 'On-campus',
      dorm: true,
      description: 'A test university.',
      phone: '+1 555 0100',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createCategory(db: Db, overrides: Partial<typeof courseCategories.$inferInsert> = {}) {
  const [row] = await db
    .insert(courseCategories)
    .values({
      categoryName: `Category ${uniqueWord()}`,
      image: 'api/v1/art/category.svg?icon=law&hue=40',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A course of that university and category, with a fee and dates a test rarely needs to set. */
export async function createCourse(
  db: Db,
  refs: { universityId: number; courseCategoryId: number },
  overrides: CourseOverrides = {},
) {
  const { fee, currencyCode, ...rest } = overrides;
  const courseName = overrides.courseName ?? `Course ${uniqueWord()}`;
  const [row] = await db
    .insert(courses)
    .values({
      courseType: 'Undergraduate',
      duration: '3 years',
      eligibility: 'High school diploma',
      intake: 'September',
      intakeStart: daysFromToday(180),
      applicationDeadline: daysFromToday(90),
      modeOfStudy: 'Full-time',
      description: 'A test course.',
      ...refs,
      ...rest,
      ...storedFee(
        fee === undefined ? 10_000 : fee,
        currencyCode ?? codeOfFamily[rest.currency ?? 'Pound'] ?? 'GBP',
      ),
      courseName,
    })
    .returning();
  return row!;
}
