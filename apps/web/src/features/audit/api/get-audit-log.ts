import { type AuditAction, auditEndpoints } from '@edupath/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { auditKeys } from './keys';

export const AUDIT_PAGE_SIZE = 50;

/** The audit log's filters, as the page's address holds them. */
export interface AuditFilters {
  actorId?: number;
  action?: AuditAction;
  entityType?: string;
  entityId?: string;
  from?: string;
  to?: string;
  page: number;
}

/** The query string of the filters (also the CSV export's), without the defaults. */
export function auditQuery({ page, ...filters }: AuditFilters, withPage = true) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') query.set(key, String(value));
  if (withPage && page > 1) query.set('page', String(page));
  return query;
}

/** Admins: the audit log, newest first. */
export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: [...auditKeys.audit, filters],
    queryFn: async ({ signal }) =>
      (await call(auditEndpoints.list, { query: { ...filters, pageSize: AUDIT_PAGE_SIZE }, signal })).data,
    placeholderData: keepPreviousData,
  });
}
