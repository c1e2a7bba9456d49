import { auditPageSchema, auditQuerySchema } from './audit';
import { endpoint, fileAnswer } from './endpoint';
import { envelopeSchema } from './envelope';

/** The audit log (docs/console.md, "Audit log"), admins only. */
export const auditEndpoints = {
  /** One page of the entries the filters match, newest first. */
  list: endpoint({
    method: 'GET',
    path: '/staff/audit',
    access: 'admin',
    query: auditQuerySchema,
    answer: envelopeSchema(auditPageSchema),
  }),
  /** The log's filters as a CSV file, every page of it (page and pageSize are ignored). */
  export: endpoint({
    method: 'GET',
    path: '/staff/audit/export',
    access: 'admin',
    query: auditQuerySchema,
    answer: fileAnswer('text/csv', 'A CSV file (UTF-8 with a BOM), one row per entry'),
  }),
};
