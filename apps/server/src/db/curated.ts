import { type CuratedOrigin, type CuratedResource, curatedCheckedOn, curatedKeyOf } from '@edupath/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { curatedRecords, users } from './schema';

/**
 * The curated records as students see them: the committed file's, with the console's stored edits
 * and additions (docs/money-and-visas.md#curated-records). Read in db/ because the module that
 * edits them and each module that serves them (scholarships, loans, visa routes) need the same
 * answer, and neither may import the other's inner files.
 */

export interface StoredCurated {
  key: string;
  record: unknown;
  version: number;
  updatedBy: { userId: number; name: string };
  updatedAt: Date;
}

export interface ResolvedCurated<T> {
  key: string;
  record: T;
  origin: CuratedOrigin;
  /** 0 while only the file has the record. */
  version: number;
  updatedBy: { userId: number; name: string } | null;
  updatedAt: Date | null;
  /** A stored edit exists but the file was checked later, so the file's record is shown. */
  overtakenByFile: boolean;
}

export async function storedCurated(db: DbOrTx, kind: string): Promise<StoredCurated[]> {
  const rows = await db
    .select({
      key: curatedRecords.key,
      record: curatedRecords.record,
      version: curatedRecords.version,
      userId: users.userId,
      name: users.name,
      updatedAt: curatedRecords.updatedAt,
    })
    .from(curatedRecords)
    .innerJoin(users, eq(users.userId, curatedRecords.updatedBy))
    .where(eq(curatedRecords.kind, kind))
    .orderBy(curatedRecords.key);
  return rows.map(({ userId, name, ...row }) => ({ ...row, updatedBy: { userId, name } }));
}

/**
 * The rule (docs/money-and-visas.md#curated-records): a stored record replaces the file's record
 * of the same key, unless the file's checkedOn is later than the stored one's — someone re-checked
 * the source and committed the file after the edit, so the file is the newer knowledge. A stored
 * record the schema no longer accepts (the schema changed since) is ignored and the file's shown.
 * Records only stored come after the file's, by key.
 */
export function resolveCurated<T>(
  resource: CuratedResource,
  fileRecords: readonly T[],
  stored: readonly StoredCurated[],
): ResolvedCurated<T>[] {
  const byKey = new Map<string, { row: StoredCurated; record: T | null }>();
  for (const row of stored) {
    const parsed = resource.schema.safeParse(row.record);
    byKey.set(row.key, { row, record: parsed.success ? (parsed.data as T) : null });
  }
  const fileKeys = new Set<string>();
  const resolved = fileRecords.map((record): ResolvedCurated<T> => {
    const key = curatedKeyOf(resource, record);
    fileKeys.add(key);
    const edit = byKey.get(key);
    if (!edit) {
      return {
        key,
        record,
        origin: 'file',
        version: 0,
        updatedBy: null,
        updatedAt: null,
        overtakenByFile: false,
      };
    }
    const meta = { version: edit.row.version, updatedBy: edit.row.updatedBy, updatedAt: edit.row.updatedAt };
    const fileLater =
      edit.record !== null && curatedCheckedOn(resource, record) > curatedCheckedOn(resource, edit.record);
    if (edit.record === null || fileLater) {
      return { key, record, origin: 'file', ...meta, overtakenByFile: fileLater };
    }
    return { key, record: edit.record, origin: 'edited', ...meta, overtakenByFile: false };
  });
  for (const [key, edit] of byKey) {
    if (fileKeys.has(key) || edit.record === null) continue;
    resolved.push({
      key,
      record: edit.record,
      origin: 'added',
      version: edit.row.version,
      updatedBy: edit.row.updatedBy,
      updatedAt: edit.row.updatedAt,
      overtakenByFile: false,
    });
  }
  return resolved;
}

/** Every record of a kind as students see it, in the file's order and then the added ones. */
export async function curatedRecordsOf<T>(
  db: DbOrTx,
  resource: CuratedResource,
  fileRecords: readonly T[],
): Promise<ResolvedCurated<T>[]> {
  return resolveCurated(resource, fileRecords, await storedCurated(db, resource.kind));
}

/** Just the records, for the modules that serve them. */
export async function curatedList<T>(
  db: DbOrTx,
  resource: CuratedResource,
  fileRecords: readonly T[],
): Promise<T[]> {
  return (await curatedRecordsOf(db, resource, fileRecords)).map((item) => item.record);
}
