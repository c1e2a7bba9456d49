import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useWideScreen } from '../../hooks/use-media-query';
import { errorText } from '../../lib/form-errors';
import { SelectField } from '../ui/field';
import { Spinner } from '../ui/spinner';
import { LoadError } from '../ui/states';
import { Pager } from './pager';
import { SortHeader } from './sort-header';

type Order = 'asc' | 'desc';

interface ListFilters<S extends string> {
  sort: S;
  order: Order;
  page: number;
}

interface ListPage<T> {
  items: T[];
  page: number;
  total: number;
  totalPages: number;
}

/** A server-side list whose filters, sort and page all live in the URL, so a reload or a shared link keeps them. */
export function useListSearch<S extends string, F extends ListFilters<S>>({
  fromSearch,
  toSearch,
  defaultOrder,
}: {
  fromSearch: (search: URLSearchParams) => F;
  toSearch: (filters: F) => URLSearchParams;
  defaultOrder: Record<S, Order>;
}) {
  const [search, setSearch] = useSearchParams();
  const filters = fromSearch(search);

  /** A filter change starts again at page 1; only paging keeps its place. */
  const update = (change: Partial<F>) =>
    setSearch(toSearch({ ...filters, page: 1, ...change }), { replace: true });
  const sortBy = (sort: S) =>
    update({
      sort,
      order: filters.sort === sort ? (filters.order === 'asc' ? 'desc' : 'asc') : defaultOrder[sort],
    } as Partial<F>);
  const toPage = (page: number) => setSearch(toSearch({ ...filters, page }));
  const clear = () => setSearch(new URLSearchParams(), { replace: true });
  return { filters, update, sortBy, toPage, clear };
}

/** The sort as one select, for screens too narrow for the table's sortable headers. */
export function SortSelect<S extends string>({
  labels,
  filters,
  update,
}: {
  labels: Record<S, string>;
  filters: { sort: S; order: Order };
  update: (change: { sort: S; order: Order }) => void;
}) {
  return (
    <SelectField
      label="Sort by"
      value={`${filters.sort}:${filters.order}`}
      onChange={(event) => {
        const [sort, order] = event.target.value.split(':') as [S, Order];
        update({ sort, order });
      }}
    >
      {(Object.keys(labels) as S[]).flatMap((key) =>
        (['asc', 'desc'] as const).map((direction) => (
          <option key={`${key}:${direction}`} value={`${key}:${direction}`}>
            {labels[key]} ({direction === 'asc' ? 'ascending' : 'descending'})
          </option>
        )),
      )}
    </SelectField>
  );
}

/**
 * Loading, failure, nothing found or the rows, then the pager, for one page of a server-side list.
 * The rows are `children`'s (a list's table), or `narrow`'s on a screen too narrow for a table.
 */
export function ListResults<T>({
  list,
  noun,
  empty,
  pageSize,
  onPage,
  children,
  narrow,
}: {
  list: UseQueryResult<ListPage<T>>;
  noun: string;
  empty: string;
  pageSize: number;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
  narrow?: (items: T[]) => ReactNode;
}) {
  const rows = useWideScreen() || !narrow ? children : narrow;
  return (
    <div className="mt-3" aria-busy={list.isFetching}>
      {list.isPending ? (
        <Spinner label={`Loading ${noun}`} />
      ) : list.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-700">
          {errorText(list.error, `Failed to load ${noun}. Please try again.`)}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line bg-white px-4 py-10 text-center text-ink-secondary">
          {empty}
        </p>
      ) : (
        rows(list.data.items)
      )}
      {list.data && (
        <div className="mt-3">
          <Pager
            page={list.data.page}
            pageSize={pageSize}
            total={list.data.total}
            totalPages={list.data.totalPages}
            noun={noun}
            onPage={onPage}
          />
        </div>
      )}
    </div>
  );
}

/**
 * The admin's lists of records (the audit log, the staff accounts): loading, the failure in the
 * list's own words, `empty` when nothing matches (or the empty rows), then the rows and the pager.
 */
export function PagedRows<T>({
  list,
  failure,
  empty,
  noun,
  pageSize,
  onPage,
  children,
}: {
  list: UseQueryResult<ListPage<T>>;
  failure: string;
  empty?: ReactNode;
  noun: string;
  pageSize: number;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <div className="mt-4 flex flex-col gap-3">
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError>{errorText(list.error, failure)}</LoadError>
      ) : (
        <>
          {empty && list.data.items.length === 0 ? empty : children(list.data.items)}
          <Pager {...list.data} pageSize={pageSize} noun={noun} onPage={onPage} />
        </>
      )}
    </div>
  );
}

/** What a list's table gets from its route: one page of rows and the sort they stand in. */
export interface ListTableProps<T, S extends string> {
  items: T[];
  filters: { sort: S; order: Order };
  onSort: (sort: S) => void;
}

/** The wide screen's table around a list's rows; `head` gets a sortable column header maker. */
export function ListTable<S extends string>({
  caption,
  labels,
  filters,
  onSort,
  head,
  children,
}: Omit<ListTableProps<unknown, S>, 'items'> & {
  caption: string;
  labels: Record<S, string>;
  head: (header: (column: S, className?: string) => ReactNode) => ReactNode;
  children: ReactNode;
}) {
  const header = (column: S, className = 'px-3 py-2') => (
    <SortHeader
      label={labels[column]}
      active={filters.sort === column}
      order={filters.order}
      onSort={() => onSort(column)}
      className={className}
    />
  );
  return (
    // relative: the screen-reader-only texts in the cells (absolutely placed) are clipped with the
    // table when it scrolls, instead of widening the whole page beyond the window.
    <div className="relative overflow-x-auto rounded-lg border border-line bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-gray-50 text-xs text-ink-secondary">
          <tr>{head(header)}</tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

/**
 * The narrow screen's cards of a list's rows, each a link opening its item; `layout` lays out a
 * card's inside (block, or flex with its own gaps).
 */
export function LinkCards<T>({
  items,
  link,
  layout,
  children,
}: {
  items: T[];
  link: (item: T) => string;
  layout: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={link(item)}>
          <Link
            to={link(item)}
            className={`${layout} rounded-lg border border-line bg-white p-3 hover:border-primary`}
          >
            {children(item)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A column header the list cannot sort by. */
export function ColumnHeader({ children, numeric = false }: { children: ReactNode; numeric?: boolean }) {
  return (
    <th scope="col" className={numeric ? 'px-3 py-2 text-right font-semibold' : 'px-3 py-2 font-semibold'}>
      {children}
    </th>
  );
}

/** A table row that opens its item: the link inside it is the keyboard's way in, a click anywhere on the row is a shortcut. */
export function ListRow({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  const navigate = useNavigate();
  return (
    <tr
      onClick={() => navigate(to)}
      data-testid={testId}
      className="cursor-pointer hover:bg-primary-light/40"
    >
      {children}
    </tr>
  );
}
