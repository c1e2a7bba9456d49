import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

/** A column header that sorts the server-side list: first click sorts by it, the next flips the order. */
export function SortHeader({
  label,
  active,
  order,
  onSort,
  className,
}: {
  label: string;
  active: boolean;
  order: 'asc' | 'desc';
  onSort: () => void;
  className?: string;
}) {
  const Icon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
      className={className}
    >
      <button
        type="button"
        onClick={onSort}
        className="inline-flex items-center gap-1 font-semibold hover:text-secondary"
      >
        {label}
        <Icon className={active ? 'h-3.5 w-3.5' : 'h-3.5 w-3.5 opacity-40'} aria-hidden="true" />
      </button>
    </th>
  );
}
