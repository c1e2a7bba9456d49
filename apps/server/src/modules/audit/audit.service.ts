import { isDeepStrictEqual } from 'node:util';
import type { AuditAction, AuthUser } from '@edupath/contract';
import { auditLog } from '../../db/schema';
import type { UnitOfWork } from '../../db/transaction';

export interface AuditRecord {
  action: AuditAction;
  entityType: string;
  entityId: string | number;
  /** The entity before the change (null for a creation); only changed fields are kept. */
  before?: Record<string, unknown> | null;
  /** The entity after the change (null for a deletion); only changed fields are kept. */
  after?: Record<string, unknown> | null;
}

/**
 * Records a staff action in the same unit of work as the change, so the log and the data never
 * disagree: a rolled-back change leaves no entry, and a committed one always has its entry.
 * `actor` is null for what the system does by itself (a payment provider's webhook, a job).
 */
export async function recordAudit(
  uow: UnitOfWork,
  actor: Pick<AuthUser, 'userId' | 'role'> | null,
  record: AuditRecord,
): Promise<void> {
  const { before, after } = changedFields(record.before ?? null, record.after ?? null);
  await uow.tx.insert(auditLog).values({
    actorId: actor?.userId ?? null,
    actorRole: actor?.role ?? null,
    action: record.action,
    entityType: record.entityType,
    entityId: String(record.entityId),
    before,
    after,
  });
}

type Fields = Record<string, unknown> | null;

/**
 * Keeps only the fields that differ between `before` and `after` (both sides, for an update), so
 * an entry reads as "fee 1,200,000 → 1,350,000" rather than two copies of a whole row. A creation
 * or a deletion keeps its whole side. Dates are compared and stored as ISO strings.
 */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const norm = (fields: Fields) =>
    fields &&
    Object.fromEntries(
      Object.entries(fields)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
    );
  const b = norm(before);
  const a = norm(after);
  if (!b || !a) return { before: b, after: a };
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  const changed = [...keys].filter((key) => !isDeepStrictEqual(b[key], a[key]));
  const pick = (fields: Record<string, unknown>) =>
    Object.fromEntries(changed.filter((key) => key in fields).map((key) => [key, fields[key]]));
  return { before: pick(b), after: pick(a) };
}
