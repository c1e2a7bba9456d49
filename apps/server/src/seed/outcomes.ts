import type { Db } from '../db/client';
import { Prng } from '../lib/prng';
import { listFeaturedProgrammes } from '../modules/catalogue/index';
import {
  bandsOf,
  hasSampleOutcomes,
  insertSampleOutcomes,
  type SampleOutcome,
} from '../modules/chances/index';

/**
 * Illustrative sample outcomes (docs/fit-and-chances.md#sample-data): on the home page's featured
 * programmes only, enough similar ones for the demo student's profile (IELTS 7.5, CGPA 8.6,
 * computing) and two other common profiles that those pages show ranges, at different admit
 * rates so that every band appears; no other course has any, so the rest say "Not enough
 * outcomes yet". No student behind them (`is_sample`), and they count only in a demo install.
 */
const GROUPS = [
  {
    testType: 'ielts',
    scores: [7, 7.5],
    gradeScale: 'cgpa10',
    grades: [8.0, 8.4, 8.6, 9.1],
    degreeFamily: 'computing',
  },
  {
    testType: 'ielts',
    scores: [6, 6.5],
    gradeScale: 'percentage',
    grades: [70, 72.5, 76, 78],
    degreeFamily: 'computing',
  },
  {
    testType: 'toefl',
    scores: [96, 101, 104, 108],
    gradeScale: 'cgpa10',
    grades: [8.1, 8.5, 8.8],
    degreeFamily: 'business',
  },
] as const;

// Admit rates per course, in turn, so the demo shows Reach, Target and Likely.
const RATES = [0.8, 0.5, 0.05, 0.9, 0.35, 0.65, 0.05, 0.75];

export async function seedSampleOutcomes(db: Db) {
  if (await hasSampleOutcomes(db)) return;
  const featured = await listFeaturedProgrammes(db);
  const rows: SampleOutcome[] = [];
  featured.forEach((course, index) => {
    const random = new Prng(`outcomes:${course.courseId}`);
    GROUPS.forEach((group, g) => {
      const n = random.int(12, 32);
      const rate = RATES[(index + g * 3) % RATES.length]!;
      for (let i = 0; i < n; i++) {
        const snapshot = {
          testType: group.testType,
          testScore: random.pick(group.scores),
          gradeScale: group.gradeScale,
          grade: random.pick(group.grades),
          degreeFamily: group.degreeFamily,
          workMonths: random.pick([0, 0, 12, 24, 36]),
          intake: `${course.intake ?? 'September'} ${random.pick([2024, 2025])}`,
        };
        rows.push({
          courseId: course.courseId,
          result: random.chance(rate) ? 'admitted' : random.chance(0.2) ? 'waitlisted' : 'rejected',
          ...snapshot,
          ...bandsOf(snapshot),
        });
      }
    });
  });
  await insertSampleOutcomes(db, rows);
}
