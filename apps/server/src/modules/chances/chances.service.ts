import {
  type ApplicationStatus,
  type AuthUser,
  type CourseChances,
  chanceBand,
  type DegreeFamily,
  degreeFamily,
  describeBands,
  GRADE_SCALES,
  gradeBand,
  CHANCES_MESSAGES as M,
  MIN_OUTCOMES,
  type MyOutcomes,
  type OutcomeResult,
  type OutcomeSnapshot,
  type OwnOutcome,
  onScale,
  type ReportOutcomeInput,
  SNAPSHOT_TESTS,
  type SnapshotTest,
  type StaffOutcome,
  type StaffStudentChances,
  scopeLabel,
  TEST_DEFINITIONS,
  testBand,
  wilsonInterval,
} from '@edupath/contract';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction, type UnitOfWork } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { requireStudentInScope } from '../advisor-assignment/index';
import { recordAudit } from '../audit/index';
import { getStudentProfile } from '../profile/index';
import * as repo from './chances.repository';

const notFoundOutcome = () => notFound('Outcome');

/** Only these staff decisions are outcomes; the others are on the way to one. */
const DECISION_RESULTS: Partial<Record<ApplicationStatus, 'admitted' | 'rejected'>> = {
  Accepted: 'admitted',
  Rejected: 'rejected',
};

// ---------------------------------------------------------------- the snapshot

const yearOf = (text: string) => {
  if (/present/i.test(text)) return new Date().getUTCFullYear();
  const years = text.match(/\d{4}/g);
  return years ? Number(years[years.length - 1]) : null;
};

/**
 * Her profile today as an anonymised snapshot (docs/fit-and-chances.md#what-an-outcome-keeps):
 * her first English test in SNAPSHOT_TESTS order, the grade of her latest college (else school),
 * the family of her latest degree, her months of work counted in whole years. Nothing that names
 * her, her college or her employer.
 */
export async function profileSnapshot(db: DbOrTx, userId: number): Promise<OutcomeSnapshot> {
  const profile = await getStudentProfile(db, userId);
  let testType: SnapshotTest | null = null;
  let testScore: number | null = null;
  for (const test of SNAPSHOT_TESTS) {
    const row = profile.testScores.find((score) => score.testType === test);
    const score = row ? Number(row.markObtained) : Number.NaN;
    if (row && onScale(TEST_DEFINITIONS[test].overall, score)) {
      testType = test;
      testScore = score;
      break;
    }
  }
  const latest = <T>(rows: T[], year: (row: T) => string) =>
    [...rows].sort((a, b) => (yearOf(year(b)) ?? 0) - (yearOf(year(a)) ?? 0));
  const colleges = latest(profile.colleges, (c) => c.endYear);
  const graded = [...colleges, ...latest(profile.schools, (s) => s.year)].find(
    (row) => row.gradeScale && row.grade !== null && onScale(GRADE_SCALES[row.gradeScale], row.grade),
  );
  let workMonths = 0;
  for (const work of profile.workExperiences) {
    const start = yearOf(work.startYear);
    const end = yearOf(work.endYear);
    if (start !== null && end !== null && end >= start) workMonths += (end - start) * 12;
  }
  return {
    testType,
    testScore,
    gradeScale: graded?.gradeScale ?? null,
    grade: graded?.grade ?? null,
    degreeFamily: colleges[0] ? degreeFamily(colleges[0].courseName) : null,
    workMonths: Math.min(600, workMonths),
    intake: null,
  };
}

/** The groups a snapshot falls in (docs/fit-and-chances.md#similar-profiles). */
export const bandsOf = (snapshot: OutcomeSnapshot) => ({
  testBand: testBand(snapshot.testType, snapshot.testScore),
  gradeBand: gradeBand(snapshot.gradeScale, snapshot.grade),
  familyBand: (snapshot.degreeFamily ?? 'none') as DegreeFamily | 'none',
});

const snapshotColumns = (snapshot: OutcomeSnapshot) => ({
  testType: snapshot.testType,
  testScore: snapshot.testScore,
  gradeScale: snapshot.gradeScale,
  grade: snapshot.grade,
  degreeFamily: snapshot.degreeFamily,
  workMonths: snapshot.workMonths,
  intake: snapshot.intake,
  ...bandsOf(snapshot),
});

type Listed = { outcome: repo.OutcomeRow; courseName: string; universityName: string };

