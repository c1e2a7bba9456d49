import type { College, School, TestScore } from '@edupath/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { colleges, profiles, schools, testScores, users, workExperiences } from '../db/schema';

/**
 * A filled-in student profile, as a student would type it, and the writes that store its sections.
 * The demo seed uses them; tests reuse them through test/profile-factories.ts.
 */
export const SAMPLE_PROFILE = {
  basicInfo: { fullname: 'Priya Sharma', email: 'priya.sharma@example.com', phone: '+91 98765 43210' },
  schools: [
    {
      schoolName: "St. Mary's Convent School, Pune",
      standard: '10th (ICSE)',
      year: '2016',
      gradeScale: 'percentage',
      grade: 92.4,
    },
    {
      schoolName: 'Fergusson College Junior College, Pune',
      standard: '12th (HSC Science)',
      year: '2016-2018',
      gradeScale: 'percentage',
      grade: 85.5,
    },
  ],
  colleges: [
    {
      collegeName: 'College of Engineering, Pune',
      courseType: 'Undergraduate',
      courseName: 'B.Tech in Computer Engineering',
      startYear: '2018',
      endYear: '2022',
      gradeScale: 'cgpa10',
      grade: 8.6,
    },
  ],
  workExperiences: [
    {
      companyName: 'Infosys',
      designation: 'Systems Engineer',
      location: 'Bengaluru, India',
      startYear: '2022',
      endYear: 'Present',
    },
  ],
  // Stored as the contract stores them (the seed test checks that the rules take them unchanged).
  testScores: [
    {
      testType: 'ielts',
      testName: 'IELTS',
      maximumMark: '9',
      markObtained: '7.5',
      percentile: '',
      isPercentile: false,
      sections: { listening: 8, reading: 7.5, writing: 6.5, speaking: 7 },
    },
    {
      testType: 'gre',
      testName: 'GRE General Test',
      maximumMark: '340',
      markObtained: '318',
      percentile: '',
      isPercentile: false,
      sections: { verbal: 152, quant: 166, writing: 4 },
    },
  ],
} as const satisfies {
  schools: ReadonlyArray<Omit<School, 'schoolId' | 'userId'>>;
  colleges: ReadonlyArray<Omit<College, 'collegeId' | 'userId'>>;
  testScores: ReadonlyArray<Omit<TestScore, 'testScoreId' | 'userId'>>;
  [other: string]: unknown;
};

/** The basic details; the phone is the account's, the student's one number (docs/accounts.md, "Phone"). */
export async function createBasicInfo(
  db: DbOrTx,
  userId: number,
  values: Partial<Omit<typeof profiles.$inferInsert, 'phone'>> & { phone?: string } = {},
) {
  const { phone, ...details } = { ...SAMPLE_PROFILE.basicInfo, ...values };
  const [row] = await db
    .insert(profiles)
    .values({ userId, ...details })
    .returning();
  await db.update(users).set({ phone }).where(eq(users.userId, userId));
  return row!;
}

export async function createSchool(
  db: DbOrTx,
  userId: number,
  values: Partial<typeof schools.$inferInsert> = {},
) {
  const [row] = await db
    .insert(schools)
    .values({ userId, ...SAMPLE_PROFILE.schools[0], ...values })
    .returning();
  return row!;
}

export async function createCollege(
  db: DbOrTx,
  userId: number,
  values: Partial<typeof colleges.$inferInsert> = {},
) {
  const [row] = await db
    .insert(colleges)
    .values({ userId, ...SAMPLE_PROFILE.colleges[0], ...values })
    .returning();
  return row!;
}

export async function createWorkExperience(
  db: DbOrTx,
  userId: number,
  values: Partial<typeof workExperiences.$inferInsert> = {},
) {
  const [row] = await db
    .insert(workExperiences)
    .values({ userId, ...SAMPLE_PROFILE.workExperiences[0], ...values })
    .returning();
  return row!;
}

export async function createTestScore(
  db: DbOrTx,
  userId: number,
  values: Partial<typeof testScores.$inferInsert> = {},
) {
  const [row] = await db
    .insert(testScores)
    .values({ userId, ...SAMPLE_PROFILE.testScores[0], ...values })
    .returning();
  return row!;
}
