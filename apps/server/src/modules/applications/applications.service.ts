import {
  type ApplicationStatusChangeInput,
  type AuthUser,
  APPLICATION_MESSAGES as M,
  type StaffApplication,
  type StaffApplicationDetail,
  type StaffApplicationPage,
  type StaffApplicationsQuery,
  toPage,
} from '@edupath/contract';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { notify } from '../notifications/index';
import { completeAutoMilestone } from '../timeline/index';
import * as repo from './applications.repository';

const notFoundApplication = () => notFound('Application');

/** Applies the student to a course: the application, its first history row and the milestone, or nothing. */
export async function apply(db: Db, events: DomainEventBus, student: AuthUser, courseId: number) {
  if (student.role !== 'student') throw forbidden(M.onlyStudentsApply);
  const admissionApplicationId = await inTransaction(db, events, async (uow) => {
    const { tx } = uow;
    if (!(await repo.lockCourse(tx, courseId))) throw notFound('Course');
    const created = await repo.insertApplication(tx, student.userId, courseId);
    if (!created) throw conflict(M.alreadyApplied, { courseId: M.alreadyApplied });
    await repo.insertHistory(tx, {
      admissionApplicationId: created.admissionApplicationId,
      fromStatus: null,
      toStatus: created.status,
      remark: null,
      changedBy: student.userId,
    });
    await completeAutoMilestone(uow, student.userId, 'applications_submitted');
    return created.admissionApplicationId;
  });
  return (await repo.findForUser(db, student.userId, admissionApplicationId))!;
}

export const listOwn = (db: Db, userId: number) => repo.listForUser(db, userId);

export async function getOwn(db: Db, userId: number, admissionApplicationId: number) {
  const application = await repo.findForUser(db, userId, admissionApplicationId);
  if (!application) throw notFoundApplication();
  return application;
}

export async function search(db: Db, query: StaffApplicationsQuery): Promise<StaffApplicationPage> {
  const { items, total } = await repo.search(db, query);
  return toPage(items, total, query);
}

export async function getDetail(db: Db, admissionApplicationId: number): Promise<StaffApplicationDetail> {
  const application = await repo.findById(db, admissionApplicationId);
  if (!application) throw notFoundApplication();
  return { ...application, history: await repo.listHistory(db, admissionApplicationId) };
}

function decisionMessage(application: StaffApplication, remark: string | null) {
  const { courseName, UniversityModel } = application.CourseModel;
  const outcome =
    application.status === 'Pending'
      ? 'is back under review'
      : `has been ${application.status.toLowerCase()}`;
  const text = `Your application for ${courseName} at ${UniversityModel.universityName} ${outcome}.`;
  return remark ? `${text} Note: ${remark}` : text;
}

/**
 * A staff decision: the new status, its history row, the student's notification and, for an
 * acceptance, the 'Offer Received' milestone, all in one transaction.
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
    if (!current) throw notFoundApplication();
    if (current.status === input.status) {
      const message = `The application is already ${input.status}`;
      throw conflict(message, { status: message });
    }
    await repo.updateStatus(tx, admissionApplicationId, input.status, input.remark);
    await repo.insertHistory(tx, {
      admissionApplicationId,
      fromStatus: current.status,
      toStatus: input.status,
      remark: input.remark,
      changedBy: staff.userId,
    });
    const updated = (await repo.findById(tx, admissionApplicationId))!;
    await notify(uow, {
      userId: current.userId,
      senderId: staff.userId,
      type: 'application.status',
      message: decisionMessage(updated, input.remark),
      link: `/applications/${admissionApplicationId}`,
    });
    if (input.status === 'Accepted') {
      await completeAutoMilestone(uow, current.userId, 'offer_received');
    }
  });
  return getDetail(db, admissionApplicationId);
}
