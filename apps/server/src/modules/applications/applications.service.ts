import {
  APPLICATION_STATUS_TRANSITIONS,
  APPLICATION_WITHDRAWABLE_STATUSES,
  type ApplicationStatus,
  type ApplicationStatusChangeInput,
  type AuthUser,
  applicationsClosedText,
  intakeLabel,
  intakeToApply,
  APPLICATION_MESSAGES as M,
  NOTIFICATION_TYPES,
  type StaffApplication,
  type StaffApplicationDetail,
  type StaffApplicationPage,
  type StaffApplicationRow,
  type StaffApplicationsQuery,
  todayIso,
  toPage,
} from '@edupath/contract';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { advisorFilterFor, assignedAdvisorId, isStudentInScope } from '../advisor-assignment/index';
import { recordAudit } from '../audit/index';
import { recordDecision } from '../chances/index';
import { documentsWaitingByApplication } from '../documents/index';
import { applicationStatusEmail } from '../mail/index';
import { notify } from '../notifications/index';
import { getStudentProfile } from '../profile/index';
import { applicationIntake, deadlineThatConcerns } from '../shortlist/index';
import { completeAutoMilestone } from '../timeline/index';
import * as repo from './applications.repository';

const notFoundApplication = () => notFound('Application');

/**
 * Applies the student to a course's next open intake: the application (which keeps that intake),
 * its first history row, the student's confirmation notification and the milestone, or nothing.
 * `intakeStart` is the intake the student confirmed: once it has closed, 409 rather than another.
 */
export async function apply(
  db: Db,
  events: DomainEventBus,
  student: AuthUser,
  courseId: number,
  intakeStart?: string,
) {
  if (student.role !== 'student') throw forbidden(M.onlyStudentsApply);
  return inTransaction(db, events, async (uow) => {
    const { tx } = uow;
    const course = await repo.lockCourse(tx, courseId);
    if (!course) throw notFound('Course');
    // A passed deadline sends the student to the same intake a year later
    // (docs/applications-and-timeline.md#applying).
    const intake = intakeToApply(course, todayIso());
    if (intakeStart && intake?.start !== intakeStart) {
      const asked = intakeLabel(course.intake, intakeStart);
      const message =
        !intake || intakeStart < intake.start ? applicationsClosedText(asked) : M.intakeNotOpen(asked);
      throw conflict(message, { intakeStart: message });
    }
    const created = await repo.insertApplication(tx, student.userId, courseId, {
      intake: intake ? course.intake : null,
      intakeStart: intake?.start ?? null,
      applicationDeadline: intake?.deadline ?? null,
    });
    if (!created) throw conflict(M.alreadyApplied, { courseId: M.alreadyApplied });
    const { admissionApplicationId } = created;
    await repo.insertHistory(tx, {
      admissionApplicationId,
      fromStatus: null,
      toStatus: created.status,
      remark: null,
      changedBy: student.userId,
    });
    const application = (await repo.findForUser(tx, student.userId, admissionApplicationId))!;
    const { courseName, UniversityModel } = application.CourseModel;
    await notify(uow, {
      userId: student.userId,
      type: NOTIFICATION_TYPES.applicationSubmitted,
      message: `Your application for ${courseName} at ${UniversityModel.universityName} has been submitted.`,
      link: `/applications/${admissionApplicationId}`,
    });
    await completeAutoMilestone(uow, student.userId, 'applications_submitted');
    const advisorId = await assignedAdvisorId(tx, student.userId);
    uow.publish('staff.countersChanged', { advisorIds: advisorId === null ? [] : [advisorId] });
    return application;
  });
}

export const listOwn = (db: Db, userId: number) => repo.listForUser(db, userId);

/** The courses the student applied to, with each application's id (the 'Applied' buttons). */
export const listAppliedCourses = (db: Db, userId: number) => repo.listAppliedCourses(db, userId);

export async function getOwn(db: Db, userId: number, admissionApplicationId: number) {
  const application = await repo.findForUser(db, userId, admissionApplicationId);
  if (!application) throw notFoundApplication();
  return application;
}

export async function search(
  db: Db,
  staff: AuthUser,
  query: StaffApplicationsQuery,
): Promise<StaffApplicationPage> {
  const { items, total } = await repo.search(db, query, advisorFilterFor(staff, query.advisorId));
  return toPage(await toRows(db, items), total, query);
}

/**
 * What the advisor works through next on each application: its documents waiting for review and
 * the deadline that still concerns it (none once decided; docs/planning.md#deadlines-and-reminders).
 */
