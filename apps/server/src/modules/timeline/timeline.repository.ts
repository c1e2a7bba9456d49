import type { Milestone, MilestoneStatus, MilestoneStatusItem } from '@edupath/contract';
import { and, asc, eq, exists, ne, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  colleges,
  milestoneStatuses,
  milestones,
  profiles,
  schools,
  shortlistItems,
  testScores,
  users,
} from '../../db/schema';

const milestoneColumns = {
  milestoneId: milestones.milestoneId,
  title: milestones.title,
  remark: milestones.remark,
  order: milestones.order,
};

export const listMilestones = (db: DbOrTx): Promise<Milestone[]> =>
  db.select(milestoneColumns).from(milestones).orderBy(asc(milestones.order), asc(milestones.milestoneId));

export async function findMilestone(db: DbOrTx, milestoneId: number): Promise<Milestone | undefined> {
  const [row] = await db
    .select(milestoneColumns)
    .from(milestones)
    .where(eq(milestones.milestoneId, milestoneId));
  return row;
}

/** The first milestone (by order) that the server advances for this key, if an admin kept one. */
export async function findAutoMilestone(db: DbOrTx, autoKey: string): Promise<Milestone | undefined> {
  const [row] = await db
    .select(milestoneColumns)
    .from(milestones)
    .where(eq(milestones.autoKey, autoKey))
    .orderBy(asc(milestones.order), asc(milestones.milestoneId))
    .limit(1);
  return row;
}

export async function insertMilestone(
  db: DbOrTx,
  values: { title: string; remark: string | null; order: number },
): Promise<Milestone> {
  const [row] = await db.insert(milestones).values(values).returning(milestoneColumns);
  return row!;
}

export async function updateMilestone(
  db: DbOrTx,
  milestoneId: number,
  values: { title: string; remark: string | null; order: number },
): Promise<Milestone | undefined> {
  const [row] = await db
    .update(milestones)
    .set(values)
    .where(eq(milestones.milestoneId, milestoneId))
    .returning(milestoneColumns);
  return row;
}

export async function deleteMilestone(db: DbOrTx, milestoneId: number): Promise<boolean> {
  const rows = await db
    .delete(milestones)
    .where(eq(milestones.milestoneId, milestoneId))
    .returning({ id: milestones.milestoneId });
  return rows.length > 0;
}

export async function listStatuses(db: DbOrTx, userId: number): Promise<MilestoneStatusItem[]> {
  const rows = await db
    .select({
      milestoneId: milestoneStatuses.milestoneId,
      status: milestoneStatuses.status,
      remark: milestoneStatuses.remark,
      updatedAt: milestoneStatuses.updatedAt,
    })
    .from(milestoneStatuses)
    .innerJoin(milestones, eq(milestones.milestoneId, milestoneStatuses.milestoneId))
    .where(eq(milestoneStatuses.userId, userId))
    .orderBy(asc(milestones.order), asc(milestones.milestoneId));
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

/**
 * Sets a status in one statement (safe against a concurrent writer) and reports whether
 * anything changed, so an unchanged status sends no notification.
 */
export async function upsertStatus(
  db: DbOrTx,
  values: {
    userId: number;
    milestoneId: number;
    status: MilestoneStatus;
    remark: string | null;
    updatedBy: number | null;
  },
): Promise<boolean> {
  const rows = await db
    .insert(milestoneStatuses)
    .values(values)
    .onConflictDoUpdate({
      target: [milestoneStatuses.userId, milestoneStatuses.milestoneId],
      set: {
        status: values.status,
        remark: values.remark,
        updatedBy: values.updatedBy,
        updatedAt: new Date(),
      },
      setWhere: or(
        sql`${milestoneStatuses.status} is distinct from ${values.status}`,
        sql`${milestoneStatuses.remark} is distinct from ${values.remark}`,
      ),
    })
    .returning({ id: milestoneStatuses.milestoneStatusId });
  return rows.length > 0;
}

/** Marks a milestone Complete unless it already is; true when this call completed it. */
export async function completeIfNotComplete(
  db: DbOrTx,
  userId: number,
  milestoneId: number,
): Promise<boolean> {
  const rows = await db
    .insert(milestoneStatuses)
    .values({ userId, milestoneId, status: 'Complete' })
    .onConflictDoUpdate({
      target: [milestoneStatuses.userId, milestoneStatuses.milestoneId],
      set: { status: 'Complete', updatedBy: null, updatedAt: new Date() },
      setWhere: ne(milestoneStatuses.status, 'Complete'),
    })
    .returning({ id: milestoneStatuses.milestoneStatusId });
  return rows.length > 0;
}

export async function deleteStatus(db: DbOrTx, userId: number, milestoneId: number): Promise<boolean> {
  const rows = await db
    .delete(milestoneStatuses)
    .where(and(eq(milestoneStatuses.userId, userId), eq(milestoneStatuses.milestoneId, milestoneId)))
    .returning({ id: milestoneStatuses.milestoneStatusId });
  return rows.length > 0;
}

/**
 * Complete means basic details, a school or college entry and a test score; work experience is not
 * needed (docs/applications-and-timeline.md, "Automatic milestones").
 */
export async function hasCompleteProfile(db: DbOrTx, userId: number): Promise<boolean> {
  const any = (table: PgTable, owner: PgColumn) =>
    exists(db.select({ one: sql`1` }).from(table).where(eq(owner, userId)));
  const [row] = await db
    .select({
      complete: sql<boolean>`${any(profiles, profiles.userId)}
        and (${any(schools, schools.userId)} or ${any(colleges, colleges.userId)})
        and ${any(testScores, testScores.userId)}`,
    })
    .from(users)
    .where(eq(users.userId, userId));
  return row?.complete === true;
}

/** Whether the student has at least one row in `table` (a test score, a shortlisted course). */
async function hasAny(db: DbOrTx, table: PgTable, owner: PgColumn, userId: number): Promise<boolean> {
  const [row] = await db.select({ one: sql`1` }).from(table).where(eq(owner, userId)).limit(1);
  return row !== undefined;
}

/** 'Test Preparation' is reached once a test score is in (docs/applications-and-timeline.md). */
export const hasTestScore = (db: DbOrTx, userId: number) => hasAny(db, testScores, testScores.userId, userId);

/** 'Shortlisting' is reached once a course is on the shortlist (docs/applications-and-timeline.md). */
export const hasShortlisted = (db: DbOrTx, userId: number) =>
  hasAny(db, shortlistItems, shortlistItems.userId, userId);
