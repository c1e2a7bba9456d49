import { CsvError, parse } from 'csv-parse/sync';

/**
 * The one way the catalogue's imports read a CSV file (docs/catalogue.md#course-import): UTF-8
 * with or without a byte-order mark, rows keyed by the header's column names, each numbered by its
 * line as a spreadsheet shows it (the header is line 1, a quoted cell spanning lines is one line).
 * The course import and the register imports (docs/catalogue.md#register-imports) share it.
 */

export interface CsvRow<C extends string> {
  line: number;
  cells: Record<C, string>;
}

export interface CsvFileError {
  line: number;
  errors: Record<string, string>;
}

export interface CsvLayout<C extends string> {
  /** Every column the import reads. */
  columns: readonly C[];
  /** Those a file may leave out (read as empty). */
  optional: readonly C[];
  /** 'refuse' for our own layout; 'ignore' for a register's, which publishes many more columns. */
  otherColumns: 'refuse' | 'ignore';
  emptyMessage: string;
}

export function readCsv<C extends string>(
  data: Buffer,
  layout: CsvLayout<C>,
): { rows: Array<CsvRow<C>> } | { fileError: CsvFileError } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return { fileError: { line: 1, errors: { file: 'The file must be CSV text in UTF-8' } } };
  }
  let records: string[][];
  try {
    // Empty lines are kept (and skipped below) so every record's number is its spreadsheet row,
    // even when a quoted cell spans several lines of the file.
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false, trim: true });
  } catch (err) {
    if (err instanceof CsvError) {
      const line = ((err as CsvError & { records?: number }).records ?? 0) + 1;
      return { fileError: { line, errors: { file: err.message } } };
    }
    throw err;
  }
  const [header, ...body] = records;
  if (!header || header.every((cell) => cell === '')) {
    return { fileError: { line: 1, errors: { file: layout.emptyMessage } } };
  }
  const known = layout.columns as readonly string[];
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  for (const name of header) {
    if (!known.includes(name)) {
      if (layout.otherColumns === 'refuse') errors[name || '(empty)'] = 'Unknown column';
    } else if (seen.has(name)) errors[name] = 'Column appears twice';
    seen.add(name);
  }
  for (const column of layout.columns) {
    if (!seen.has(column) && !layout.optional.includes(column)) errors[column] = 'Missing column';
  }
  if (Object.keys(errors).length) return { fileError: { line: 1, errors } };

  const rows: Array<CsvRow<C>> = [];
  body.forEach((record, index) => {
    if (record.every((cell) => cell === '')) return;
    const cells = Object.fromEntries(layout.columns.map((column) => [column, ''])) as Record<C, string>;
    header.forEach((column, i) => {
      if (known.includes(column)) cells[column as C] = record[i] ?? '';
    });
    rows.push({ line: index + 2, cells });
  });
  return { rows };
}
