import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/**
 * Streams rows as CSV (docs/api.md, "CSV exports"), one batch from the database at a time, so an
 * export of any size holds one batch in memory and the client gets bytes from the first batch on.
 * A cell starting with = + - @ tab or CR gets a leading quote (escape_formulas), so a spreadsheet
 * shows text a student or staff member typed instead of running it as a formula. The BOM lets
 * Excel read the UTF-8 names.
 */
export function sendCsv<T>(
  reply: FastifyReply,
  filename: string,
  columns: ReadonlyArray<CsvColumn<T>>,
  batches: AsyncIterable<T[]>,
) {
  async function* records() {
    for await (const batch of batches) {
      for (const row of batch) yield columns.map((column) => column.value(row) ?? '');
    }
  }
  const csv = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    escape_formulas: true,
    bom: true,
  });
  const source = Readable.from(records());
  source.on('error', (err) => {
    // Headers are gone by now: cutting the stream is the only way to say the file is incomplete.
    reply.log.error({ err }, 'CSV export failed');
    csv.destroy(err);
  });
  source.pipe(csv);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

/** Today's date for a file name, e.g. audit-2026-11-23.csv. */
export const csvFilename = (name: string, now = new Date()) =>
  `${name}-${now.toISOString().slice(0, 10)}.csv`;
