import {
  type AuthUser,
  CURATED_MESSAGES,
  CURATED_RESOURCES,
  type CuratedItem,
  type CuratedKind,
  curatedKeyOf,
  curatedSourcePaths,
  todayIso,
  valueAt,
} from '@edupath/contract';
import type { Db, DbOrTx } from '../../db/client';
import { curatedRecordsOf, type ResolvedCurated } from '../../db/curated';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { recordAudit } from '../audit/index';
import * as repo from './curated.repository';
import { CURATED_FILES } from './kinds';

/**
 * The console's edits of curated records (docs/money-and-visas.md#curated-records), one module for
 * every kind: each save carries its source and checked day, names the version it read, and
 * writes its audit entry in the same transaction.
 */

type AnyRecord = Record<string, unknown>;
export interface CuratedEdit {
  record: AnyRecord;
  checkedToday: boolean;
}

const itemOf = (resolved: ResolvedCurated<unknown>): CuratedItem<AnyRecord> => ({
  ...resolved,
  record: resolved.record as AnyRecord,
  updatedAt: resolved.updatedAt?.toISOString() ?? null,
});

const resolvedOf = (db: DbOrTx, kind: CuratedKind) =>
  curatedRecordsOf(db, CURATED_RESOURCES[kind], CURATED_FILES[kind]());

export async function listCurated(db: DbOrTx, kind: CuratedKind): Promise<CuratedItem<AnyRecord>[]> {
  return (await resolvedOf(db, kind)).map(itemOf);
}

export async function oneCurated(
  db: DbOrTx,
  kind: CuratedKind,
  key: string,
): Promise<CuratedItem<AnyRecord>> {
  const found = (await resolvedOf(db, kind)).find((item) => item.key === key);
  if (!found) throw notFound(CURATED_RESOURCES[kind].label);
  return itemOf(found);
}

/** Sets the checked day to today when "checked today" is ticked, and refuses one in the future. */
function withCheck(kind: CuratedKind, edit: CuratedEdit, today: string): AnyRecord {
  const path = curatedSourcePaths(CURATED_RESOURCES[kind]).checkedOn;
  const record = structuredClone(edit.record);
  const parts = path.split('.');
  const holder = parts.slice(0, -1).reduce<AnyRecord>((at, part) => at[part] as AnyRecord, record);
  if (edit.checkedToday) holder[parts.at(-1)!] = today;
  if (String(valueAt(record, path)) > today) {
    throw badRequest(CURATED_MESSAGES.futureCheck, { [`record.${path}`]: CURATED_MESSAGES.futureCheck });
  }
  return record;
}

export async function createCurated(
  db: Db,
  events: DomainEventBus,
  user: AuthUser,
  kind: CuratedKind,
  edit: CuratedEdit,
  today = todayIso(),
): Promise<CuratedItem<AnyRecord>> {
  const resource = CURATED_RESOURCES[kind];
  const record = withCheck(kind, edit, today);
  const key = curatedKeyOf(resource, record);
  const keyError = { [`record.${resource.key}`]: CURATED_MESSAGES.exists };
  if ((await resolvedOf(db, kind)).some((item) => item.key === key))
    throw conflict(CURATED_MESSAGES.exists, keyError);
  await inTransaction(db, events, async (uow) => {
    if (!(await repo.insertStored(uow.tx, { kind, key, record, updatedBy: user.userId }))) {
      throw conflict(CURATED_MESSAGES.exists, keyError);
    }
    await recordAudit(uow, user, {
      action: 'curated.created',
      entityType: kind,
      entityId: key,
      after: record,
    });
  });
  return oneCurated(db, kind, key);
}

export async function updateCurated(
  db: Db,
  events: DomainEventBus,
  user: AuthUser,
  kind: CuratedKind,
  key: string,
  edit: CuratedEdit & { version: number },
  today = todayIso(),
): Promise<CuratedItem<AnyRecord>> {
  const resource = CURATED_RESOURCES[kind];
  const current = (await resolvedOf(db, kind)).find((item) => item.key === key);
  if (!current) throw notFound(resource.label);
  const record = withCheck(kind, edit, today);
  if (curatedKeyOf(resource, record) !== key) {
    throw badRequest(CURATED_MESSAGES.keyChanged, {
      [`record.${resource.key}`]: CURATED_MESSAGES.keyChanged,
    });
  }
  await inTransaction(db, events, async (uow) => {
    const stored = await repo.lockStored(uow.tx, kind, key);
    const version = stored?.version ?? 0;
    if (edit.version !== version) throw conflict(CURATED_MESSAGES.stale, { version: CURATED_MESSAGES.stale });
    if (stored) {
      await repo.updateStored(uow.tx, { kind, key, record, updatedBy: user.userId, version: version + 1 });
    } else if (!(await repo.insertStored(uow.tx, { kind, key, record, updatedBy: user.userId }))) {
      // Another save of the file's record inserted version 1 between our read and this insert.
      throw conflict(CURATED_MESSAGES.stale, { version: CURATED_MESSAGES.stale });
    }
    await recordAudit(uow, user, {
      action: 'curated.updated',
      entityType: kind,
      entityId: key,
      before: current.record as AnyRecord,
      after: record,
    });
  });
  return oneCurated(db, kind, key);
}
