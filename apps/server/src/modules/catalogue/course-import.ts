import { createHash } from 'node:crypto';
import {
  COURSE_CSV_COLUMNS,
  COURSE_CSV_OPTIONAL_COLUMNS,
  COURSE_IMPORT_MAX_REPORTED,
  COURSE_IMPORT_MAX_ROWS,
  type CourseCsvColumn,
  type CourseImportReport,
  type CourseImportRowError,
  CATALOGUE_ADMIN_MESSAGES as M,
  type StaffCourseValues,
  staffCourseInputSchema,
} from '@edupath/contract';
import { CsvError, parse } from 'csv-parse/sync';
import { badRequest, payloadTooLarge } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import * as repo from './catalogue-admin.repository';
import { type CatalogueAdminContext, catalogueChange, checkCourses } from './catalogue-admin.service';

/**
 * Bulk import of courses from a CSV file (docs/catalogue.md#course-import). Every row is checked
 * exactly as the console's course form is (the contract's schema, then the same reference checks);
 * a dry run reports each bad row by its spreadsheet line and writes nothing, and a real import
 * writes every row in one transaction or, if any row is bad, nothing at all.
 */

interface ParsedRow {
  line: number;
  cells: Record<CourseCsvColumn, string>;
}

/** Reads the file into rows keyed by column, numbering lines as a spreadsheet does (header = 1). */
function readCsv(data: Buffer): { rows: ParsedRow[] } | { fileError: CourseImportRowError } {
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
    return { fileError: { line: 1, errors: { file: M.emptyFile } } };
  }
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  for (const name of header) {
    if (!(COURSE_CSV_COLUMNS as readonly string[]).includes(name))
      errors[name || '(empty)'] = 'Unknown column';
    else if (seen.has(name)) errors[name] = 'Column appears twice';
    seen.add(name);
  }
  for (const column of COURSE_CSV_COLUMNS) {
    if (!seen.has(column) && !COURSE_CSV_OPTIONAL_COLUMNS.includes(column)) errors[column] = 'Missing column';
  }
  if (Object.keys(errors).length) return { fileError: { line: 1, errors } };

  const rows: ParsedRow[] = [];
  body.forEach((record, index) => {
    if (record.every((cell) => cell === '')) return;
    const cells = Object.fromEntries(COURSE_CSV_COLUMNS.map((column) => [column, ''])) as ParsedRow['cells'];
    header.forEach((column, i) => {
      cells[column as CourseCsvColumn] = record[i] ?? '';
    });
    rows.push({ line: index + 2, cells });
  });
  return { rows };
}

const BOOLEAN_CELLS: Record<string, boolean> = {
  '': false,
  true: true,
  yes: true,
  '1': true,
  false: false,
  no: false,
  '0': false,
};

/** A row's cells as the course form would send them, then the form's own schema. */
function parseRow(row: ParsedRow): { values: StaffCourseValues } | { errors: Record<string, string> } {
  const { cells } = row;
  const errors: Record<string, string> = {};
  const id = (column: 'universityId' | 'courseCategoryId') => {
    if (/^\d{1,9}$/.test(cells[column])) return Number(cells[column]);
    errors[column] = cells[column]
      ? `${column} must be a number (the id the console shows)`
      : `${column} is required`;
    return undefined;
  };
  const universityId = id('universityId');
  const courseCategoryId = id('courseCategoryId');
  const fee = cells.fee === '' ? null : /^\d+(\.\d+)?$/.test(cells.fee) ? Number(cells.fee) : cells.fee;
  const featured = BOOLEAN_CELLS[cells.isFeatured.toLowerCase()];
  if (featured === undefined) errors.isFeatured = 'isFeatured must be yes or no (or true/false, 1/0)';
  const parsed = staffCourseInputSchema.safeParse({
    courseName: cells.courseName,
    universityId: universityId ?? 1,
    courseCategoryId: courseCategoryId ?? 1,
    courseType: cells.courseType || undefined,
    duration: cells.duration,
    fee,
    currencyCode: cells.currencyCode,
    intake: cells.intake || undefined,
    intakeStart: cells.intakeStart,
    applicationDeadline: cells.applicationDeadline,
    modeOfStudy: cells.modeOfStudy || undefined,
    eligibility: cells.eligibility,
    description: cells.description,
    isFeatured: featured ?? false,
    image: null,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'row');
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length || !parsed.success) return { errors };
  return { values: parsed.data };
}

