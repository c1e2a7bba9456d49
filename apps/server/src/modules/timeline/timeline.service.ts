import {
  type AuthUser,
  type MilestoneInput,
  type MilestoneStatusChoice,
  NOTIFICATION_TYPES,
  type SetMilestoneStatusInput,
  STAFF_ROLES,
} from '@edupath/contract';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction, type UnitOfWork } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { isStudentInScope, requireStudentInScope } from '../advisor-assignment/index';
import { recordAudit } from '../audit/index';
import { notify } from '../notifications/index';
import * as repo from './timeline.repository';

/** Milestones the server advances by itself (milestones.auto_key); advisors set the others. */
export const AUTO_MILESTONE_KEYS = [
  'profile_completed',
  'shortlisting',
  'test_preparation',
  'applications_submitted',
  'offer_received',
] as const;
export type AutoMilestoneKey = (typeof AUTO_MILESTONE_KEYS)[number];

const TIMELINE_LINK = '/timeline';

function statusMessage(title: string, status: MilestoneStatusChoice, remark: string | null) {
  const text =
    status === 'Complete'
      ? `Milestone completed: ${title}.`
      : status === 'Active'
        ? `Your milestone '${title}' is now in progress.`
        : `Your milestone '${title}' is upcoming again.`;
  return remark ? `${text} Note: ${remark}` : text;
}

export const listMilestones = (db: Db) => repo.listMilestones(db);

/**
 * A student reads their own statuses; staff read those of the students in their scope (an
 * advisor: their own students; an admin: every student). Anyone else's -> 404.
 */
export async function listStatusesFor(db: Db, viewer: AuthUser, userId: number) {
  if (viewer.userId !== userId) {
    const mayRead = STAFF_ROLES.includes(viewer.role) && (await isStudentInScope(db, viewer, userId));
    if (!mayRead) throw notFound('Student');
  }
  return repo.listStatuses(db, userId);
}

/** The fields of a milestone an audit entry keeps. */
const auditedFields = (m: { title: string; remark: string | null; order: number }) => ({
  title: m.title,
  remark: m.remark,
  order: m.order,
});

/** Admins edit the milestone list; each change is audited in its own transaction (docs/console.md). */
export async function createMilestone(
  db: Db,
  events: DomainEventBus,
  admin: AuthUser,
  input: MilestoneInput & { remark: string | null },
) {
  return inTransaction(db, events, async (uow) => {
    const milestone = await repo.insertMilestone(uow.tx, input);
    await recordAudit(uow, admin, {
      action: 'milestone.created',
      entityType: 'milestone',
      entityId: milestone.milestoneId,
      after: auditedFields(milestone),
    });
    return milestone;
  });
}

export async function updateMilestone(
  db: Db,
  events: DomainEventBus,
  admin: AuthUser,
  milestoneId: number,
  input: MilestoneInput & { remark: string | null },
) {
  return inTransaction(db, events, async (uow) => {
    const before = await repo.findMilestone(uow.tx, milestoneId);
    const milestone = before && (await repo.updateMilestone(uow.tx, milestoneId, input));
    if (!before || !milestone) throw notFound('Milestone');
    await recordAudit(uow, admin, {
      action: 'milestone.updated',
      entityType: 'milestone',
      entityId: milestoneId,
      before: auditedFields(before),
      after: auditedFields(milestone),
    });
    return milestone;
  });
}

export async function deleteMilestone(db: Db, events: DomainEventBus, admin: AuthUser, milestoneId: number) {
  await inTransaction(db, events, async (uow) => {
    const before = await repo.findMilestone(uow.tx, milestoneId);
    if (!before || !(await repo.deleteMilestone(uow.tx, milestoneId))) throw notFound('Milestone');
    await recordAudit(uow, admin, {
      action: 'milestone.deleted',
      entityType: 'milestone',
      entityId: milestoneId,
      before: auditedFields(before),
    });
  });
}

/**
 * Staff set (or clear, with 'Upcoming') the milestone of a student in their scope; a change
 * notifies the student, with the note when there is one.
 */
