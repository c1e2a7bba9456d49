import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dataExportParts, dataExports, users } from '../../db/schema';

const exportColumns = {
  exportId: dataExports.exportId,
  userId: dataExports.userId,
  status: dataExports.status,
  requestedAt: dataExports.requestedAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
  byteSize: dataExports.byteSize,
  downloadedAt: dataExports.downloadedAt,
};
export type ExportRow = Awaited<ReturnType<typeof findExport>> & {};

export async function findExport(db: DbOrTx, exportId: number) {
  const [row] = await db.select(exportColumns).from(dataExports).where(eq(dataExports.exportId, exportId));
  return row;
}

export async function latestFor(db: DbOrTx, userId: number) {
  const [row] = await db
    .select(exportColumns)
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.exportId))
    .limit(1);
  return row;
}

export function listFor(db: DbOrTx, userId: number) {
  return db
    .select(exportColumns)
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.exportId));
}

/** Locks the student's row, so two requests at once are answered one after the other. */
export async function lockStudent(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(and(eq(users.userId, userId), eq(users.role, 'student')))
    .for('update');
  return row;
}

export async function countSince(db: DbOrTx, userId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), gte(dataExports.requestedAt, since)));
  return row?.n ?? 0;
}

export async function insertExport(db: DbOrTx, userId: number) {
  const [row] = await db.insert(dataExports).values({ userId }).returning(exportColumns);
  return row!;
}

/** Forgets the pieces of an earlier try, so a job run again starts from an empty file. */
export async function deleteParts(db: DbOrTx, exportId: number) {
  await db.delete(dataExportParts).where(eq(dataExportParts.exportId, exportId));
}

export async function insertPart(db: DbOrTx, exportId: number, seq: number, data: Buffer) {
  await db.insert(dataExportParts).values({ exportId, seq, data });
}

/** Marks a prepared export ready; false when it was no longer being prepared (done by another run). */
export async function markReady(db: DbOrTx, exportId: number, byteSize: number, hours: number) {
  const rows = await db
    .update(dataExports)
    .set({
      status: 'ready',
      readyAt: sql`now()`,
      expiresAt: sql`now() + make_interval(hours => ${hours})`,
      byteSize,
    })
    .where(and(eq(dataExports.exportId, exportId), eq(dataExports.status, 'preparing')))
    .returning(exportColumns);
  return rows[0];
}

export async function markFailed(db: DbOrTx, exportId: number) {
  await db
    .update(dataExports)
    .set({ status: 'failed' })
    .where(and(eq(dataExports.exportId, exportId), eq(dataExports.status, 'preparing')));
}

export async function markDownloaded(db: DbOrTx, exportId: number) {
  await db.update(dataExports).set({ downloadedAt: sql`now()` }).where(eq(dataExports.exportId, exportId));
}

/** Ready exports past their time: marked expired, their file deleted. Answers how many. */
export async function expireDue(db: DbOrTx, now: Date) {
  const due = await db
    .update(dataExports)
    .set({ status: 'expired' })
    .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now)))
    .returning({ exportId: dataExports.exportId });
  const ids = due.map((row) => row.exportId);
  if (ids.length) await db.delete(dataExportParts).where(inArray(dataExportParts.exportId, ids));
  return ids.length;
}

export async function partSeqs(db: DbOrTx, exportId: number) {
  const rows = await db
    .select({ seq: dataExportParts.seq })
    .from(dataExportParts)
    .where(eq(dataExportParts.exportId, exportId))
    .orderBy(asc(dataExportParts.seq));
  return rows.map((row) => row.seq);
}

export async function readPart(db: DbOrTx, exportId: number, seq: number) {
  const [row] = await db
    .select({ data: dataExportParts.data })
    .from(dataExportParts)
    .where(and(eq(dataExportParts.exportId, exportId), eq(dataExportParts.seq, seq)));
  return row?.data ?? null;
}
