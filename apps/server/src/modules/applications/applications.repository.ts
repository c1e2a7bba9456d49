import {
  type AdmissionApplication,
  type ApplicationHistoryEntry,
  type ApplicationStatus,
  type AppliedCourse,
  fromMinorUnits,
  type IntakeFacts,
  intakeLabel,
  STAFF_APPLICATION_SORT_DEFAULT_ORDER,
  type StaffApplication,
  type StaffApplicationsQuery,
} from '@edupath/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias, union } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import { courseCardColumns, courseIntakeColumns, joinCourseOwners } from '../../db/course-queries';
import {
  admissionApplications,
  applicationStatusHistory,
  chats,
  countries,
  courseCategories,
  courses,
  universities,
  users,
} from '../../db/schema';
import { publicCourse } from '../catalogue/index';

const a = admissionApplications;
const advisor = alias(users, 'advisor');

const columns = {
  admissionApplicationId: a.admissionApplicationId,
  status: a.status,
  remark: a.remark,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  appIntake: a.intake,
  appIntakeStart: a.intakeStart,
  appApplicationDeadline: a.applicationDeadline,
  ...courseCardColumns,
  ...courseIntakeColumns,
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
  countryId: countries.countryId,
  countryName: countries.countryName,
  advisorId: advisor.userId,
  advisorName: advisor.name,
  advisorImage: advisor.profileImage,
};

type Row = Awaited<ReturnType<typeof selectApplications>>[number];

