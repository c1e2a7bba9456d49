import {
  APPLICATION_STATUSES,
  APPLICATION_WAITING_STATUSES,
  type ApplicationStatus,
  type StaffAdvisor,
  type StaffCounters,
  type StaffStudentBrief,
  type StaffStudentRow,
  type StaffStudentsQuery,
} from '@edupath/contract';
import { and, asc, count, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { admissionApplications, chats, communityMembers, messages, users } from '../../db/schema';

/**
 * The console's read models: lists and figures that join students, their chats and their
 * applications in one query each, so a page is one round trip whatever its size. Writes, and
 * reads of one student's details, go through the owning modules.
 *
 * `advisorId` narrows every query to one advisor's students (their support chats); undefined
 * means every student (an admin's view).
 */

const advisor = alias(users, 'advisor');
const a = admissionApplications;

/** LIKE treats % and _ as wildcards; a search for them must find them literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const ofAdvisor = (advisorId: number | undefined) =>
  advisorId === undefined ? undefined : eq(chats.advisorId, advisorId);

/** The student's messages in the chat that its advisor has not read (the partial index serves it). */
const unreadInChat = sql<number>`(
  select count(*)::int from ${messages} m
  where m.chat_id = ${chats.chatId} and m.sender_id = ${chats.studentId} and m.is_read = false
)`;

const hasUnread = sql`exists (
  select 1 from ${messages} m
  where m.chat_id = ${chats.chatId} and m.sender_id = ${chats.studentId} and m.is_read = false
)`;

const studentColumns = {
  userId: users.userId,
  name: users.name,
  email: users.email,
  profileImage: users.profileImage,
  createdAt: users.createdAt,
  lastActiveAt: users.lastActiveAt,
  phone: users.phone,
  location: users.location,
  isActive: users.isActive,
  advisorId: advisor.userId,
  advisorName: advisor.name,
  advisorImage: advisor.profileImage,
  chatId: chats.chatId,
  lastMessageAt: chats.lastMessageAt,
  applicationCount: sql<number>`(select count(*)::int from ${a} where ${a.userId} = ${users.userId})`,
  unreadForAdvisor: sql<number>`case when ${chats.chatId} is null then 0 else ${unreadInChat} end`,
};

/** Students, each with their chat and advisor when they have one. */
function selectStudents(db: DbOrTx) {
  return db
    .select(studentColumns)
    .from(users)
    .leftJoin(chats, eq(chats.studentId, users.userId))
    .leftJoin(advisor, eq(advisor.userId, chats.advisorId));
}

type StudentRecord = Awaited<ReturnType<typeof selectStudents>>[number];

const toBrief = (r: StudentRecord): StaffStudentBrief => ({
  userId: r.userId,
  name: r.name,
  email: r.email,
  profileImage: r.profileImage,
  createdAt: r.createdAt.toISOString(),
  lastActiveAt: r.lastActiveAt.toISOString(),
  advisor:
    r.advisorId === null || r.advisorName === null
      ? null
      : { userId: r.advisorId, name: r.advisorName, profileImage: r.advisorImage },
});

const toRow = (r: StudentRecord): StaffStudentRow => ({
  ...toBrief(r),
  chatId: r.chatId,
  applicationCount: Number(r.applicationCount),
  unreadForAdvisor: Number(r.unreadForAdvisor),
});

const countStudents = (db: DbOrTx, where: SQL | undefined) =>
  db.select({ n: count() }).from(users).leftJoin(chats, eq(chats.studentId, users.userId)).where(where);

const isStudent = eq(users.role, 'student');
const inactiveSince = (cutoff: Date) => lt(users.lastActiveAt, cutoff);

function studentFilters(
  query: Pick<StaffStudentsQuery, 'q' | 'inactive'>,
  advisorId: number | undefined,
  cutoff: Date,
) {
  const filters: Array<SQL | undefined> = [isStudent, ofAdvisor(advisorId)];
  if (query.q) {
    const pattern = `%${likeEscape(query.q)}%`;
    filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  if (query.inactive === true) filters.push(inactiveSince(cutoff));
  if (query.inactive === false) filters.push(sql`${users.lastActiveAt} >= ${cutoff}`);
  return and(...filters);
}

const studentOrder = {
  newest: {
    desc: [desc(users.createdAt), desc(users.userId)],
    asc: [asc(users.createdAt), asc(users.userId)],
  },
  name: { desc: [desc(users.name), desc(users.userId)], asc: [asc(users.name), asc(users.userId)] },
  lastActive: {
    desc: [desc(users.lastActiveAt), desc(users.userId)],
    asc: [asc(users.lastActiveAt), asc(users.userId)],
  },
} as const;

export async function listStudents(
  db: DbOrTx,
  query: StaffStudentsQuery & { order: 'asc' | 'desc' },
  advisorId: number | undefined,
  cutoff: Date,
): Promise<{ items: StaffStudentRow[]; total: number }> {
  const where = studentFilters(query, advisorId, cutoff);
  const [rows, [total]] = await Promise.all([
    selectStudents(db)
      .where(where)
      .orderBy(...studentOrder[query.sort][query.order])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countStudents(db, where),
  ]);
  return { items: rows.map(toRow), total: total?.n ?? 0 };
}

/** One student with their advisor and chat (for the student page), or undefined for a non-student. */
export async function findStudent(db: DbOrTx, userId: number) {
  const [row] = await selectStudents(db).where(and(isStudent, eq(users.userId, userId)));
  if (!row) return undefined;
  return {
    ...toRow(row),
    phone: row.phone,
    location: row.location,
    isActive: row.isActive,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
  };
}

/** The longest inactive students first. */
export async function listInactiveStudents(
  db: DbOrTx,
  advisorId: number | undefined,
  cutoff: Date,
  limit: number,
) {
  const where = and(isStudent, ofAdvisor(advisorId), inactiveSince(cutoff));
  const [rows, [total]] = await Promise.all([
    selectStudents(db).where(where).orderBy(asc(users.lastActiveAt), asc(users.userId)).limit(limit),
    countStudents(db, where),
  ]);
  return { count: total?.n ?? 0, items: rows.map(toBrief) };
}

export async function listNewestStudents(db: DbOrTx, advisorId: number | undefined, limit: number) {
  const rows = await selectStudents(db)
    .where(and(isStudent, ofAdvisor(advisorId)))
    .orderBy(desc(users.createdAt), desc(users.userId))
    .limit(limit);
  return rows.map(toBrief);
}

/** Applications per status, every status present (0 when none), in the workflow's order. */
export async function countApplicationsByStatus(db: DbOrTx, advisorId: number | undefined) {
  const base = db.select({ status: a.status, n: count() }).from(a);
  const rows = await (advisorId === undefined
    ? base.groupBy(a.status)
    : base.innerJoin(chats, eq(chats.studentId, a.userId)).where(ofAdvisor(advisorId)).groupBy(a.status));
  const byStatus = new Map<ApplicationStatus, number>(rows.map((r) => [r.status, r.n]));
  return APPLICATION_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
}

/** The counters this module's tables hold; the documents module counts the documents waiting. */
export async function countCounters(
  db: DbOrTx,
  advisorId: number | undefined,
): Promise<Omit<StaffCounters, 'documentsWaiting'>> {
  const waiting = inArray(a.status, [...APPLICATION_WAITING_STATUSES]);
  const [[unread], [applications]] = await Promise.all([
    db
      .select({ n: count() })
      .from(chats)
      .where(and(ofAdvisor(advisorId), hasUnread)),
    advisorId === undefined
      ? db.select({ n: count() }).from(a).where(waiting)
      : db
          .select({ n: count() })
          .from(a)
          .innerJoin(chats, eq(chats.studentId, a.userId))
          .where(and(waiting, ofAdvisor(advisorId))),
  ]);
  return { unreadChats: unread?.n ?? 0, applicationsWaiting: applications?.n ?? 0 };
}

/** Every advisor (active first, then by name) with their students and unread chats. */
export async function listAdvisors(db: DbOrTx): Promise<StaffAdvisor[]> {
  const load = db
    .select({
      advisorId: chats.advisorId,
      students: count().as('students'),
      unread: sql<number>`count(*) filter (where ${hasUnread})::int`.as('unread'),
    })
    .from(chats)
    .groupBy(chats.advisorId)
    .as('load');
  const rows = await db
    .select({
      userId: users.userId,
      name: users.name,
      email: users.email,
      profileImage: users.profileImage,
      isActive: users.isActive,
      studentCount: sql<number>`coalesce(${load.students}, 0)::int`,
      unreadChats: sql<number>`coalesce(${load.unread}, 0)::int`,
    })
    .from(users)
    .leftJoin(load, eq(load.advisorId, users.userId))
    .where(eq(users.role, 'advisor'))
    .orderBy(desc(users.isActive), asc(users.name), asc(users.userId));
  return rows.map((r) => ({
    ...r,
    studentCount: Number(r.studentCount),
    unreadChats: Number(r.unreadChats),
  }));
}

export async function studentIdsOfAdvisor(db: DbOrTx, advisorId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: chats.studentId })
    .from(chats)
    .where(eq(chats.advisorId, advisorId))
    .orderBy(asc(chats.studentId));
  return rows.map((r) => r.userId);
}

export async function activeMemberIds(db: DbOrTx, communityId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: communityMembers.userId })
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.isActive, true)))
    .orderBy(asc(communityMembers.userId));
  return rows.map((r) => r.userId);
}

export async function advisorExists(db: DbOrTx, advisorId: number) {
  const [row] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(and(eq(users.userId, advisorId), eq(users.role, 'advisor')));
  return !!row;
}