async function toRows(
  db: DbOrTx,
  entries: repo.StaffApplicationWithIntake[],
): Promise<StaffApplicationRow[]> {
  const waiting = await documentsWaitingByApplication(
    db,
    entries.map((e) => e.application.admissionApplicationId),
  );
  const today = todayIso();
  return entries.map(({ application, intake }) => ({
    ...application,
    documentsWaiting: waiting.get(application.admissionApplicationId) ?? 0,
    nextDeadline:
      deadlineThatConcerns(applicationIntake(intake), today, application.status)?.deadline ?? null,
  }));
}

/** Most rows one CSV export holds (docs/api.md, "CSV exports"). */
export const EXPORT_MAX_ROWS = 100_000;
const EXPORT_BATCH = 500;

/**
 * The applications of the console's current filter for a CSV export, in its order, a batch at a
 * time: an advisor's hold their own students' only, as the list does. Which applications it
 * holds is fixed when it starts; each batch reads them as they are then.
 */
export async function exportBatches(
  db: Db,
  staff: AuthUser,
  query: Omit<StaffApplicationsQuery, 'page' | 'pageSize'>,
): Promise<AsyncIterable<StaffApplication[]>> {
  const scope = advisorFilterFor(staff, query.advisorId);
  const ids = await repo.matchingIds(db, query, scope, EXPORT_MAX_ROWS + 1);
  if (ids.length > EXPORT_MAX_ROWS) {
    throw badRequest(
      `This filter matches more than ${EXPORT_MAX_ROWS.toLocaleString('en')} applications: narrow it to export`,
    );
  }
  return (async function* () {
    for (let i = 0; i < ids.length; i += EXPORT_BATCH)
      yield repo.findByIds(db, ids.slice(i, i + EXPORT_BATCH));
  })();
}

/** The application, if the staff member may see it: an advisor only their own students' (404 otherwise). */
async function findInScope(db: DbOrTx, staff: AuthUser, admissionApplicationId: number) {
  const application = await repo.findById(db, admissionApplicationId);
  if (!application || !(await isStudentInScope(db, staff, application.student.userId))) {
    throw notFoundApplication();
  }
  return application;
}

/** The application with the student's whole profile and the status history, oldest first. */
export async function getDetail(
  db: Db,
  staff: AuthUser,
  admissionApplicationId: number,
): Promise<StaffApplicationDetail> {
  const application = await findInScope(db, staff, admissionApplicationId);
  const [history, profile] = await Promise.all([
    repo.listHistory(db, admissionApplicationId),
    getStudentProfile(db, application.student.userId),
  ]);
  return { ...application, history, profile };
}

/** What the student reads when their application moves to `status`. */
function decisionMessage(application: StaffApplication, status: ApplicationStatus, remark: string | null) {
  const { courseName, UniversityModel } = application.CourseModel;
  const outcome = {
    Pending: 'is pending again',
    'Under Review': 'is under review',
    Accepted: 'has been accepted',
    Rejected: 'has been rejected',
    Withdrawn: 'has been withdrawn',
  }[status];
  const text = `Your application for ${courseName} at ${UniversityModel.universityName} ${outcome}.`;
  return remark ? `${text} Note: ${remark}` : text;
}

const listOfStatuses = (statuses: readonly string[]) =>
  statuses.length === 1 ? statuses[0]! : `${statuses.slice(0, -1).join(', ')} or ${statuses.at(-1)}`;

/** 409 unless the transition table allows `to` after `from`; the message names what may follow. */
function checkTransition(from: ApplicationStatus, to: ApplicationStatus) {
  // The student's withdrawal is final (docs/applications-and-timeline.md, "Withdrawing").
  if (from === 'Withdrawn') throw conflict(M.withdrawnByStudent, { status: M.withdrawnByStudent });
  const allowed = APPLICATION_STATUS_TRANSITIONS[from];
  if (allowed.includes(to)) return;
  const next = `it can move to ${listOfStatuses(allowed)}`;
  const message =
    from === to
      ? `The application is already ${from}`
      : `An application that is ${from} cannot move to ${to}: ${next}`;
  throw conflict(message, { status: from === to ? `${message}; ${next}` : message });
}

/**
 * A staff decision on an application of a student in their scope: the new status (allowed by
 * APPLICATION_STATUS_TRANSITIONS), its history row, the student's notification and, for an
 * acceptance, the 'Offer Received' milestone, all in one transaction; then the counters of the
 * staff concerned are pushed.
 */
