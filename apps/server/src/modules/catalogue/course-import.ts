import { createHash } from 'node:crypto';
import {
  COURSE_CSV_COLUMNS,
  COURSE_CSV_OPTIONAL_COLUMNS,
  COURSE_IMPORT_MAX_REPORTED,
  COURSE_IMPORT_MAX_ROWS,
  type CourseCsvColumn,
  type CourseImportReport,
  type CourseImportRowError,
  isIdValue,
  CATALOGUE_ADMIN_MESSAGES as M,
  REQUIREMENT_FIELD_KEYS,
  type StaffCourseValues,
  staffCourseInputSchema,
  unstorableTextMessage,
} from '@edupath/contract';
import type { DbOrTx } from '../../db/client';
import { badRequest, payloadTooLarge } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import * as repo from './catalogue-admin.repository';
import { type CatalogueAdminContext, catalogueChange } from './catalogue-kinds';
import { type CheckedCourse, checkCourses } from './course-checks';
import { type CsvLayout, type CsvRow, readCsv } from './csv';
import { allCourseGroups, todayUtc } from './provenance';

/**
 * Bulk import of courses from a CSV file (docs/catalogue.md#course-import). Every row is checked
 * exactly as the console's course form is (the contract's schema, then the same reference checks);
 * a dry run reports each bad row by its spreadsheet line and writes nothing, and a real import
 * writes every row in one transaction or, if any row is bad, nothing at all.
 */

type ParsedRow = CsvRow<CourseCsvColumn>;

const COURSE_LAYOUT: CsvLayout<CourseCsvColumn> = {
  columns: COURSE_CSV_COLUMNS,
  optional: COURSE_CSV_OPTIONAL_COLUMNS,
  otherColumns: 'refuse',
  emptyMessage: M.emptyFile,
};

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
    // The id rule of every input (docs/api.md#input-rules): digits naming a number in the int4 range.
    if (/^\d{1,10}$/.test(cells[column]) && isIdValue(Number(cells[column]))) return Number(cells[column]);
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
    entryRequirements: Object.fromEntries(REQUIREMENT_FIELD_KEYS.map((key) => [key, cells[key]])),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // A requirement's issue names its own column (entryRequirements.ieltsOverall → ieltsOverall).
      const field = String((issue.path[0] === 'entryRequirements' ? issue.path[1] : issue.path[0]) ?? 'row');
      errors[field] ??= issue.message;
    }
  }
  // Every cell, whatever its column's own rule: a NUL is the database's refusal, not the form's,
  // and must be reported here rather than fail the import's insert (docs/api.md#input-rules).
  for (const column of COURSE_CSV_COLUMNS) {
    const message = unstorableTextMessage(cells[column]);
    if (message) errors[column] = message;
  }
  if (Object.keys(errors).length || !parsed.success) return { errors };
  return { values: parsed.data };
}

interface CheckedFile {
  rows: number;
  /** The stored columns of every row, when the file is clean. */
  courses: Array<CheckedCourse & { ok: true }>;
  errors: CourseImportRowError[];
}

/**
 * Every check of a file: its name, its rows against the form's schema, and the reference checks
 * (checkCourses) against `db`. A dry run and an import run this same function, the import once
 * more inside its transaction, so a file the dry run calls clean is one the import can write.
 */
async function checkFile(db: DbOrTx, file: { data: Buffer; fileName: string }): Promise<CheckedFile> {
  const errorsByLine = new Map<number, Record<string, string>>();
  const addErrors = (line: number, errors: Record<string, string>) =>
    errorsByLine.set(line, { ...errorsByLine.get(line), ...errors });
  const report = () =>
    [...errorsByLine.entries()].sort(([a], [b]) => a - b).map(([line, errors]) => ({ line, errors }));

  // The name goes into the audit entry of an import.
  const nameMessage = unstorableTextMessage(file.fileName);
  if (nameMessage) addErrors(1, { fileName: nameMessage });

  const read = readCsv(file.data, COURSE_LAYOUT);
  if ('fileError' in read) {
    addErrors(read.fileError.line, read.fileError.errors);
    return { rows: 0, courses: [], errors: report() };
  }
  const { rows } = read;
  if (rows.length > COURSE_IMPORT_MAX_ROWS) throw payloadTooLarge(M.tooManyRows);
  if (rows.length === 0) {
    addErrors(2, { file: M.emptyFile });
    return { rows: 0, courses: [], errors: report() };
  }

  const good: Array<{ line: number; values: StaffCourseValues }> = [];
  for (const row of rows) {
    const parsed = parseRow(row);
    if ('errors' in parsed) addErrors(row.line, parsed.errors);
    else good.push({ line: row.line, values: parsed.values });
  }
  const checked = await checkCourses(
    db,
    good.map((row) => row.values),
  );
  const courses: CheckedFile['courses'] = [];
  checked.forEach((result, i) => {
    if (result.ok) courses.push(result);
    else addErrors(good[i]!.line, result.errors);
  });
  return { rows: rows.length, courses, errors: report() };
}

/** Checks every row; a real import (dryRun false) of a clean file writes them all in one transaction. */
export async function importCourses(
  ctx: CatalogueAdminContext,
  file: { data: Buffer; fileName: string },
  dryRun: boolean,
): Promise<CourseImportReport> {
  const checked = await checkFile(ctx.db, file);
  if (dryRun || checked.errors.length > 0) {
    return finish(dryRun, { rows: checked.rows, imported: 0, errors: checked.errors });
  }

  // The checks run again inside the transaction that writes, so what is written is what was checked.
  const written = await catalogueChange(ctx, async (uow) => {
    const again = await checkFile(uow.tx, file);
    if (again.errors.length > 0) return again;
    // Every group of an imported course is the importing admin's, named after the file (docs/catalogue.md#provenance).
    const provenance = allCourseGroups({
      kind: 'staff',
      sourceName: `Course import ${file.fileName}`.slice(0, 200),
      sourceUrl: null,
      checkedOn: todayUtc(),
      checkedBy: ctx.actor.userId,
    });
    const ids = await repo.insertCourses(
      uow.tx,
      again.courses.map((course) => ({ ...course.values, provenance })),
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
    return { ...again, imported: ids.length };
  });
  return finish(false, {
    rows: written.rows,
    imported: 'imported' in written ? written.imported : 0,
    errors: written.errors,
  });
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
