import type { CourseImportReport } from '@edupath/contract/catalogue-admin';
import {
  COURSE_CSV_COLUMNS,
  COURSE_CSV_OPTIONAL_COLUMNS,
  COURSE_IMPORT_MAX_BYTES,
  COURSE_IMPORT_MAX_ROWS,
} from '@edupath/contract/catalogue-admin-constants';
import { ArrowLeft, FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { PageTitle, Panel } from '../../../../components/console/panel';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { serverMessage } from '../../../../lib/form-errors';
import { type ImportProgress, useCourseImport } from '../api/import-courses';
import { cataloguePaths } from '../paths';

const TEMPLATE = `${COURSE_CSV_COLUMNS.join(',')}\nMSc Data Science,12,3,Postgraduate,2 years,32000,CAD,September,2027-09-01,2027-05-31,Full-time,"Bachelor's degree in a related field",,no\n`;

/**
 * /admin/catalogue/courses/import: a CSV of courses, checked first (every bad row by its line),
 * then imported all at once; nothing is written while any row is bad (docs/catalogue.md#course-import).
 */
export default function CourseImportRoute() {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<CourseImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { run, progress } = useCourseImport();
  const busy = progress !== null;

  const go = async (dryRun: boolean) => {
    if (!file) return;
    setError(null);
    setDone(null);
    try {
      const answer = await run(file, dryRun);
      setReport(answer.data);
      if (!dryRun) {
        setDone(answer.message);
        toast.success(answer.message);
        setFile(null);
      }
    } catch (err) {
      setReport(null);
      setError(serverMessage(err) ?? 'The file could not be checked. Please try again.');
    }
  };
  const clean = report?.dryRun && report.errorCount === 0 && report.rows > 0;

  return (
    <>
      <Link
        to={cataloguePaths.list('courses')}
        className="mb-2 inline-flex items-center gap-1 text-sm text-primary-dark hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Courses
      </Link>
      <PageTitle>Import courses</PageTitle>
      <div className="grid max-w-4xl gap-4">
        <Panel title="1. Choose the file">
          <p className="text-ink-secondary">
            A CSV file (UTF-8, comma-separated) with a header row naming its columns, up to{' '}
            {COURSE_IMPORT_MAX_ROWS.toLocaleString('en')} courses and {COURSE_IMPORT_MAX_BYTES / 1024 / 1024}{' '}
            MB. Columns: <code className="text-xs">{COURSE_CSV_COLUMNS.join(', ')}</code>; optional:{' '}
            <code className="text-xs">{COURSE_CSV_OPTIONAL_COLUMNS.join(', ')}</code>. Universities and
            categories are given by the id the console shows.{' '}
            <a
              href={`data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`}
              download="courses-template.csv"
              className="font-medium text-primary-dark hover:underline"
            >
              Download a template
            </a>
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <label
              htmlFor={inputId}
              className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg border border-primary px-3 py-1.5 font-medium text-primary-dark hover:bg-primary-light"
            >
              <FileUp className="h-4 w-4" aria-hidden /> {file ? 'Choose another file' : 'Choose a CSV file'}
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setReport(null);
                  setError(null);
                  setDone(null);
                  event.target.value = '';
                }}
              />
            </label>
            {file && (
              <span data-testid="import-file">
                {file.name} ({(file.size / 1024).toFixed(1)} KB)
              </span>
            )}
          </div>
        </Panel>

        <Panel title="2. Check it, then import">
          <div className="flex flex-col gap-3">
            <FormAlert>{error}</FormAlert>
            <FormAlert tone="success">{done}</FormAlert>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => go(true)} disabled={!file || busy}>
                Check the file
              </Button>
              <Button onClick={() => go(false)} disabled={!clean || busy}>
                Import {report && clean ? `${report.rows} courses` : ''}
              </Button>
            </div>
            {progress && <Progress progress={progress} />}
            {report && <Report report={report} />}
          </div>
        </Panel>
      </div>
    </>
  );
}

function Progress({ progress }: { progress: ImportProgress }) {
  const label =
    progress.phase === 'uploading'
      ? `Uploading ${Math.round((progress.sent / Math.max(progress.total, 1)) * 100)}%`
      : 'Checking every row…';
  return (
    <div className="flex flex-col gap-1" data-testid="import-progress">
      <span className="text-sm text-ink-secondary" aria-live="polite">
        {label}
      </span>
      {progress.phase === 'uploading' ? (
        <progress
          className="h-2 w-full overflow-hidden rounded-full accent-[var(--color-primary-dark)]"
          max={progress.total}
          value={progress.sent}
          aria-label="Upload progress"
        />
      ) : (
        <progress className="h-2 w-full accent-[var(--color-primary-dark)]" aria-label="Checking the file" />
      )}
    </div>
  );
}

function Report({ report }: { report: CourseImportReport }) {
  if (!report.dryRun) return null;
  if (report.errorCount === 0) {
    return (
      <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-green-800">
        All {report.rows} rows are ready to import. Nothing has been imported yet.
      </p>
    );
  }
  return (
    <div role="status" className="flex flex-col gap-2">
      <p className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
        {report.errorCount} of {report.rows} rows need fixing; nothing was imported.
        {report.errorCount > report.errors.length && ` The first ${report.errors.length} are listed.`}
      </p>
      <div className="relative max-h-96 overflow-auto rounded-lg border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Rows to fix</caption>
          <thead className="sticky top-0 bg-gray-50 text-xs text-ink-secondary">
            <tr>
              <th scope="col" className="px-3 py-2">
                Line
              </th>
              <th scope="col" className="px-3 py-2">
                Column
              </th>
              <th scope="col" className="px-3 py-2">
                Problem
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line" data-testid="import-errors">
            {report.errors.flatMap(({ line, errors }) =>
              Object.entries(errors).map(([column, message]) => (
                <tr key={`${line}-${column}`}>
                  <td className="px-3 py-1.5 tabular-nums">{line}</td>
                  <td className="px-3 py-1.5 font-mono text-xs">{column}</td>
                  <td className="px-3 py-1.5">{message}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
