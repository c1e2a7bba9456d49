import {
  type AuthUser,
  NOTIFICATION_TYPES,
  STAFF_ACCOUNT_MESSAGES,
  type StudentHandover,
} from '@edupath/contract';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction, type UnitOfWork } from '../../db/transaction';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { recordAudit } from '../audit/index';
import { notify } from '../notifications/index';
import * as repo from './advisor-assignment.repository';

/**
 * Who works on which student. A student's advisor is the advisor of their support chat
 * (docs/console.md#roles-and-scope): an advisor acts on those students only, an admin on every
 * student. Every staff endpoint asks here, and answers 404 for a student out of scope, so an
 * advisor cannot even learn that another advisor's student exists. The chat module uses the
 * assignment too (it creates the chat through `ensureAdvisorAssigned`), but the modules that
 * only ask who advises whom need not depend on chat.
 */

/**
 * Gives a student an advisor if they have none: their support chat, created with the ready
 * advisor who has the fewest chats (docs/chat.md#who-talks-to-whom). Concurrent first requests
 * are safe: the unique student_id lets one insert win and the other reads the winner's row. Null
 * when no advisor is ready yet. Sign-up calls it, so a student has an advisor from the start
 * whenever one is ready; GET /chat calls it again for a student who signed up while none was.
 */
export async function ensureAdvisorAssigned(db: DbOrTx, studentId: number): Promise<number | null> {
  const existing = await repo.findChatOfStudent(db, studentId);
  if (existing) return existing.advisorId;
  const advisorId = await repo.leastLoadedAdvisor(db);
  if (advisorId === null) return null;
  await repo.insertChatIfAbsent(db, studentId, advisorId);
  return (await repo.findChatOfStudent(db, studentId))?.advisorId ?? null;
}

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

/** 404 `Student not found` unless the user is a student: an admin's views, whoever her advisor. */
export async function requireStudent(db: DbOrTx, userId: number) {
  if (!(await repo.findStudent(db, userId))) throw notFound('Student');
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

/** Moves one student's chat to another advisor: the audit entry and the new advisor's notification. */
async function moveStudent(
  uow: UnitOfWork,
  admin: AuthUser,
  move: { chatId: number; studentId: number; studentName: string; from: number | null; to: number },
) {
  await repo.setChatAdvisor(uow.tx, move.chatId, move.to);
  await recordAudit(uow, admin, {
    action: 'student.advisor_changed',
    entityType: 'student',
    entityId: move.studentId,
    before: { advisorId: move.from },
    after: { advisorId: move.to },
  });
  await notify(uow, {
    userId: move.to,
    senderId: admin.userId,
    type: NOTIFICATION_TYPES.studentAssigned,
    message: `${move.studentName} is now your student.`,
    link: `/admin/students/${move.studentId}`,
  });
}

/**
 * Hands every student of an advisor who stops advising (deactivated, or made an admin) to
 * another active advisor, in the caller's unit of work (docs/console.md, "Staff accounts"): to the
 * one the admin chose, or spread over all the others, each student going to whoever holds the
 * fewest at that moment (ties: the longest-standing account). Returns how many moved; an advisor
 * without students needs no handover.
 */
export async function handOverStudents(
  uow: UnitOfWork,
  admin: AuthUser,
  fromAdvisorId: number,
  handover: StudentHandover | undefined,
): Promise<number> {
  const held = await repo.lockChatsOfAdvisor(uow.tx, fromAdvisorId);
  if (held.length === 0) return 0;
  const M = STAFF_ACCOUNT_MESSAGES;
  if (!handover) throw conflict(M.studentsNeedAdvisor, { students: M.studentsNeedAdvisor });
  let pick: () => number;
  if (handover.mode === 'advisor') {
    const target =
      handover.advisorId !== fromAdvisorId && (await repo.findActiveAdvisor(uow.tx, handover.advisorId));
    if (!target) throw notFound('Advisor');
    pick = () => target.userId;
  } else {
    const loads = await repo.activeAdvisorLoads(uow.tx, fromAdvisorId);
    if (loads.length === 0) throw conflict(M.noAdvisorLeft, { students: M.noAdvisorLeft });
    pick = () => {
      const least = loads.reduce((a, b) => (b.students < a.students ? b : a));
      least.students += 1;
      return least.userId;
    };
  }
  const receivers = new Set<number>();
  for (const chat of held) {
    const to = pick();
    receivers.add(to);
    await moveStudent(uow, admin, { ...chat, from: fromAdvisorId, to });
  }
  uow.publish('staff.countersChanged', { advisorIds: [fromAdvisorId, ...receivers] });
  return held.length;
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
    let chat = existing;
    if (!chat) {
      // A first GET /chat may be creating the chat at this very moment: then this insert does
      // nothing, and the chat it made is moved like any other.
      await repo.insertChatIfAbsent(tx, studentId, advisorId);
      chat = (await repo.lockChatOfStudent(tx, studentId))!;
    }
    await moveStudent(uow, admin, {
      chatId: chat.chatId,
      studentId,
      studentName: student.name,
      from: existing?.advisorId ?? null,
      to: advisorId,
    });
    const advisorIds = existing ? [existing.advisorId, advisorId] : [advisorId];
    uow.publish('staff.countersChanged', { advisorIds });
    return { changed: true };
  });
}
