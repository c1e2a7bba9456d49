import {
  type AuthUser,
  CONSOLE_MESSAGES,
  DASHBOARD_LIST_SIZE,
  INACTIVE_AFTER_DAYS,
  NOTIFICATION_TYPES,
  type NotifyAudience,
  STAFF_STUDENT_SORT_DEFAULT_ORDER,
  type StaffCounters,
  type StaffDashboard,
  type StaffStudentDetail,
  type StaffStudentPage,
  type StaffStudentsQuery,
  toPage,
} from '@edupath/contract';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { forbidden, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { advisorFilterFor, advisorScopeOf, requireStudentInScope } from '../advisor-assignment/index';
import { listForStudent } from '../applications/index';
import { recordAudit } from '../audit/index';
import { requireCommunity } from '../communities/index';
import { countDocumentsWaiting } from '../documents/index';
import { notify } from '../notifications/index';
import { getStudentProfile } from '../profile/index';
import { studentTimeline } from '../timeline/index';
import * as repo from './console.repository';

const DAY_MS = 86_400_000;

/** Students whose last activity is before this moment count as inactive. */
export const inactiveCutoff = (now = Date.now()) => new Date(now - INACTIVE_AFTER_DAYS * DAY_MS);

const scopeOf = (staff: AuthUser) => advisorScopeOf(staff) ?? undefined;

export async function listStudents(
  db: Db,
  staff: AuthUser,
  query: StaffStudentsQuery,
): Promise<StaffStudentPage> {
  const advisorId = advisorFilterFor(staff, query.advisorId);
  const order = query.order ?? STAFF_STUDENT_SORT_DEFAULT_ORDER[query.sort];
  const { items, total } = await repo.listStudents(db, { ...query, order }, advisorId, inactiveCutoff());
  return toPage(items, total, query);
}

/** The student page: who they are, their whole profile, applications and milestones. */
export async function getStudent(db: Db, staff: AuthUser, userId: number): Promise<StaffStudentDetail> {
  await requireStudentInScope(db, staff, userId);
  const [student, profile, applications, milestones] = await Promise.all([
    repo.findStudent(db, userId),
    getStudentProfile(db, userId),
    listForStudent(db, userId),
    studentTimeline(db, userId),
  ]);
  if (!student) throw notFound('Student');
  return { student, profile, applications, milestones };
}

/** The header's figures of one advisor's students, or of every student (undefined). */
async function countersOf(db: Db, advisorId: number | undefined): Promise<StaffCounters> {
  const [figures, documentsWaiting] = await Promise.all([
    repo.countCounters(db, advisorId),
    countDocumentsWaiting(db, advisorId ?? null),
  ]);
  return { ...figures, documentsWaiting };
}

export const counters = (db: Db, staff: AuthUser): Promise<StaffCounters> => countersOf(db, scopeOf(staff));

/** The counters of one advisor's students (a number) or of every student (null), for live pushes. */
export const countersFor = (db: Db, advisorId: number | null): Promise<StaffCounters> =>
  countersOf(db, advisorId ?? undefined);

export async function dashboard(db: Db, staff: AuthUser): Promise<StaffDashboard> {
  const advisorId = scopeOf(staff);
  const [figures, applicationsByStatus, inactiveStudents, newestStudents] = await Promise.all([
    countersOf(db, advisorId),
    repo.countApplicationsByStatus(db, advisorId),
    repo.listInactiveStudents(db, advisorId, inactiveCutoff(), DASHBOARD_LIST_SIZE),
    repo.listNewestStudents(db, advisorId, DASHBOARD_LIST_SIZE),
  ]);
  return { ...figures, applicationsByStatus, inactiveStudents, newestStudents };
}

export const listAdvisors = (db: Db) => repo.listAdvisors(db);

/**
 * Who an audience reaches, within the sender's scope: an advisor may write to one of their
 * students or to all of them; a whole community is an admin's audience.
 */
async function recipientsOf(db: Db, staff: AuthUser, audience: NotifyAudience): Promise<number[]> {
  switch (audience.kind) {
    case 'student':
      await requireStudentInScope(db, staff, audience.userId);
      return [audience.userId];
    case 'advisorStudents': {
      const advisorId = advisorFilterFor(staff, audience.advisorId)!;
      if (!(await repo.advisorExists(db, advisorId))) throw notFound('Advisor');
      return repo.studentIdsOfAdvisor(db, advisorId);
    }
    case 'community':
      if (staff.role !== 'admin') throw forbidden(CONSOLE_MESSAGES.communityForAdmins);
      await requireCommunity(db, audience.communityId);
      return repo.activeMemberIds(db, audience.communityId);
  }
}

const audienceKey = (audience: NotifyAudience) => {
  switch (audience.kind) {
    case 'student':
      return `student:${audience.userId}`;
    case 'advisorStudents':
      return `advisor:${audience.advisorId ?? 'own'}`;
    case 'community':
      return `community:${audience.communityId}`;
  }
};

/** A staff notification: one row per recipient in one transaction, each pushed live after it commits. */
export async function sendNotification(
  db: Db,
  events: DomainEventBus,
  staff: AuthUser,
  input: { audience: NotifyAudience; message: string; link?: string | null },
): Promise<{ sent: number }> {
  const recipients = await recipientsOf(db, staff, input.audience);
  await inTransaction(db, events, async (uow) => {
    await recordAudit(uow, staff, {
      action: 'notification.sent',
      entityType: 'audience',
      entityId: audienceKey(input.audience),
      after: { message: input.message, link: input.link ?? null, recipients: recipients.length },
    });
    for (const userId of recipients) {
      await notify(uow, {
        userId,
        senderId: staff.userId,
        type: NOTIFICATION_TYPES.broadcast,
        message: input.message,
        link: input.link ?? null,
      });
    }
  });
  return { sent: recipients.length };
}
