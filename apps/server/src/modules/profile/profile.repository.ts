import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { colleges, profiles, schools, testScores, users, workExperiences } from '../../db/schema';

/**
 * The four list sections share one shape: rows owned by a user, addressed by their own id.
 * Every statement filters on the owner too, so another user's id simply matches nothing.
 */
function sectionRepository<TTable extends PgTable, TColumns extends Record<string, PgColumn>>(
  table: TTable,
  idColumn: PgColumn,
  userIdColumn: PgColumn,
  columns: TColumns,
) {
  // Drizzle cannot infer row types through the generic table; each column's own type is taken instead.
  type Row = { [K in keyof TColumns]: TColumns[K]['_']['data'] };
  const owned = (userId: number, rowId: number) => and(eq(idColumn, rowId), eq(userIdColumn, userId));
  return {
    list: async (db: DbOrTx, userId: number) =>
      (await db
        .select(columns)
        .from(table as PgTable)
        .where(eq(userIdColumn, userId))
        .orderBy(asc(idColumn))) as Row[],

    insert: async (db: DbOrTx, values: TTable['$inferInsert']) => {
      const rows = (await db.insert(table).values(values).returning(columns)) as Row[];
      return rows[0]!;
    },

    update: async (db: DbOrTx, userId: number, rowId: number, values: PgUpdateSetSource<TTable>) => {
      const rows = (await db
        .update(table)
        .set(values)
        .where(owned(userId, rowId))
        .returning(columns)) as Row[];
      return rows[0];
    },

    remove: async (db: DbOrTx, userId: number, rowId: number) => {
      const rows = await db.delete(table).where(owned(userId, rowId)).returning({ id: idColumn });
      return rows.length > 0;
    },

    count: async (db: DbOrTx, userId: number) => {
      const [row] = await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(eq(userIdColumn, userId));
      return row?.n ?? 0;
    },
  };
}

export const schoolRepository = sectionRepository(schools, schools.schoolId, schools.userId, {
  schoolId: schools.schoolId,
  userId: schools.userId,
  schoolName: schools.schoolName,
  standard: schools.standard,
  year: schools.year,
  gradeScale: schools.gradeScale,
  grade: schools.grade,
});

export const collegeRepository = sectionRepository(colleges, colleges.collegeId, colleges.userId, {
  collegeId: colleges.collegeId,
  userId: colleges.userId,
  collegeName: colleges.collegeName,
  courseType: colleges.courseType,
  courseName: colleges.courseName,
  startYear: colleges.startYear,
  endYear: colleges.endYear,
  gradeScale: colleges.gradeScale,
  grade: colleges.grade,
});

export const workExperienceRepository = sectionRepository(
  workExperiences,
  workExperiences.workExperienceId,
  workExperiences.userId,
  {
    workExperienceId: workExperiences.workExperienceId,
    userId: workExperiences.userId,
    companyName: workExperiences.companyName,
    designation: workExperiences.designation,
    location: workExperiences.location,
    startYear: workExperiences.startYear,
    endYear: workExperiences.endYear,
  },
);

export const testScoreRepository = sectionRepository(testScores, testScores.testScoreId, testScores.userId, {
  testScoreId: testScores.testScoreId,
  userId: testScores.userId,
  testName: testScores.testName,
  maximumMark: testScores.maximumMark,
  markObtained: testScores.markObtained,
  percentile: testScores.percentile,
  isPercentile: testScores.isPercentile,
  testType: testScores.testType,
  sections: testScores.sections,
});

// ---------------------------------------------------------------- basic details and account

const profileColumns = {
  profileId: profiles.profileId,
  fullname: profiles.fullname,
  email: profiles.email,
  profileImage: profiles.profileImage,
};

/**
 * The basic details, with the student's one phone number, which is the account's (users.phone):
 * Basic Information and /update-profile show and change the same number (docs/accounts.md, "Phone").
 */
export async function findProfile(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ ...profileColumns, phone: sql<string>`coalesce(${users.phone}, '')` })
    .from(profiles)
    .innerJoin(users, eq(users.userId, profiles.userId))
    .where(eq(profiles.userId, userId));
  return row;
}

/**
 * One profile per user (unique on user_id): the first save creates it, later saves update it. The
 * phone goes to the account, the one place it is kept.
 */
export async function upsertProfile(
  db: DbOrTx,
  userId: number,
  values: { fullname: string; email: string; phone: string; profileImage: string | null },
) {
  const { phone, ...details } = values;
  const [row] = await db
    .insert(profiles)
    .values({ userId, ...details })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...details, updatedAt: new Date() } })
    .returning(profileColumns);
  // Blank is no number: a student need not give one (docs/accounts.md#phone).
  await db
    .update(users)
    .set({ phone: phone || null })
    .where(eq(users.userId, userId));
  return { ...row!, phone };
}

export async function setProfileImage(db: DbOrTx, userId: number, profileImage: string | null) {
  await db.update(profiles).set({ profileImage }).where(eq(profiles.userId, userId));
}

const accountColumns = {
  userId: users.userId,
  name: users.name,
  email: users.email,
  role: users.role,
  phone: users.phone,
  location: users.location,
  profileImage: users.profileImage,
};

export async function findAccount(db: DbOrTx, userId: number) {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.userId, userId));
  return row;
}

export async function updateAccount(
  db: DbOrTx,
  userId: number,
  values: { phone?: string; location?: string; passwordHash?: string; profileImage?: string | null },
) {
  const set = values.phone === undefined ? values : { ...values, phone: values.phone || null };
  const [row] = await db.update(users).set(set).where(eq(users.userId, userId)).returning(accountColumns);
  return row!;
}

/** Whether any account or profile still shows this stored image (so its file must stay). */
export async function isImageInUse(db: DbOrTx, path: string) {
  const [inUsers] = await db.select({ n: count() }).from(users).where(eq(users.profileImage, path));
  const [inProfiles] = await db.select({ n: count() }).from(profiles).where(eq(profiles.profileImage, path));
  return (inUsers?.n ?? 0) + (inProfiles?.n ?? 0) > 0;
}