/** Checks every row; a real import (dryRun false) of a clean file writes them all in one transaction. */
export async function importCourses(
  ctx: CatalogueAdminContext,
  file: { data: Buffer; fileName: string },
  dryRun: boolean,
): Promise<CourseImportReport> {
  const read = readCsv(file.data);
  if ('fileError' in read) {
    return finish(dryRun, { rows: 0, imported: 0, errors: [read.fileError] });
  }
  const { rows } = read;
  if (rows.length > COURSE_IMPORT_MAX_ROWS) throw payloadTooLarge(M.tooManyRows);
  if (rows.length === 0) {
    return finish(dryRun, { rows: 0, imported: 0, errors: [{ line: 2, errors: { file: M.emptyFile } }] });
  }

  const errorsByLine = new Map<number, Record<string, string>>();
  const good: Array<{ line: number; values: StaffCourseValues }> = [];
  for (const row of rows) {
    const parsed = parseRow(row);
    if ('errors' in parsed) errorsByLine.set(row.line, parsed.errors);
    else good.push({ line: row.line, values: parsed.values });
  }

  const check = async (db: Parameters<typeof checkCourses>[0]) => {
    const checked = await checkCourses(
      db,
      good.map((row) => row.values),
    );
    checked.forEach((result, i) => {
      if (!result.ok)
        errorsByLine.set(good[i]!.line, { ...errorsByLine.get(good[i]!.line), ...result.errors });
    });
    return checked;
  };
  const report = () =>
    [...errorsByLine.entries()].sort(([a], [b]) => a - b).map(([line, errors]) => ({ line, errors }));

  if (dryRun || errorsByLine.size > 0) {
    await check(ctx.db);
    return finish(dryRun, { rows: rows.length, imported: 0, errors: report() });
  }

  // The checks run again inside the transaction that writes, so what is written is what was checked.
  const imported = await catalogueChange(ctx, async (uow) => {
    const checked = await check(uow.tx);
    if (errorsByLine.size > 0) return null;
    const ids = await repo.insertCourses(
      uow.tx,
      checked.map((result) => (result.ok ? result.values : (undefined as never))),
    );
    await recordAudit(uow, ctx.actor, {
      action: 'course.imported',
      entityType: 'course_import',
      entityId: createHash('sha256').update(file.data).digest('hex').slice(0, 16),
      after: {
        fileName: file.fileName,
        courses: ids.length,
        firstCourseId: ids[0],
        lastCourseId: ids.at(-1),
      },
    });
    return ids.length;
  });
  return finish(false, { rows: rows.length, imported: imported ?? 0, errors: report() });
}

function finish(
  dryRun: boolean,
  result: { rows: number; imported: number; errors: CourseImportRowError[] },
): CourseImportReport {
  const report = {
    dryRun,
    rows: result.rows,
    imported: result.imported,
    errors: result.errors.slice(0, COURSE_IMPORT_MAX_REPORTED),
    errorCount: result.errors.length,
  };
  if (!dryRun && report.errorCount > 0) {
    // A real import of a file with bad rows is refused as a whole, each line named in the errors.
    throw badRequest(
      M.importRefused,
      Object.fromEntries(
        report.errors.map(({ line, errors }) => [
          `line ${line}`,
          Object.entries(errors)
            .map(([column, message]) => `${column}: ${message}`)
            .join('; '),
        ]),
      ),
    );
  }
  return report;
}
