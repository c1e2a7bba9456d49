import type { AuditEntry, AuditQuery, Role } from '@edupath/contract';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema';

const DAY_MS = 86_400_000;

export type AuditFilter = Omit<AuditQuery, 'page' | 'pageSize'>;

function whereOf(filter: AuditFilter): SQL | undefined {
  const filters: SQL[] = [];
  if (filter.actorId) filters.push(eq(auditLog.actorId, filter.actorId));
  if (filter.action) filters.push(eq(auditLog.action, filter.action));
  if (filter.entityType) filters.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) filters.push(eq(auditLog.entityId, filter.entityId));
  if (filter.from) filters.push(gte(auditLog.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to)
    filters.push(lt(auditLog.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS)));
  return filters.length > 0 ? and(...filters) : undefined;
}

function entrySelect(db: DbOrTx) {
  return db
    .select({
      auditId: auditLog.auditId,
      actorId: auditLog.actorId,
      actorName: users.name,
      actorEmail: users.email,
      actorRole: auditLog.actorRole,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.userId, auditLog.actorId));
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entrySelect>['execute']>>[number];

const toEntry = ({ actorId, actorName, actorEmail, createdAt, ...row }: EntryRow): AuditEntry => ({
  ...row,
  actorRole: row.actorRole as Role | null,
  actor:
    actorId === null || actorName === null || actorEmail === null
      ? null
      : { userId: actorId, name: actorName, email: actorEmail },
  createdAt: createdAt.toISOString(),
});

/**
 * Newest first, in the order the entries were written (the identity only grows), which also
 * orders the entries of one transaction (they share its timestamp).
 */
const newestFirst = desc(auditLog.auditId);

export async function listEntries(db: DbOrTx, query: AuditQuery) {
  const where = whereOf(query);
  const [rows, [total]] = await Promise.all([
    entrySelect(db)
      .where(where)
      .orderBy(newestFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(auditLog)
      .where(where),
  ]);
  return { items: rows.map(toEntry), total: total?.n ?? 0 };
}

/**
 * Every matching entry, newest first, a batch at a time. Each batch continues below the last id
 * read (keyset), so entries written during the export neither repeat nor shift it.
 */
export async function* entryBatches(db: DbOrTx, filter: AuditFilter, batchSize = 500) {
  let below: number | null = null;
  for (;;) {
    const rows = await entrySelect(db)
      .where(and(whereOf(filter), below === null ? undefined : lt(auditLog.auditId, below)))
      .orderBy(newestFirst)
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map(toEntry);
    below = rows[rows.length - 1]!.auditId;
    if (rows.length < batchSize) return;
  }
}
