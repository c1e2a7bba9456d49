import type { ResourceColumn } from '@edupath/contract/resource';
import type { ReactNode } from 'react';
import { ColumnHeader, ListRow } from './paginated-list';

/**
 * A dense table of a resource's rows under its description's columns (catalogue and curated
 * kinds): each row opens its record, each cell is drawn by the page's `cell`. Wide tables scroll
 * inside their frame, never the page.
 */
export function ResourceTable<Row, Column extends ResourceColumn>({
  caption,
  columns,
  rows,
  rowLink,
  cell,
  testId,
  rowTestId,
}: {
  caption: string;
  columns: readonly Column[];
  rows: readonly Row[];
  rowLink: (row: Row) => string;
  cell: (row: Row, column: Column) => ReactNode;
  /** Test ids of the table and of each row, for the pages whose journeys find them so. */
  testId?: string;
  rowTestId?: string;
}) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-line bg-white">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-gray-50 text-xs text-ink-secondary">
          <tr>
            {columns.map((column) => (
              <ColumnHeader key={column.path} numeric={column.numeric}>
                {column.label}
              </ColumnHeader>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <ListRow key={rowLink(row)} to={rowLink(row)} testId={rowTestId}>
              {columns.map((column) => (
                <td
                  key={column.path}
                  className={column.numeric ? 'px-3 py-2 text-right tabular-nums' : 'px-3 py-2'}
                >
                  {cell(row, column)}
                </td>
              ))}
            </ListRow>
          ))}
        </tbody>
      </table>
    </div>
  );
}
