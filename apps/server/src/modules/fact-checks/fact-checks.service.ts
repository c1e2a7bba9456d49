import {
  type AuthUser,
  FACT_KINDS_NOT_MARKABLE,
  type FactCheckMark,
  type FactCheckQueue,
  isFactOutOfDate,
  type MarkFactChecked,
  type StaleFact,
} from '@edupath/contract';
import type { Db, DbOrTx } from '../../db/client';
import { recordedChecks } from '../../db/fact-checks';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { recordAudit } from '../audit/index';
import * as repo from './fact-checks.repository';
import { staleFactSources } from './registry';

const key = (kind: string, id: string) => `${kind}\u0000${id}`;

/** Every registered source's stale records, oldest check first (docs/money-and-visas.md#freshness). */
export async function factCheckQueue(
  db: DbOrTx,
  today: string,
  sources = staleFactSources,
): Promise<FactCheckQueue> {
  const items = (await Promise.all(sources.map((source) => source(db, today))))
    .flat()
    .sort(
      (a, b) =>
        a.checkedOn.localeCompare(b.checkedOn) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id),
    );
  return { today, items };
}

/**
 * The queue less the records staff have marked checked since (and within 12 months): the file
 * still carries its older date until someone edits it, the mark is what counts meanwhile.
 */
export async function openFactCheckQueue(db: DbOrTx, today: string): Promise<FactCheckQueue> {
  const queue = await factCheckQueue(db, today);
  const marks = new Map((await recordedChecks(db)).map((c) => [key(c.kind, c.factId), c.checkedOn]));
  const open = (item: StaleFact) => {
    const marked = marks.get(key(item.kind, item.id));
    return !marked || marked <= item.checkedOn || isFactOutOfDate(marked, today);
  };
  return { today, items: queue.items.filter(open) };
}

/** Staff compared a queued record with its source today: recorded with who, when, and an audit entry. */
export async function markChecked(
  db: Db,
  events: DomainEventBus,
  user: AuthUser,
  body: MarkFactChecked,
  today: string,
): Promise<FactCheckMark> {
  if ((FACT_KINDS_NOT_MARKABLE as readonly string[]).includes(body.kind)) {
    throw conflict(
      'Reference rates are refreshed from their source, not marked checked: run npm run refresh-rates (README, "Refreshing the reference data").',
    );
  }
  const queued = (await openFactCheckQueue(db, today)).items.find(
    (item) => item.kind === body.kind && item.id === body.id,
  );
  if (!queued) throw notFound('Record in the re-check queue');
  await inTransaction(db, events, async (uow) => {
    await repo.upsertCheck(uow.tx, {
      kind: body.kind,
      factId: body.id,
      checkedOn: today,
      checkedBy: user.userId,
    });
    await recordAudit(uow, user, {
      action: 'fact.checked',
      entityType: body.kind,
      entityId: body.id,
      before: { checkedOn: queued.checkedOn },
      after: { checkedOn: today },
    });
  });
  return {
    kind: body.kind,
    id: body.id,
    checkedOn: today,
    checkedBy: { userId: user.userId, name: await repo.userName(db, user.userId) },
  };
}
