import { type AuthUser, NOTIFICATION_TYPES } from '@edupath/contract';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { forbidden, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { notify } from '../notifications/index';
import * as repo from './chat.repository';

/**
 * Who works on which student. A student's advisor is the advisor of their support chat
 * (docs/console.md): an advisor acts on those students only, an admin on every student. Every
 * staff endpoint asks here, and answers 404 for a student out of scope, so an advisor cannot
 * even learn that another advisor's student exists.
 */

/** The advisor whose students a staff member sees: their own id for an advisor, null (all) for an admin. */
export const advisorScopeOf = (staff: AuthUser): number | null =>
  staff.role === 'admin' ? null : staff.userId;

/**
 * The advisor a list is narrowed to: an admin may ask for any advisor's (or all); an advisor gets
 * their own, and asking for someone else's is 403 (the filter names the other advisor, so no
 * existence leaks).
 */
export function advisorFilterFor(staff: AuthUser, requested: number | undefined): number | undefined {
  if (staff.role === 'admin') return requested;
  if (requested !== undefined && requested !== staff.userId) throw forbidden();
  return staff.userId;
}

export async function assignedAdvisorId(db: DbOrTx, studentId: number): Promise<number | null> {
  return (await repo.findChatOfStudent(db, studentId))?.advisorId ?? null;
}

/** Whether the staff member may act on this user as a student of theirs. */
export async function isStudentInScope(db: DbOrTx, staff: AuthUser, studentId: number): Promise<boolean> {
  if (staff.role === 'admin') return !!(await repo.findStudent(db, studentId));
  if (staff.role !== 'advisor') return false;
  return (await assignedAdvisorId(db, studentId)) === staff.userId;
}

/** 404 `{what} not found` unless the user is a student in the staff member's scope. */
export async function requireStudentInScope(
  db: DbOrTx,
  staff: AuthUser,
  studentId: number,
  what = 'Student',
) {
  if (!(await isStudentInScope(db, staff, studentId))) throw notFound(what);
}

/**
 * An admin moves a student to another active advisor. The support chat moves with them (its
 * history stays), and the new advisor is told. Reassigning to the current advisor changes
 * nothing.
 */
export async function reassignStudent(
  db: Db,
  events: DomainEventBus,
  admin: AuthUser,
  studentId: number,
  advisorId: number,
): Promise<{ changed: boolean }> {
  return inTransaction(db, events, async (uow) => {
    const { tx } = uow;
    const student = await repo.findStudent(tx, studentId);
    if (!student) throw notFound('Student');
    const advisor = await repo.findActiveAdvisor(tx, advisorId);
    if (!advisor) throw notFound('Advisor');
    const existing = await repo.lockChatOfStudent(tx, studentId);
    if (existing?.advisorId === advisorId) return { changed: false };
    if (existing) await repo.setChatAdvisor(tx, existing.chatId, advisorId);
    else {
      // A first GET /chat may be creating the chat at this very moment: then this insert does
      // nothing, and the chat it made is moved like any other.
      await repo.insertChatIfAbsent(tx, studentId, advisorId);
      const created = (await repo.lockChatOfStudent(tx, studentId))!;
      if (created.advisorId !== advisorId) await repo.setChatAdvisor(tx, created.chatId, advisorId);
    }
    await notify(uow, {
      userId: advisorId,
      senderId: admin.userId,
      type: NOTIFICATION_TYPES.studentAssigned,
      message: `${student.name} is now your student.`,
      link: `/admin/students/${studentId}`,
    });
    const advisorIds = existing ? [existing.advisorId, advisorId] : [advisorId];
    uow.publish('staff.countersChanged', { advisorIds });
    return { changed: true };
  });
}
