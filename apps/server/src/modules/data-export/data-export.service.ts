import {
  type AuthUser,
  DATA_EXPORT_HOURS,
  DATA_EXPORTS_PER_DAY,
  type DataExport,
  dataExportEndpoints,
  fillPath,
  DATA_EXPORT_MESSAGES as M,
  type MyDataExport,
  NOTIFICATION_TYPES,
  type StaffDataExport,
} from '@edupath/contract';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError, conflict, notFound, tooManyRequests } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { enqueue, QUEUES } from '../../lib/jobs';
import { isUniqueViolation } from '../../lib/validation';
import { requireStudent } from '../advisor-assignment/index';
import { recordAudit } from '../audit/index';
import { notify } from '../notifications/index';
import { collectStudentData } from './data-export.collect';
import * as repo from './data-export.repository';
import { writeExportZip } from './data-export.zip';

const HOUR_MS = 3_600_000;

/** A ready export whose time has passed reads as expired even before the clean-up deletes it. */
function stateOf(row: repo.ExportRow, now: Date): StaffDataExport {
  const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    exportId: row.exportId,
    status: expired ? 'expired' : row.status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    byteSize: row.byteSize,
    downloadedAt: row.downloadedAt?.toISOString() ?? null,
  };
}

function ownerView(row: repo.ExportRow | undefined, now = new Date()): MyDataExport {
  if (!row) return { latest: null };
  const state = stateOf(row, now);
  const latest: DataExport = {
    ...state,
    downloadPath:
      state.status === 'ready' ? fillPath(dataExportEndpoints.file.path, { exportId: row.exportId }) : null,
  };
  return { latest };
}

export async function myExport(db: DbOrTx, userId: number): Promise<MyDataExport> {
  return ownerView(await repo.latestFor(db, userId));
}

/**
 * "Download my data": queues the job that builds her ZIP, in the same unit of work as the row and
 * the audit entry, so all three exist or none does. One at a time (409), and at most
 * DATA_EXPORTS_PER_DAY a day (429): each one reads all her rows and files.
 */
export async function requestExport(db: Db, events: DomainEventBus, user: AuthUser): Promise<MyDataExport> {
  try {
    const row = await inTransaction(db, events, async (uow) => {
      if (!(await repo.lockStudent(uow.tx, user.userId))) throw notFound('Student');
      const latest = await repo.latestFor(uow.tx, user.userId);
      if (latest?.status === 'preparing') throw conflict(M.alreadyRunning);
      const since = new Date(Date.now() - DATA_EXPORT_HOURS * HOUR_MS);
      if ((await repo.countSince(uow.tx, user.userId, since)) >= DATA_EXPORTS_PER_DAY) {
        throw tooManyRequests(M.tooMany);
      }
      const created = await repo.insertExport(uow.tx, user.userId);
      await enqueue(uow, QUEUES.dataExport, { exportId: created.exportId });
      await recordAudit(uow, user, {
        action: 'data_export.requested',
        entityType: 'data_export',
        entityId: created.exportId,
        after: { userId: user.userId },
      });
      return created;
    });
    return ownerView(row);
  } catch (err) {
    // Two clicks at once: the second meets the first's row in the one-preparing index.
    if (isUniqueViolation(err)) throw conflict(M.alreadyRunning);
    throw err;
  }
}

export type BuildOutcome = 'built' | 'skipped';

/**
 * The job: builds the ZIP of an export still being prepared and marks it ready, with a
 * notification that pushes the news to her open pages. Safe to run again: a try that died midway
 * left pieces, which are deleted first; an export already ready (or expired, or failed) is left
 * alone; marking ready happens once, whichever run gets there.
 */
export async function buildDataExport(
  db: Db,
  events: DomainEventBus,
  exportId: number,
): Promise<BuildOutcome> {
  const row = await repo.findExport(db, exportId);
  if (row?.status !== 'preparing') return 'skipped';
  await repo.deleteParts(db, exportId);
  const exportedAt = new Date();
  const content = await collectStudentData(db, row.userId, exportedAt);
  const byteSize = await writeExportZip(db, { ...content, exportedAt }, (seq, bytes) =>
    repo.insertPart(db, exportId, seq, bytes),
  );
  const ready = await inTransaction(db, events, async (uow) => {
    const marked = await repo.markReady(uow.tx, exportId, byteSize, DATA_EXPORT_HOURS);
    if (!marked) return false;
    await notify(uow, {
      userId: row.userId,
      type: NOTIFICATION_TYPES.dataExportReady,
      message: M.ready,
      link: '/account#your-data',
    });
    return true;
  });
  return ready ? 'built' : 'skipped';
}

/** The job's last try failed: she sees "failed" and may ask again. */
export async function markDataExportFailed(db: Db, exportId: number) {
  await repo.deleteParts(db, exportId);
  await repo.markFailed(db, exportId);
}

/** Scheduled: deletes the files of exports past their time (docs/privacy.md#export). */
export function expireDataExports(db: Db, now = new Date()) {
  return db.transaction((tx) => repo.expireDue(tx, now));
}

/** An admin's view: the state and times of a student's exports, never the file. */
export async function exportsOfStudent(db: DbOrTx, userId: number): Promise<StaffDataExport[]> {
  await requireStudent(db, userId);
  const now = new Date();
  return (await repo.listFor(db, userId)).map((row) => stateOf(row, now));
}

export const gone = (message: string) => new AppError(410, message);

/**
 * Opens her ZIP for download: only the student it belongs to (anyone else, staff included, gets
 * 404, which says nothing about whether it exists); 410 once its time has passed. Each download
 * is recorded in the audit log.
 */
export async function openDownload(db: Db, events: DomainEventBus, user: AuthUser, exportId: number) {
  const row = await repo.findExport(db, exportId);
  if (!row || row.userId !== user.userId || user.role !== 'student') throw notFound('Export');
  const state = stateOf(row, new Date());
  if (state.status === 'expired') throw gone(M.expired);
  if (state.status !== 'ready') throw notFound('Export');
  await inTransaction(db, events, async (uow) => {
    await repo.markDownloaded(uow.tx, exportId);
    await recordAudit(uow, user, {
      action: 'data_export.downloaded',
      entityType: 'data_export',
      entityId: exportId,
    });
  });
  const day = row.requestedAt.toISOString().slice(0, 10);
  return {
    fileName: `edupath-my-data-${day}.zip`,
    byteSize: row.byteSize,
    seqs: await repo.partSeqs(db, exportId),
    readPart: (seq: number) => repo.readPart(db, exportId, seq),
  };
}
