import { ChevronLeft, ChevronRight } from 'lucide-react';

/** Previous / next through a server-side list, with where the visible rows stand in the whole. */
export function Pager({
  page,
  pageSize,
  total,
  totalPages,
  onPage,
  noun,
}: {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  onPage: (page: number) => void;
  noun: string;
}) {
  // An empty list says so in its own words (each page's empty state); a pager would repeat it.
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const button =
    'inline-flex h-8 items-center gap-1 rounded-md border border-line bg-white px-2.5 text-sm font-medium text-ink-secondary hover:border-primary hover:text-primary-dark disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-ink-secondary" aria-live="polite">
        {`${first}–${last} of ${total.toLocaleString('en-US')} ${noun}`}
      </p>
      {totalPages > 1 && (
        <div className="flex items-center gap-2">
          <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous
          </button>
          <span className="text-ink-secondary">
            Page {page} of {totalPages}
          </span>
          <button
            type="button"
            className={button}
            disabled={page >= totalPages}
            onClick={() => onPage(page + 1)}
          >
            Next <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      )}
    </nav>
  );
}
