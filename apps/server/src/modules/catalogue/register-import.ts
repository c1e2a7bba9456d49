import type { AuthUser } from '@edupath/contract';
import {
  REGISTER_IMPORT_MESSAGES as M,
  NO_REGISTER_CHANGES,
  REGISTER_IMPORT_MAX_REPORTED,
  REGISTER_URLS,
  type Register,
  type RegisterChanges,
  type RegisterImportReport,
  type RegisterRowError,
  registerSourceName,
} from '@edupath/contract';
import type { FactProvenance } from '@edupath/contract/provenance';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';

/**
 * What the register imports share (docs/catalogue.md#register-imports): the context (an admin in
 * the console, nobody at the command line), the provenance they write, the matching rule for
 * names, and the report, refused as a whole when any row is bad.
 */

export interface RegisterImportContext {
  db: Db;
  events: DomainEventBus;
  /** Null for the command line, which has no signed-in admin. */
  actor: Pick<AuthUser, 'userId' | 'role'> | null;
}

export interface RegisterFile {
  data: Buffer;
  fileName: string;
}

/** Every record a register import writes: "<register>, file dated <date>", kind official register. */
export const registerProvenance = (register: Register, fileDate: string): FactProvenance => ({
  kind: 'official_register',
  sourceName: registerSourceName(register, fileDate),
  sourceUrl: REGISTER_URLS[register],
  checkedOn: fileDate,
  checkedBy: null,
});

/**
 * The matching rule for an institution's name: case, accents, punctuation, "&" for "and" and a
 * leading "The" do not count ("The University of Texas at Austin" = "University of Texas, at Austin").
 */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^the /, '');
}

/** A web address's host without "www." ("https://www.mit.edu/x" → "mit.edu"); null if none. */
export function webDomain(url: string | null | undefined): string | null {
  if (!url) return null;
  const host = /^(?:[a-z]+:\/\/)?([^/?#:\s]+)/i.exec(url.trim())?.[1];
  return host ? host.toLowerCase().replace(/^www\./, '') : null;
}

/** Collects the report's rows as the checks find them. */
export class ReportBuilder {
  rows = 0;
  private readonly errors = new Map<string, RegisterRowError>();
  readonly skipped: RegisterImportReport['skipped'] = [];
  readonly unmatched: RegisterImportReport['unmatched'] = [];

  error(file: string, line: number, errors: Record<string, string>) {
    const key = `${file}|${line}`;
    const current = this.errors.get(key);
    this.errors.set(key, { file, line, errors: { ...current?.errors, ...errors } });
  }

  get hasErrors() {
    return this.errors.size > 0;
  }

  /** The report; its changes are the plan's (a dry run: what the import would write), none when any row is bad. */
  report(
    register: Register,
    fileDate: string,
    dryRun: boolean,
    plan: { changes: RegisterChanges; universities: number } | null,
  ): RegisterImportReport {
    const planned = this.hasErrors ? null : plan;
    const errors = [...this.errors.values()].sort((a, b) =>
      a.file === b.file ? a.line - b.line : a.file.localeCompare(b.file),
    );
    return {
      register,
      dryRun,
      fileDate,
      rows: this.rows,
      changes: planned?.changes ?? NO_REGISTER_CHANGES,
      universities: planned?.universities ?? 0,
      skipped: this.skipped.slice(0, REGISTER_IMPORT_MAX_REPORTED),
      skippedCount: this.skipped.length,
      skippedByCause: {
        expired: this.skipped.filter((s) => s.cause === 'expired').length,
        noCourseType: this.skipped.filter((s) => s.cause === 'noCourseType').length,
      },
      unmatched: this.unmatched.slice(0, REGISTER_IMPORT_MAX_REPORTED),
      unmatchedCount: this.unmatched.length,
      errors: errors.slice(0, REGISTER_IMPORT_MAX_REPORTED),
      errorCount: errors.length,
    };
  }
}

/** A real import of files with bad rows is refused as a whole, each line named in the errors. */
export function refuseIfBad(report: RegisterImportReport): RegisterImportReport {
  if (report.dryRun || report.errorCount === 0) return report;
  throw badRequest(
    M.importRefused,
    Object.fromEntries(
      report.errors.map(({ file, line, errors }) => [
        `${file} line ${line}`,
        Object.entries(errors)
          .map(([column, message]) => `${column}: ${message}`)
          .join('; '),
      ]),
    ),
  );
}

/** A money cell as the register prints it ("$32,000", "32000.00", empty); undefined when it is not one. */
export function moneyCell(cell: string): number | null | undefined {
  const text = cell.replace(/[$,\s]/g, '');
  if (text === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : undefined;
}