const toOwn = ({ outcome: o, courseName, universityName }: Listed): OwnOutcome => ({
  outcomeId: o.outcomeId,
  courseId: o.courseId,
  courseName,
  universityName,
  result: o.result,
  source: o.source,
  admissionApplicationId: o.admissionApplicationId,
  verified: o.verified,
  shared: o.shared,
  snapshot: o.shared
    ? {
        testType: o.testType as SnapshotTest | null,
        testScore: o.testScore,
        gradeScale: o.gradeScale,
        grade: o.grade,
        degreeFamily: o.degreeFamily as DegreeFamily | null,
        workMonths: o.workMonths ?? 0,
        intake: o.intake,
      }
    : null,
  createdAt: o.createdAt.toISOString(),
});

const toStaff = (row: Listed): StaffOutcome => ({
  ...toOwn(row),
  verifiedAt: row.outcome.verifiedAt?.toISOString() ?? null,
});

// ---------------------------------------------------------------- the student's outcomes

export async function listMine(db: Db, student: AuthUser): Promise<MyOutcomes> {
  const [rows, draft] = await Promise.all([
    repo.listForStudent(db, student.userId),
    profileSnapshot(db, student.userId),
  ]);
  return { items: rows.map(toOwn), draft };
}

/**
 * She reports an outcome, or shares one EduPath's decision recorded (docs/fit-and-chances.md#outcomes).
 * Verified comes only from the platform's decision or an advisor's check, never from her word:
 * asking for it otherwise is a 400 on `verified`.
 */
export async function report(
  db: Db,
  events: DomainEventBus,
  student: AuthUser,
  input: ReportOutcomeInput,
): Promise<OwnOutcome> {
  const outcomeId = await inTransaction(db, events, async ({ tx }) => {
    const course = await repo.findCourse(tx, input.courseId);
    if (!course) throw badRequest('Course not found', { courseId: 'Course not found' });
    const application = await repo.findApplication(tx, student.userId, input.courseId);
    const decided = application ? DECISION_RESULTS[application.status] : undefined;
    if (input.verified === true && !decided) {
      const message = application ? M.verifiedRefused : M.notAppliedVerified;
      throw badRequest(message, { verified: message });
    }
    if (decided && decided !== input.result) {
      const message = M.resultMismatch(application!.status);
      throw badRequest(message, { result: message });
    }
    const snapshot = {
      ...input.snapshot,
      intake: input.snapshot.intake ?? application?.intake ?? null,
    } as OutcomeSnapshot;
    const existing = await repo.lockForStudentCourse(tx, student.userId, input.courseId);
    if (existing?.shared) throw conflict(M.alreadyReported, { courseId: M.alreadyReported });
    if (existing) {
      // Recorded by EduPath's decision, waiting for her consent: she shares it now.
      await repo.updateOutcome(tx, existing.outcomeId, { shared: true, ...snapshotColumns(snapshot) });
      return existing.outcomeId;
    }
    const created = await repo.insertOutcome(tx, {
      userId: student.userId,
      courseId: input.courseId,
      admissionApplicationId: application?.admissionApplicationId ?? null,
      result: input.result,
      source: decided ? 'platform' : 'student',
      verified: !!decided,
      verifiedAt: decided ? new Date() : null,
      shared: true,
      ...snapshotColumns(snapshot),
    });
    return created.outcomeId;
  });
  return toOwn((await repo.findWithCourse(db, outcomeId))!);
}

/** She takes her outcome back: the row goes, and with it every count it was part of. */
export async function withdraw(db: Db, events: DomainEventBus, student: AuthUser, outcomeId: number) {
  await inTransaction(db, events, async ({ tx }) => {
    if (!(await repo.deleteOwn(tx, student.userId, outcomeId))) throw notFoundOutcome();
  });
}

/**
 * Called by applications' changeStatus in its unit of work: an Accepted or Rejected decision is
 * the student's verified outcome for the course (waiting for her consent before it counts); a
 * decision taken back removes the outcome it recorded.
 */
export async function recordDecision(
  uow: UnitOfWork,
  staff: AuthUser,
  application: {
    admissionApplicationId: number;
    userId: number;
    courseId: number;
    status: ApplicationStatus;
  },
) {
  const result = DECISION_RESULTS[application.status];
  if (result) await repo.upsertDecision(uow.tx, { ...application, result, staffId: staff.userId });
  else await repo.deleteDecision(uow.tx, application.admissionApplicationId);
}

// ---------------------------------------------------------------- chances

/**
 * How similar profiles did (docs/fit-and-chances.md#the-range): the first level with at least
 * MIN_OUTCOMES similar outcomes gives "N similar profiles: K admitted", its Wilson range and
 * band; below that at every level, no number at all.
 */
