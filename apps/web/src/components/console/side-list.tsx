import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../ui/spinner';
import { Pager } from './pager';

interface ListPage<T> {
  items: T[];
  total: number;
  totalPages: number;
}

/** The page of a list column kept in the address (`?page=`), the first page leaving it out. */
export function usePageParam(): [number, (page: number) => void] {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  return [page, (to) => setSearch(to > 1 ? { page: String(to) } : {})];
}

/**
 * A list column beside the record it opens (the document queue, the support chats): loading,
 * failure, `empty` or the rows, and a pager under them when there is more than one page.
 */
export function SideListResults<T>({
  list,
  noun,
  named = noun,
  empty,
  pageSize,
  children,
}: {
  list: UseQueryResult<ListPage<T>>;
  /** The pager's word for the rows. */
  noun: string;
  /** How the loading and failure sentences name the rows. */
  named?: string;
  empty: ReactNode;
  pageSize: number;
  children: (items: T[]) => ReactNode;
}) {
  const [page, toPage] = usePageParam();
  return (
    <>
      {list.isPending ? (
        <Spinner label={`Loading ${named}`} />
      ) : list.isError ? (
        <p role="alert" className="m-3 rounded-lg bg-red-50 px-3 py-2 text-red-700">
          Failed to load {named}. Please try again.
        </p>
      ) : list.data.items.length === 0 ? (
        empty
      ) : (
        children(list.data.items)
      )}
      {list.data && list.data.totalPages > 1 && (
        <div className="border-t border-line p-2">
          <Pager
            page={page}
            pageSize={pageSize}
            total={list.data.total}
            totalPages={list.data.totalPages}
            noun={noun}
            onPage={toPage}
          />
        </div>
      )}
    </>
  );
}
