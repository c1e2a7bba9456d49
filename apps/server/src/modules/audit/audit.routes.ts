import { type AuditEntry, auditEndpoints as E, toPage } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CsvColumn, csvFilename, sendCsv } from '../../lib/csv';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import * as repo from './audit.repository';

const json = (fields: Record<string, unknown> | null) => (fields ? JSON.stringify(fields) : '');

const CSV_COLUMNS: ReadonlyArray<CsvColumn<AuditEntry>> = [
  { header: 'id', value: (e) => e.auditId },
  { header: 'when', value: (e) => e.createdAt },
  { header: 'actor', value: (e) => e.actor?.name ?? 'system' },
  { header: 'actor email', value: (e) => e.actor?.email },
  { header: 'actor role', value: (e) => e.actorRole },
  { header: 'action', value: (e) => e.action },
  { header: 'entity type', value: (e) => e.entityType },
  { header: 'entity id', value: (e) => e.entityId },
  { header: 'before', value: (e) => json(e.before) },
  { header: 'after', value: (e) => json(e.after) },
];

/**
 * The audit log, read-only (docs/console.md, "Audit log"): admins list and export it. There is
 * deliberately no route that changes or removes an entry.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['audit'];

  serve(
    app,
    E.list,
    async ({ query }) => {
      const { items, total } = await repo.listEntries(app.db, query);
      return ok(toPage(items, total, query), 'Audit log');
    },
    { tags },
  );

  serve(
    app,
    E.export,
    async ({ query, reply }) => {
      const { page: _page, pageSize: _size, ...filter } = query;
      return sendCsv(reply, csvFilename('audit-log'), CSV_COLUMNS, repo.entryBatches(app.db, filter));
    },
    { tags },
  );
};
