import { type AuditAction, type AuditEntry, auditEndpoints, urlOf } from '@edupath/contract';
import { AUDIT_ACTIONS } from '@edupath/contract/audit';
import { clsx } from 'clsx';
import { ArrowRight, Download, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { FilterBar, FilterSelect } from '../../../components/console/list-filters';
import { PagedRows } from '../../../components/console/paginated-list';
import { PageTitle } from '../../../components/console/panel';
import { TextField } from '../../../components/ui/field';
import { useWideScreen } from '../../../hooks/use-media-query';
import { formatDateTime } from '../../../lib/format-time';
import { AUDIT_PAGE_SIZE, type AuditFilters, auditQuery, useAuditLog } from '../api/get-audit-log';
import { entityLabel, fieldLabel, formatAuditValue, rawValue } from '../components/audit-values';

const isoDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

function filtersFrom(search: URLSearchParams): AuditFilters {
  const actorId = Number(search.get('actorId'));
  const page = Number(search.get('page'));
  const action = search.get('action');
  return {
    actorId: Number.isInteger(actorId) && actorId > 0 ? actorId : undefined,
    action: AUDIT_ACTIONS.includes(action as AuditAction) ? (action as AuditAction) : undefined,
    entityType: search.get('entityType')?.trim() || undefined,
    entityId: search.get('entityId')?.trim() || undefined,
    from: isoDay(search.get('from')),
    to: isoDay(search.get('to')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** 'application.status_changed' → 'Application status changed'. */
export const actionLabel = (action: string) => {
  const text = action.replace(/[._]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * What an entry changed, one line a field: "Status Pending → Under Review" for an update, the
 * values alone for a creation (after) or a deletion (before, struck through). Labels and values
 * read as the site writes them; the stored field and value show on hover (audit-values.ts).
 */
export function Changes({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const { before, after } = entry;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0) return <span className="text-ink-secondary">—</span>;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5 text-xs">
      {fields.map((field) => (
        <div key={field} className="contents">
          <dt className="font-medium text-ink-secondary" title={field}>
            {fieldLabel(field)}
          </dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-1 break-words">
            {before && field in before && (
              <span
                className={clsx(
                  '[overflow-wrap:anywhere]',
                  after ? 'text-gray-500 line-through decoration-gray-400' : 'line-through',
                )}
                title={rawValue(field, before[field])}
              >
                {formatAuditValue(field, before[field], before)}
              </span>
            )}
            {before && after && field in before && field in after && (
              <ArrowRight className="h-3 w-3 shrink-0 text-ink-secondary" aria-label="changed to" />
            )}
            {after && field in after && (
              <span
                className="font-medium text-gray-900 [overflow-wrap:anywhere]"
                title={rawValue(field, after[field])}
              >
                {formatAuditValue(field, after[field], after)}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/audit (admins): every staff action, newest first, filterable, read-only, exportable as CSV. */
export default function AuditRoute() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const update = (change: Partial<AuditFilters>) =>
    setSearch(auditQuery({ ...filters, page: 1, ...change }), { replace: !('page' in change) });
  const list = useAuditLog(filters);
  const wide = useWideScreen();
  const filtered = Object.entries(filters).some(([key, value]) => key !== 'page' && value !== undefined);

  return (
    <>
      <PageTitle
        aside={
          <a
            href={urlOf(auditEndpoints.export, { query: { ...filters, page: undefined } })}
            download
            className="inline-flex items-center gap-2 rounded-lg border border-primary px-3 py-1.5 text-sm font-medium text-primary-dark hover:bg-primary-light"
          >
            <Download className="h-4 w-4" aria-hidden="true" /> Export CSV
          </a>
        }
      >
        Audit log
      </PageTitle>
      <p className="-mt-2 mb-3 text-ink-secondary">
        Every change staff make, with who made it and what it was before and after. Entries cannot be edited
        or removed.
      </p>
      <FilterBar label="Filter the audit log" columns="grid-cols-2 md:grid-cols-5">
        <FilterSelect
          label="Action"
          anyLabel="Any action"
          value={filters.action}
          choices={AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }))}
          onChange={(action) => update({ action: action as AuditAction | undefined })}
        />
        <TextField
          label="Record type"
          placeholder="e.g. account"
          defaultValue={filters.entityType ?? ''}
          key={`type-${filters.entityType}`}
          onBlur={(e) => update({ entityType: e.target.value.trim() || undefined })}
        />
        <TextField
          label="Record id"
          defaultValue={filters.entityId ?? ''}
          key={`id-${filters.entityId}`}
          onBlur={(e) => update({ entityId: e.target.value.trim() || undefined })}
        />
        <TextField
          label="From"
          type="date"
          value={filters.from ?? ''}
          onChange={(e) => update({ from: e.target.value || undefined })}
        />
        <TextField
          label="To"
          type="date"
          value={filters.to ?? ''}
          onChange={(e) => update({ to: e.target.value || undefined })}
        />
      </FilterBar>
      {filtered && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {filters.actorId && (
            <Chip onClear={() => update({ actorId: undefined })}>
              By{' '}
              {list.data?.items.find((e) => e.actor?.userId === filters.actorId)?.actor?.name ??
                `#${filters.actorId}`}
            </Chip>
          )}
          <button
            type="button"
            className="text-sm font-medium text-primary-dark hover:underline"
            onClick={() => setSearch({})}
          >
            Clear filters
          </button>
        </div>
      )}

      <PagedRows
        list={list}
        failure="The audit log could not be loaded."
        empty={<p className="text-ink-secondary">No entries match.</p>}
        noun="entries"
        pageSize={AUDIT_PAGE_SIZE}
        onPage={(page) => update({ page })}
      >
        {(items) =>
          wide ? <EntriesTable items={items} update={update} /> : <EntryCards items={items} update={update} />
        }
      </PagedRows>
    </>
  );
}

function Chip({ children, onClear }: { children: ReactNode; onClear: () => void }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-primary-light px-2.5 py-1 text-xs font-medium text-primary-dark">
      {children}
      <button
        type="button"
        onClick={onClear}
        aria-label="Remove this filter"
        className="rounded-full hover:bg-white/60"
      >
        <X className="h-3 w-3" aria-hidden="true" />
      </button>
    </span>
  );
}

type Update = (change: Partial<AuditFilters>) => void;

function Actor({ entry, update }: { entry: AuditEntry; update: Update }) {
  if (!entry.actor) return <span className="text-ink-secondary">System</span>;
  const { userId, name } = entry.actor;
  return (
    <span className="min-w-0">
      <button
        type="button"
        className="block truncate text-left font-medium text-primary-dark hover:underline"
        onClick={() => update({ actorId: userId })}
        title={`Only ${name}'s actions`}
      >
        {name}
      </button>
      {entry.actorRole && (
        <span className="block text-xs capitalize text-ink-secondary">{entry.actorRole}</span>
      )}
    </span>
  );
}

function Entity({ entry, update }: { entry: AuditEntry; update: Update }) {
  return (
    <button
      type="button"
      className="text-left text-primary-dark hover:underline"
      onClick={() => update({ entityType: entry.entityType, entityId: entry.entityId })}
      title={`Only this record's history (${entry.entityType} ${entry.entityId})`}
    >
      {entityLabel(entry.entityType)} {/^\d+$/.test(entry.entityId) ? `#${entry.entityId}` : entry.entityId}
    </button>
  );
}

function EntriesTable({ items, update }: { items: AuditEntry[]; update: Update }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-line bg-white">
      <table className="w-full text-left align-top">
        <caption className="sr-only">Audit log, newest first</caption>
        <thead className="border-b border-line bg-gray-50 text-xs uppercase text-ink-secondary">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              When
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Who
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Action
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Record
            </th>
            <th scope="col" className="w-2/5 px-3 py-2 font-medium">
              Before → after
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <tr
              key={entry.auditId}
              className="border-b border-line align-top last:border-0"
              data-testid="audit-row"
            >
              <td className="whitespace-nowrap px-3 py-2 text-ink-secondary">
                {formatDateTime(entry.createdAt)}
              </td>
              <td className="px-3 py-2">
                <Actor entry={entry} update={update} />
              </td>
              <td className="px-3 py-2">{actionLabel(entry.action)}</td>
              <td className="px-3 py-2">
                <Entity entry={entry} update={update} />
              </td>
              <td className="px-3 py-2">
                <Changes entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EntryCards({ items, update }: { items: AuditEntry[]; update: Update }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((entry) => (
        <li
          key={entry.auditId}
          className="rounded-lg border border-line bg-white p-3"
          data-testid="audit-row"
        >
          <div className="flex items-start justify-between gap-2">
            <p className="font-medium text-gray-900">{actionLabel(entry.action)}</p>
            <span className="shrink-0 text-xs text-ink-secondary">{formatDateTime(entry.createdAt)}</span>
          </div>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
            <Actor entry={entry} update={update} />
            <Entity entry={entry} update={update} />
          </div>
          <div className="mt-2">
            <Changes entry={entry} />
          </div>
        </li>
      ))}
    </ul>
  );
}