export async function setStatus(
  db: Db,
  events: DomainEventBus,
  staff: AuthUser,
  userId: number,
  input: SetMilestoneStatusInput & { remark: string | null },
): Promise<{ changed: boolean }> {
  return inTransaction(db, events, async (uow) => {
    const { tx } = uow;
    await requireStudentInScope(tx, staff, userId);
    const milestone = await repo.findMilestone(tx, input.milestoneId);
    if (!milestone) throw notFound('Milestone');
    const changed =
      input.status === 'Upcoming'
        ? await repo.deleteStatus(tx, userId, milestone.milestoneId)
        : await repo.upsertStatus(tx, {
            userId,
            milestoneId: milestone.milestoneId,
            status: input.status,
            remark: input.remark,
            updatedBy: staff.userId,
          });
    if (changed) {
      await recordAudit(uow, staff, {
        action: 'milestone.status_changed',
        entityType: 'student',
        entityId: userId,
        before: null,
        after: { milestone: milestone.title, status: input.status, remark: input.remark },
      });
      await notify(uow, {
        userId,
        senderId: staff.userId,
        type: NOTIFICATION_TYPES.milestoneStatus,
        message: statusMessage(milestone.title, input.status, input.remark),
        link: TIMELINE_LINK,
      });
    }
    return { changed };
  });
}

/**
 * Completes the milestone behind `key` for a student inside the caller's unit of work, and
 * notifies them, unless it is already Complete (or no milestone carries that key any more).
 */
export async function completeAutoMilestone(
  uow: UnitOfWork,
  userId: number,
  key: AutoMilestoneKey,
): Promise<boolean> {
  const milestone = await repo.findAutoMilestone(uow.tx, key);
  if (!milestone) return false;
  if (!(await repo.completeIfNotComplete(uow.tx, userId, milestone.milestoneId))) return false;
  await notify(uow, {
    userId,
    type: NOTIFICATION_TYPES.milestoneStatus,
    message: statusMessage(milestone.title, 'Complete', null),
    link: TIMELINE_LINK,
  });
  return true;
}

/** Reacts to 'profile.changed': completes 'Profile Completed' the first time the profile is complete. */
export async function completeProfileIfReady(db: Db, events: DomainEventBus, userId: number) {
  return inTransaction(db, events, async (uow) => {
    if (!(await repo.hasCompleteProfile(uow.tx, userId))) return false;
    return completeAutoMilestone(uow, userId, 'profile_completed');
  });
}

/** Reacts to 'profile.changed' too: completes 'Test Preparation' once a test score is entered. */
export async function completeTestPreparationIfReady(db: Db, events: DomainEventBus, userId: number) {
  return inTransaction(db, events, async (uow) => {
    if (!(await repo.hasTestScore(uow.tx, userId))) return false;
    return completeAutoMilestone(uow, userId, 'test_preparation');
  });
}

/** Reacts to 'shortlist.changed': completes 'Shortlisting' once a course is on the shortlist. */
export async function completeShortlistingIfReady(db: Db, events: DomainEventBus, userId: number) {
  return inTransaction(db, events, async (uow) => {
    if (!(await repo.hasShortlisted(uow.tx, userId))) return false;
    return completeAutoMilestone(uow, userId, 'shortlisting');
  });
}

/**
 * Every milestone in order with the student's state on it (Upcoming where they have none), as
 * the student's /timeline shows it; for the console's student page.
 */
export async function studentTimeline(db: DbOrTx, userId: number) {
  const [list, statuses] = await Promise.all([repo.listMilestones(db), repo.listStatuses(db, userId)]);
  const byMilestone = new Map(statuses.map((s) => [s.milestoneId, s]));
  return list.map((milestone) => {
    const state = byMilestone.get(milestone.milestoneId);
    return {
      ...milestone,
      status: (state?.status ?? 'Upcoming') as MilestoneStatusChoice,
      note: state?.remark ?? null,
      updatedAt: state?.updatedAt ?? null,
    };
  });
}
