import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { countries, courseCategories, courses, universities } from '../db/schema';
import { daysFromToday, storedFee } from './catalogue-factories';

const unique = () => randomBytes(4).toString('hex');

export interface TestCourse {
  courseId: number;
  courseName: string;
  courseCategoryId: number;
  universityId: number;
  universityName: string;
  countryId: number;
}

/**
 * A course with its own country, university and category, inserted straight into the
 * catalogue tables (the catalogue module owns their API).
 */
export async function createCourse(
  db: Db,
  overrides: { universityId?: number; courseName?: string; fee?: number | null } = {},
): Promise<TestCourse> {
  const id = unique();
  let universityId = overrides.universityId;
  let universityName: string;
  let countryId: number;
  if (universityId === undefined) {
    const [country] = await db
      .insert(countries)
      .values({ isoCode: `T-${id}`, countryName: `Testland ${id}`, capital: 'Test City' })
      .returning();
    const [university] = await db
      .insert(universities)
      .values({
        countryId: country!.countryId,
        universityName: `University of Testing ${id}`,
        location: 'Test City, Testland',
        universityLogo: `/files/logo-${id}.webp`,
      })
      .returning();
    universityId = university!.universityId;
    universityName = university!.universityName;
    countryId = country!.countryId;
  } else {
    const found = await db.query.universities.findFirst({
      where: (u, { eq }) => eq(u.universityId, universityId!),
    });
    if (!found) throw new Error(`no university ${universityId}`);
    universityName = found.universityName;
    countryId = found.countryId;
  }
  const [category] = await db
    .insert(courseCategories)
    .values({ categoryName: `Engineering ${id}`, image: `/files/category-${id}.webp` })
    .returning();
  const [course] = await db
    .insert(courses)
    .values({
      universityId,
      courseCategoryId: category!.courseCategoryId,
      courseName: overrides.courseName ?? `MSc Testing ${id}`,
      courseType: 'Postgraduate',
      duration: '2 years',
      ...storedFee(overrides.fee === undefined ? 24_000 : overrides.fee, 'EUR'),
      intake: 'September',
      intakeStart: daysFromToday(180),
      applicationDeadline: daysFromToday(90),
      modeOfStudy: 'Full-time',
    })
    .returning();
  return {
    courseId: course!.courseId,
    courseName: course!.courseName,
    courseCategoryId: category!.courseCategoryId,
    universityId,
    universityName,
    countryId,
  };
}
