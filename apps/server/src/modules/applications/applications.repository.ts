import type {
  AdmissionApplication,
  ApplicationHistoryEntry,
  ApplicationStatus,
  StaffApplication,
  StaffApplicationsQuery,
} from '@edupath/contract';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx, Tx } from '../../db/client';
import {
  admissionApplications,
  applicationStatusHistory,
  courseCategories,
  courses,
  universities,
  users,
} from '../../db/schema';

const a = admissionApplications;

const columns = {
  admissionApplicationId: a.admissionApplicationId,
  status: a.status,
  remark: a.remark,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  courseId: courses.courseId,
  courseName: courses.courseName,
  courseType: courses.courseType,
  duration: courses.duration,
  fee: courses.fee,
  currency: courses.currency,
  intake: courses.intake,
  modeOfStudy: courses.modeOfStudy,
  categoryName: courseCategories.categoryName,
  categoryImage: courseCategories.image,
  universityId: universities.universityId,
  universityName: universities.universityName,
  location: universities.location,
  universityLogo: universities.universityLogo,
  studentId: users.userId,
  studentName: users.name,
  studentEmail: users.email,
};

type Row = SelectResultFields<typeof columns>;

function toApplication(row: Row): AdmissionApplication {
  return {
    admissionApplicationId: row.admissionApplicationId,
    status: row.status,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    CourseModel: {
      courseId: row.courseId,
      courseName: row.courseName,
      courseType: row.courseType,
      duration: row.duration,
      fee: row.fee,
      currency: row.currency,
      intake: row.intake,
      modeOfStudy: row.modeOfStudy,
      CourseCategoryModel: { categoryName: row.categoryName, image: row.categoryImage },
      UniversityModel: {
        universityId: row.universityId,
        universityName: row.universityName,
        location: row.location,
        universityLogo: row.universityLogo,
      },
    },
  };
}

const toStaffApplication = (row: Row): StaffApplication => ({
  ...toApplication(row),
  student: { userId: row.studentId, name: row.studentName, email: row.studentEmail },
});

function selectApplications(db: DbOrTx) {
  return db
    .select(columns)
    .from(a)
    .innerJoin(courses, eq(courses.courseId, a.courseId))
    .innerJoin(courseCategories, eq(courseCategories.courseCategoryId, courses.courseCategoryId))
    .innerJoin(universities, eq(universities.universityId, courses.universityId))
    .innerJoin(users, eq(users.userId, a.userId));
}

const newestFirst = [desc(a.createdAt), desc(a.admissionApplicationId)];

export async function listForUser(db: DbOrTx, userId: number): Promise<AdmissionApplication[]> {
  const rows = await selectApplications(db)
    .where(eq(a.userId, userId))
    .orderBy(...newestFirst);
  return rows.map(toApplication);
}

export async function findForUser(
  db: DbOrTx,
  userId: number,
  admissionApplicationId: number,
): Promise<AdmissionApplication | undefined> {
  const [row] = await selectApplications(db).where(
    and(eq(a.userId, userId), eq(a.admissionApplicationId, admissionApplicationId)),
  );
  return row && toApplication(row);
}

export async function findById(
  db: DbOrTx,
  admissionApplicationId: number,
): Promise<StaffApplication | undefined> {
  const [row] = await selectApplications(db).where(eq(a.admissionApplicationId, admissionApplicationId));
  return row && toStaffApplication(row);
}

/** Holds a share lock on the course until the transaction ends, so it cannot vanish under the insert. */
export async function lockCourse(tx: Tx, courseId: number): Promise<boolean> {
  const rows = await tx
    .select({ courseId: courses.courseId })
    .from(courses)
    .where(eq(courses.courseId, courseId))
    .for('share');
  return rows.length > 0;
}

/** Undefined when the student already applied to this course (the unique index decides, race-free). */
export async function insertApplication(tx: Tx, userId: number, courseId: number) {
  const [row] = await tx
    .insert(a)
    .values({ userId, courseId })
    .onConflictDoNothing({ target: [a.userId, a.courseId] })
    .returning({ admissionApplicationId: a.admissionApplicationId, status: a.status });
  return row;
}

/** Locks the application so two staff changing it at once are applied one after the other. */
export async function lockForStatusChange(tx: Tx, admissionApplicationId: number) {
  const [row] = await tx
    .select({ userId: a.userId, status: a.status })
    .from(a)
    .where(eq(a.admissionApplicationId, admissionApplicationId))
    .for('update');
  return row;
}

export async function updateStatus(
  tx: Tx,
  admissionApplicationId: number,
  status: ApplicationStatus,
  remark: string | null,
) {
  await tx.update(a).set({ status, remark }).where(eq(a.admissionApplicationId, admissionApplicationId));
}

export async function insertHistory(
  tx: Tx,
  values: {
    admissionApplicationId: number;
    fromStatus: ApplicationStatus | null;
    toStatus: ApplicationStatus;
    remark: string | null;
    changedBy: number;
  },
) {
  await tx.insert(applicationStatusHistory).values(values);
}

export async function listHistory(
  db: DbOrTx,
  admissionApplicationId: number,
): Promise<ApplicationHistoryEntry[]> {
  const h = applicationStatusHistory;
  const rows = await db
    .select({
      historyId: h.historyId,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      remark: h.remark,
      createdAt: h.createdAt,
      changedById: users.userId,
      changedByName: users.name,
    })
    .from(h)
    .leftJoin(users, eq(users.userId, h.changedBy))
    .where(eq(h.admissionApplicationId, admissionApplicationId))
    .orderBy(h.createdAt, h.historyId);
  return rows.map(({ changedById, changedByName, createdAt, ...entry }) => ({
    ...entry,
    createdAt: createdAt.toISOString(),
    changedBy:
      changedById === null || changedByName === null ? null : { userId: changedById, name: changedByName },
  }));
}

/** LIKE treats % and _ as wildcards; a search for them must find them literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const DAY_MS = 86_400_000;

export async function search(db: DbOrTx, query: StaffApplicationsQuery) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(a.status, query.status));
  if (query.universityId) filters.push(eq(courses.universityId, query.universityId));
  if (query.from) filters.push(gte(a.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) filters.push(lt(a.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  if (query.student) {
    if (/^\d{1,9}$/.test(query.student)) filters.push(eq(a.userId, Number(query.student)));
    else {
      const pattern = `%${likeEscape(query.student)}%`;
      filters.push(or(ilike(users.email, pattern), ilike(users.name, pattern))!);
    }
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    selectApplications(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(a)
      .innerJoin(courses, eq(courses.courseId, a.courseId))
      .innerJoin(users, eq(users.userId, a.userId))
      .where(where),
  ]);
  return { items: rows.map(toStaffApplication), total: total?.n ?? 0 };
}