function toApplication(row: Row): AdmissionApplication {
  return {
    admissionApplicationId: row.admissionApplicationId,
    status: row.status,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    intake:
      row.appIntakeStart && row.appApplicationDeadline
        ? {
            label: intakeLabel(row.appIntake, row.appIntakeStart),
            start: row.appIntakeStart,
            deadline: row.appApplicationDeadline,
          }
        : null,
    CourseModel: {
      courseId: row.courseId,
      courseName: row.courseName,
      courseType: row.courseType,
      duration: row.duration,
      fee: row.feeMinor === null ? null : Math.round(fromMinorUnits(row.feeMinor, row.currencyCode)),
      currency: row.currency,
      currencyCode: row.currencyCode,
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
  country: { countryId: row.countryId, countryName: row.countryName },
  advisor:
    row.advisorId === null || row.advisorName === null
      ? null
      : { userId: row.advisorId, name: row.advisorName, profileImage: row.advisorImage },
});

/**
 * A staff row with its intake facts, the course's and the application's own, from which the
 * service works out the deadline that still concerns it.
 */
export type StaffApplicationWithIntake = {
  application: StaffApplication;
  intake: IntakeFacts & {
    appIntake: string | null;
    appIntakeStart: string | null;
    appApplicationDeadline: string | null;
  };
};

const withIntake = (row: Row): StaffApplicationWithIntake => ({
  application: toStaffApplication(row),
  intake: {
    intake: row.intake,
    intakeStart: row.intakeStart,
    applicationDeadline: row.applicationDeadline,
    appIntake: row.appIntake,
    appIntakeStart: row.appIntakeStart,
    appApplicationDeadline: row.appApplicationDeadline,
  },
});

/** Applications with their course, university, country, student and the student's advisor. */
function selectApplications(db: DbOrTx) {
  return joinCourseOwners(
    db.select(columns).from(a).innerJoin(courses, eq(courses.courseId, a.courseId)).$dynamic(),
  )
    .innerJoin(users, eq(users.userId, a.userId))
    .leftJoin(chats, eq(chats.studentId, a.userId))
    .leftJoin(advisor, eq(advisor.userId, chats.advisorId));
}

const newestFirst = [desc(a.createdAt), desc(a.admissionApplicationId)];

export async function listForUser(db: DbOrTx, userId: number): Promise<AdmissionApplication[]> {
  const rows = await selectApplications(db)
    .where(eq(a.userId, userId))
    .orderBy(...newestFirst);
  return rows.map(toApplication);
}

/** Only ids, from the (userId, courseId) unique index: cheap enough to load with every page. */
export function listAppliedCourses(db: DbOrTx, userId: number): Promise<AppliedCourse[]> {
  return db
    .select({ courseId: a.courseId, admissionApplicationId: a.admissionApplicationId })
    .from(a)
    .where(eq(a.userId, userId))
    .orderBy(asc(a.courseId));
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

/**
 * The course's intake and deadline, locked against deletion while the application is stored.
 * Only a course the public sees can be applied to (docs/catalogue.md#publishing).
 */
export async function lockCourse(tx: Tx, courseId: number): Promise<IntakeFacts | undefined> {
  const [row] = await joinCourseOwners(
    tx
      .select({
        ...courseIntakeColumns,
      })
      .from(courses)
      .$dynamic(),
  )
    .where(and(eq(courses.courseId, courseId), publicCourse))
    .for('share', { of: courses });
  return row;
}

/**
 * The application, with the intake it is for (nulls when the course publishes no dates); undefined
 * when the student already applied to this course (the unique index decides, race-free).
 */
export async function insertApplication(tx: Tx, userId: number, courseId: number, intake: IntakeFacts) {
  const [row] = await tx
    .insert(a)
    .values({ userId, courseId, ...intake })
    .onConflictDoNothing({ target: [a.userId, a.courseId] })
    .returning({ admissionApplicationId: a.admissionApplicationId, status: a.status });
  return row;
}

/** Locks the application so two staff changing it at once are applied one after the other. */
export async function lockForStatusChange(tx: Tx, admissionApplicationId: number) {
  const [row] = await tx
    .select({ userId: a.userId, status: a.status, remark: a.remark })
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

/**
 * The staff list. Every filter on another table is a subquery on that table's own index
 * (courses by university, country or name; users by name or email; chats by advisor), so the
 * planner can combine them on admission_applications' indexes without joining first.
 */
export function searchQueries(db: DbOrTx, query: StaffApplicationsQuery, scopeAdvisorId: number | undefined) {
  const where = whereOf(db, query, scopeAdvisorId);
  return {
    page: selectApplications(db)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    count: db.select({ n: count() }).from(a).where(where),
  };
}

type StaffApplicationsFilter = Omit<StaffApplicationsQuery, 'page' | 'pageSize'>;

function whereOf(db: DbOrTx, query: StaffApplicationsFilter, scopeAdvisorId: number | undefined) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(a.status, query.status));
  if (query.universityId) {
    filters.push(
      inArray(
        a.courseId,
        db.select({ id: courses.courseId }).from(courses).where(eq(courses.universityId, query.universityId)),
      ),
    );
  }
  if (query.countryId) {
    filters.push(
      inArray(
        a.courseId,
        db
          .select({ id: courses.courseId })
          .from(courses)
          .innerJoin(universities, eq(universities.universityId, courses.universityId))
          .where(eq(universities.countryId, query.countryId)),
      ),
    );
  }
  if (scopeAdvisorId !== undefined) {
    filters.push(
      inArray(
        a.userId,
        db.select({ id: chats.studentId }).from(chats).where(eq(chats.advisorId, scopeAdvisorId)),
      ),
    );
  }
  if (query.from) filters.push(gte(a.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) filters.push(lt(a.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  if (query.student) {
    if (/^\d{1,9}$/.test(query.student)) filters.push(eq(a.userId, Number(query.student)));
    else filters.push(inArray(a.userId, studentsMatching(db, query.student)));
  }
  if (query.q) {
    // A union, not an OR: each half walks its own index (students' or courses' trigrams, then
    // applications by user or by course), where an OR of two IN lists would scan every
    // application. Its ids are gathered first (= any(array(...))), so the page is read by
    // primary key rather than by joining every application and filtering last.
    const pattern = `%${likeEscape(query.q)}%`;
    const byStudent = db
      .select({ id: a.admissionApplicationId })
      .from(a)
      .where(inArray(a.userId, studentsMatching(db, query.q)));
    const byCourse = db
      .select({ id: a.admissionApplicationId })
      .from(a)
      .where(
        inArray(
          a.courseId,
          db.select({ id: courses.courseId }).from(courses).where(ilike(courses.courseName, pattern)),
        ),
      );
    filters.push(sql`${a.admissionApplicationId} = any(array(${union(byStudent, byCourse)}))`);
  }
  return filters.length > 0 ? and(...filters) : undefined;
}

/**
 * The ids of every application the filter matches, in the list's order, at most `limit`: an
 * export reads its rows by these ids, so what it holds and its order are fixed when it starts.
 */
export async function matchingIds(
  db: DbOrTx,
  query: StaffApplicationsFilter,
  scopeAdvisorId: number | undefined,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: a.admissionApplicationId })
    .from(a)
    .innerJoin(users, eq(users.userId, a.userId))
    .where(whereOf(db, query, scopeAdvisorId))
    .orderBy(...orderOf(query))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The applications with these ids, in the order of `ids`. */
export async function findByIds(db: DbOrTx, ids: number[]): Promise<StaffApplication[]> {
  const rows = await selectApplications(db).where(inArray(a.admissionApplicationId, ids));
  const byId = new Map(rows.map((row) => [row.admissionApplicationId, toStaffApplication(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function search(db: DbOrTx, query: StaffApplicationsQuery, scopeAdvisorId: number | undefined) {
  const queries = searchQueries(db, query, scopeAdvisorId);
  const [rows, [total]] = await Promise.all([queries.page, queries.count]);
  return { items: rows.map(withIntake), total: total?.n ?? 0 };
}

/** Users whose name or email contains the text. */
function studentsMatching(db: DbOrTx, text: string) {
  const pattern = `%${likeEscape(text)}%`;
  return db
    .select({ id: users.userId })
    .from(users)
    .where(or(ilike(users.email, pattern), ilike(users.name, pattern)));
}

/** Each sort ends on the id, so pages never overlap or skip a row. */
function orderOf({ sort, order }: Pick<StaffApplicationsQuery, 'sort' | 'order'>): SQL[] {
  const dir = (order ?? STAFF_APPLICATION_SORT_DEFAULT_ORDER[sort]) === 'asc' ? asc : desc;
  switch (sort) {
    case 'submitted':
      return [dir(a.createdAt), dir(a.admissionApplicationId)];
    case 'lastChange':
      return [dir(a.updatedAt), dir(a.admissionApplicationId)];
    case 'student':
      return [dir(users.name), dir(a.userId), desc(a.admissionApplicationId)];
    case 'status':
      return [dir(a.status), desc(a.createdAt), desc(a.admissionApplicationId)];
  }
}

/** One student's applications for the console, newest first. */
export async function listForStudent(db: DbOrTx, userId: number): Promise<StaffApplicationWithIntake[]> {
  const rows = await selectApplications(db)
    .where(eq(a.userId, userId))
    .orderBy(...newestFirst);
  return rows.map(withIntake);
}
