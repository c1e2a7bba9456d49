import { type AuthUser, toPage } from '@edupath/contract';
import {
  COURSE_FACT_GROUPS,
  type FactProvenance,
  sourceNameOf,
  UNIVERSITY_FACT_GROUPS,
  type VerificationCounts,
  type VerificationItem,
  type VerificationPage,
  type VerificationState,
  type verificationCheckSchema,
} from '@edupath/contract/provenance';
import { FACT_FRESH_MONTHS } from '@edupath/contract/sourced-fact';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { badRequest, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { recordAudit } from '../audit/index';
import { catalogueChange } from './catalogue-kinds';

/**
 * The console's verification queue of catalogue facts (docs/catalogue.md#verification-queue): every
 * fact group of a course or university that is sample data, has no recorded source ('unverified')
 * or was last checked over FACT_FRESH_MONTHS months ago, the most-applied-to records first; and the
 * one-click "Checked today, still right", which credits the group to the source the admin read.
 */

const arrayOf = (groups: readonly string[]) => sql.raw(`ARRAY[${groups.map((g) => `'${g}'`).join(',')}]`);

/** One row per fact group of every course and university, judged on `today`. */
function judgedFacts(today: string) {
  return sql`
    WITH applied AS (
      SELECT course_id, count(*)::int AS n FROM admission_applications GROUP BY course_id
    ), facts AS (
      SELECT 'course' AS record_type, c.course_id AS record_id, c.course_name AS record_name,
        u.university_name, g.grp, g.ord, c.provenance -> g.grp AS p, coalesce(a.n, 0) AS applications
      FROM courses c
      JOIN universities u ON u.university_id = c.university_id
      LEFT JOIN applied a ON a.course_id = c.course_id
      CROSS JOIN unnest(${arrayOf(COURSE_FACT_GROUPS)}) WITH ORDINALITY AS g(grp, ord)
      UNION ALL
      SELECT 'university', u.university_id, u.university_name, NULL, g.grp, g.ord,
        u.provenance -> g.grp, coalesce(ua.n, 0)
      FROM universities u
      LEFT JOIN (
        SELECT c.university_id, sum(a.n)::int AS n FROM applied a JOIN courses c ON c.course_id = a.course_id
        GROUP BY c.university_id
      ) ua ON ua.university_id = u.university_id
      CROSS JOIN unnest(${arrayOf(UNIVERSITY_FACT_GROUPS)}) WITH ORDINALITY AS g(grp, ord)
    ), judged AS (
      SELECT *, CASE
        WHEN p IS NULL THEN 'unverified'
        WHEN p ->> 'kind' = 'sample' THEN 'sample'
        WHEN (p ->> 'checkedOn')::date + make_interval(months => ${FACT_FRESH_MONTHS}) < ${today}::date THEN 'stale'
      END AS state
      FROM facts
    )`;
}

interface QueueRow extends Record<string, unknown> {
  recordType: 'course' | 'university';
  recordId: number;
  recordName: string;
  universityName: string | null;
  group: VerificationItem['group'];
  state: VerificationState;
  checkedOn: string | null;
  sourceUrl: string | null;
  applicationCount: number;
}

export async function verificationCounts(db: Db, today: string): Promise<VerificationCounts> {
  const rows = await queryRows<{ state: VerificationState; n: number }>(
    db,
    sql`${judgedFacts(today)} SELECT state, count(*)::int AS n FROM judged WHERE state IS NOT NULL GROUP BY state`,
  );
  const counts: VerificationCounts = { sample: 0, unverified: 0, stale: 0 };
  for (const row of rows) counts[row.state] = Number(row.n);
  return counts;
}

export async function verificationQueue(
  db: Db,
  query: { page: number; pageSize: number; state?: VerificationState },
  today: string,
): Promise<VerificationPage> {
  const where = query.state ? sql`state = ${query.state}` : sql`state IS NOT NULL`;
  const [rows, counts] = await Promise.all([
    queryRows<QueueRow>(
      db,
      sql`${judgedFacts(today)}
        SELECT record_type AS "recordType", record_id AS "recordId", record_name AS "recordName",
          university_name AS "universityName", grp AS "group", state,
          p ->> 'checkedOn' AS "checkedOn", p ->> 'sourceUrl' AS "sourceUrl", applications AS "applicationCount"
        FROM judged WHERE ${where}
        ORDER BY applications DESC, record_type, record_id, ord
        LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    ),
    verificationCounts(db, today),
  ]);
  const total = query.state ? counts[query.state] : counts.sample + counts.unverified + counts.stale;
  const items = rows.map((row) => ({
    ...row,
    recordId: Number(row.recordId),
    applicationCount: Number(row.applicationCount),
  }));
  return { ...toPage(items, total, query), counts };
}

const GROUP_NOT_OF = (recordType: string) => `A ${recordType} has no such group of facts`;

/**
 * "Checked today, still right": the group is credited to the source the admin compared it with,
 * dated today, in one unit of work with its audit entry (`course.fact_checked`).
 */
export async function checkFact(
  ctx: { db: Db; events: DomainEventBus; actor: Pick<AuthUser, 'userId' | 'role'> },
  input: z.output<typeof verificationCheckSchema>,
  today: string,
): Promise<FactProvenance> {
  const groups: readonly string[] =
    input.recordType === 'course' ? COURSE_FACT_GROUPS : UNIVERSITY_FACT_GROUPS;
  if (!groups.includes(input.group))
    throw badRequest(GROUP_NOT_OF(input.recordType), { group: GROUP_NOT_OF(input.recordType) });
  const table = input.recordType === 'course' ? sql.raw('courses') : sql.raw('universities');
  const idColumn = input.recordType === 'course' ? sql.raw('course_id') : sql.raw('university_id');
  const source: FactProvenance = {
    kind: input.sourceKind,
    sourceName: input.sourceName ?? sourceNameOf(input.sourceUrl),
    sourceUrl: input.sourceUrl,
    checkedOn: today,
    checkedBy: ctx.actor.userId,
  };
  await catalogueChange(ctx, async (uow) => {
    const [current] = await queryRows<{ p: FactProvenance | null }>(
      uow.tx,
      sql`SELECT provenance -> ${input.group} AS p FROM ${table} WHERE ${idColumn} = ${input.recordId} FOR UPDATE`,
    );
    if (!current) throw notFound(input.recordType === 'course' ? 'Course' : 'University');
    await uow.tx.execute(
      sql`UPDATE ${table} SET provenance = jsonb_set(provenance, ARRAY[${input.group}]::text[], ${JSON.stringify(source)}::jsonb)
        WHERE ${idColumn} = ${input.recordId}`,
    );
    await recordAudit(uow, ctx.actor, {
      action: input.recordType === 'course' ? 'course.fact_checked' : 'university.fact_checked',
      entityType: input.recordType,
      entityId: input.recordId,
      before: { [input.group]: current.p },
      after: { [input.group]: source },
    });
  });
  return source;
}