async function chancesFor(
  db: DbOrTx,
  course: repo.ChanceCourse,
  viewerId: number,
  snapshot: OutcomeSnapshot,
  withSamples: boolean,
): Promise<CourseChances> {
  const bands = bandsOf(snapshot);
  const counts = await repo.countSimilar(db, course, bands, { viewerId, withSamples });
  const scope = (['course', 'university', 'country'] as const).find((s) => counts[s].n >= MIN_OUTCOMES);
  const range = scope
    ? (() => {
        const { n, k, sample } = counts[scope];
        const interval = wilsonInterval(k, n);
        return {
          n,
          k,
          ...interval,
          band: chanceBand(interval),
          scope,
          scopeText: scopeLabel(scope, {
            university: course.universityName,
            country: course.countryName,
            level: course.courseType,
          }),
          includesSample: sample,
        };
      })()
    : null;
  return {
    courseId: course.courseId,
    courseName: course.courseName,
    universityName: course.universityName,
    profile: {
      testBand: bands.testBand,
      gradeBand: bands.gradeBand,
      degreeFamily: bands.familyBand,
      summary: describeBands({ ...bands, degreeFamily: bands.familyBand }),
    },
    range,
  };
}

export async function courseChances(db: Db, student: AuthUser, courseId: number, withSamples: boolean) {
  const course = await repo.findCourse(db, courseId);
  if (!course?.isPublished) throw notFound('Course');
  return chancesFor(db, course, student.userId, await profileSnapshot(db, student.userId), withSamples);
}

/** The console's student page: the same ranges for each shortlisted course, and her outcomes to verify. */
export async function staffStudentChances(
  db: Db,
  staff: AuthUser,
  userId: number,
  withSamples: boolean,
): Promise<StaffStudentChances> {
  await requireStudentInScope(db, staff, userId);
  const [snapshot, courseIds, outcomes] = await Promise.all([
    profileSnapshot(db, userId),
    repo.shortlistedCourseIds(db, userId),
    repo.listForStudent(db, userId),
  ]);
  const courses: CourseChances[] = [];
  for (const courseId of courseIds) {
    const course = await repo.findCourse(db, courseId);
    if (course?.isPublished) courses.push(await chancesFor(db, course, userId, snapshot, withSamples));
  }
  return { courses, outcomes: outcomes.map(toStaff) };
}

/** An advisor has checked the decision letter (docs/fit-and-chances.md#verified): audit-logged. */
export async function verify(db: Db, events: DomainEventBus, staff: AuthUser, outcomeId: number) {
  await inTransaction(db, events, async (uow) => {
    const outcome = await repo.lockOutcome(uow.tx, outcomeId);
    if (!outcome || outcome.userId === null) throw notFoundOutcome();
    await requireStudentInScope(uow.tx, staff, outcome.userId, 'Outcome');
    if (outcome.verified) throw conflict(M.alreadyVerified, { outcomeId: M.alreadyVerified });
    await repo.updateOutcome(uow.tx, outcomeId, {
      verified: true,
      verifiedBy: staff.userId,
      verifiedAt: new Date(),
    });
    await recordAudit(uow, staff, {
      action: 'outcome.verified',
      entityType: 'outcome',
      entityId: outcomeId,
      before: { verified: false },
      after: {
        verified: true,
        studentId: outcome.userId,
        courseId: outcome.courseId,
        result: outcome.result,
      },
    });
  });
  return toStaff((await repo.findWithCourse(db, outcomeId))!);
}

// ---------------------------------------------------------------- sample data (the demo seed)

/** One illustrative outcome: a course, a result and a snapshot with its groups; no student. */
export type SampleOutcome = Pick<
  repo.OutcomeValues,
  'testType' | 'testScore' | 'gradeScale' | 'grade' | 'degreeFamily' | 'workMonths' | 'intake'
> & { courseId: number; result: OutcomeResult } & ReturnType<typeof bandsOf>;

export const hasSampleOutcomes = (db: Db) => repo.hasSamples(db);

/** Stored as shared and verified, `is_sample`, with no student (docs/fit-and-chances.md#sample-data). */
export const insertSampleOutcomes = (db: Db, rows: SampleOutcome[]) =>
  repo.insertSamples(
    db,
    rows.map((row) => ({
      ...row,
      userId: null,
      isSample: true,
      source: 'platform',
      verified: true,
      shared: true,
    })),
  );
