import { STAFF_CATALOGUE_PAGE_SIZE } from '@edupath/contract/catalogue-admin-constants';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ColumnHeader, ListResults, ListRow } from '../../../../components/console/paginated-list';
import { SearchInput } from '../../../../components/console/search-input';
import { SelectField } from '../../../../components/ui/field';
import { useWideScreen } from '../../../../hooks/use-media-query';
import { type CatalogueListQuery, useCatalogueList } from '../api/get-catalogue-list';
import type { CatalogueKind, CatalogueKinds } from '../api/kinds';

export interface CatalogueColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The list's query as the address states it: search, published filter, page and the kind's own filters. */
export function useCatalogueSearch(filterNames: readonly string[] = []) {
  const [search, setSearch] = useSearchParams();
  const published = search.get('published');
  const query: CatalogueListQuery = {
    q: search.get('q')?.trim() || undefined,
    published: published === 'true' || published === 'false' ? published : undefined,
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: STAFF_CATALOGUE_PAGE_SIZE,
  };
  for (const name of filterNames) query[name] = positiveInt(search.get(name));
  /** A filter change starts again at page 1. */
  const update = (change: CatalogueListQuery) => {
    const next = new URLSearchParams();
    const merged: CatalogueListQuery = { ...query, page: 1, ...change };
    for (const [key, value] of Object.entries(merged)) {
      if (value === undefined || value === '' || key === 'pageSize' || (key === 'page' && value === 1))
        continue;
      next.set(key, String(value));
    }
    setSearch(next, { replace: !('page' in change) });
  };
  return { query, update };
}

/**
 * A catalogue list: search, published filter and the kind's own filters above a dense table (cards
 * on a phone), one page at a time; every row opens its form.
 */
export function CatalogueList<K extends CatalogueKind>({
  kind,
  noun,
  searchPlaceholder,
  filterNames,
  filters,
  columns,
  card,
  rowLink,
  newLink,
  newLabel,
}: {
  kind: K;
  noun: string;
  searchPlaceholder: string;
  filterNames?: readonly string[];
  filters?: (query: CatalogueListQuery, update: (change: CatalogueListQuery) => void) => ReactNode;
  columns: Array<CatalogueColumn<CatalogueKinds[K]['row']>>;
  card: (row: CatalogueKinds[K]['row']) => ReactNode;
  rowLink: (row: CatalogueKinds[K]['row']) => string;
  newLink: string;
  newLabel: string;
}) {
  const { query, update } = useCatalogueSearch(filterNames);
  const list = useCatalogueList(kind, query);
  const wide = useWideScreen();
  return (
    <>
      <div
        role="search"
        aria-label={`Filter ${noun}`}
        className="grid grid-cols-1 items-end gap-3 rounded-lg border border-line bg-white p-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <SearchInput
            label="Search"
            placeholder={searchPlaceholder}
            value={String(query.q ?? '')}
            onSearch={(q) => update({ q: q || undefined })}
          />
        </div>
        <SelectField
          label="Shown to the public"
          value={String(query.published ?? '')}
          onChange={(event) => update({ published: event.target.value || undefined })}
        >
          <option value="">Published or not</option>
          <option value="true">Published</option>
          <option value="false">Unpublished</option>
        </SelectField>
        {filters?.(query, update)}
        <div className="flex sm:justify-end lg:col-start-4">
          <Link
            to={newLink}
            className="inline-flex items-center gap-1.5 rounded-lg bg-primary-dark px-3 py-2 text-sm font-medium text-white hover:bg-secondary"
          >
            <Plus className="h-4 w-4" aria-hidden /> {newLabel}
          </Link>
        </div>
      </div>
      <ListResults
        list={list}
        noun={noun}
        empty={`No ${noun} match.`}
        pageSize={STAFF_CATALOGUE_PAGE_SIZE}
        onPage={(page) => update({ page })}
      >
        {(items) =>
          wide ? (
            <div className="relative overflow-x-auto rounded-lg border border-line bg-white">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{noun}</caption>
                <thead className="border-b border-line bg-gray-50 text-xs text-ink-secondary">
                  <tr>
                    {columns.map((column) => (
                      <ColumnHeader key={column.header} numeric={column.numeric}>
                        {column.header}
                      </ColumnHeader>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {items.map((row) => (
                    <ListRow key={rowLink(row)} to={rowLink(row)}>
                      {columns.map((column) => (
                        <td
                          key={column.header}
                          className={column.numeric ? 'px-3 py-2 text-right tabular-nums' : 'px-3 py-2'}
                        >
                          {column.cell(row)}
                        </td>
                      ))}
                    </ListRow>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <ul className="flex flex-col gap-2">
              {items.map((row) => (
                <li key={rowLink(row)}>
                  <Link
                    to={rowLink(row)}
                    className="block rounded-lg border border-line bg-white p-3 hover:border-primary"
                  >
                    {card(row)}
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </ListResults>
    </>
  );
}

/** The name cell of a row: a real link (the keyboard's way in), the row click being a shortcut. */
export function NameLink({ to, children, sub }: { to: string; children: ReactNode; sub?: ReactNode }) {
  return (
    <span className="block min-w-0">
      <Link
        to={to}
        onClick={(event) => event.stopPropagation()}
        className="block truncate font-medium text-primary-dark hover:underline"
      >
        {children}
      </Link>
      {sub && <span className="block truncate text-xs text-ink-secondary">{sub}</span>}
    </span>
  );
}