export async function changeStatus(
  db: Db,
  events: DomainEventBus,
  staff: AuthUser,
  admissionApplicationId: number,
  input: ApplicationStatusChangeInput & { remark: string | null },
): Promise<StaffApplicationDetail> {
  await inTransaction(db, events, async (uow) => {
    const { tx } = uow;
    const current = await repo.lockForStatusChange(tx, admissionApplicationId);
    if (!current || !(await isStudentInScope(tx, staff, current.userId))) throw notFoundApplication();
    checkTransition(current.status, input.status);
    await repo.updateStatus(tx, admissionApplicationId, input.status, input.remark);
    await repo.insertHistory(tx, {
      admissionApplicationId,
      fromStatus: current.status,
      toStatus: input.status,
      remark: input.remark,
      changedBy: staff.userId,
    });
    const updated = (await repo.findById(tx, admissionApplicationId))!;
    await recordAudit(uow, staff, {
      action: 'application.status_changed',
      entityType: 'application',
      entityId: admissionApplicationId,
      before: { status: current.status },
      after: { status: input.status, remark: input.remark },
    });
    await notify(uow, {
      userId: current.userId,
      senderId: staff.userId,
      type: NOTIFICATION_TYPES.applicationStatus,
      message: decisionMessage(updated, input.status, input.remark),
      link: `/applications/${admissionApplicationId}`,
      // The email's subject and first line say what happened (docs/email.md#what-sends-an-email).
      email: applicationStatusEmail({
        courseName: updated.CourseModel.courseName,
        universityName: updated.CourseModel.UniversityModel.universityName,
        status: input.status,
        remark: input.remark,
      }),
    });
    if (input.status === 'Accepted') {
      await completeAutoMilestone(uow, current.userId, 'offer_received');
    }
    // The decision is the student's verified outcome for the course (docs/fit-and-chances.md#outcomes).
    await recordDecision(uow, staff, {
      admissionApplicationId,
      userId: current.userId,
      courseId: updated.CourseModel.courseId,
      status: input.status,
    });
    uow.publish('staff.countersChanged', { advisorIds: updated.advisor ? [updated.advisor.userId] : [] });
  });
  return getDetail(db, staff, admissionApplicationId);
}

/**
 * The student withdraws their own application (docs/applications-and-timeline.md, "Withdrawing"):
 * the status, its history row and the advisor's notification in one transaction, then the
 * counters of the staff concerned are pushed. Someone else's application is 404.
 */
export async function withdraw(
  db: Db,
  events: DomainEventBus,
  student: AuthUser,
  admissionApplicationId: number,
) {
  if (student.role !== 'student') throw forbidden(M.onlyStudentsWithdraw);
  return inTransaction(db, events, async (uow) => {
    const { tx } = uow;
    const current = await repo.lockForStatusChange(tx, admissionApplicationId);
    if (!current || current.userId !== student.userId) throw notFoundApplication();
    if (!APPLICATION_WITHDRAWABLE_STATUSES.includes(current.status)) {
      const message =
        current.status === 'Withdrawn'
          ? 'The application is already withdrawn'
          : `An application that is ${current.status} cannot be withdrawn`;
      throw conflict(message, { status: message });
    }
    // The staff remark stays: it is the note on the last decision the student read.
    await repo.updateStatus(tx, admissionApplicationId, 'Withdrawn', current.remark);
    await repo.insertHistory(tx, {
      admissionApplicationId,
      fromStatus: current.status,
      toStatus: 'Withdrawn',
      remark: null,
      changedBy: student.userId,
    });
    const application = (await repo.findForUser(tx, student.userId, admissionApplicationId))!;
    const advisorId = await assignedAdvisorId(tx, student.userId);
    if (advisorId !== null) {
      const { courseName, UniversityModel } = application.CourseModel;
      await notify(uow, {
        userId: advisorId,
        senderId: student.userId,
        type: NOTIFICATION_TYPES.applicationWithdrawn,
        message: `${student.name} withdrew their application for ${courseName} at ${UniversityModel.universityName}.`,
        link: `/admin/applications/${admissionApplicationId}`,
      });
    }
    uow.publish('staff.countersChanged', { advisorIds: advisorId === null ? [] : [advisorId] });
    return application;
  });
}

/**
 * One student's applications for the console (the student page, the chat's side panel), newest
 * first (the caller checks the scope).
 */
export const listForStudent = async (db: DbOrTx, userId: number) =>
  toRows(db, await repo.listForStudent(db, userId));
