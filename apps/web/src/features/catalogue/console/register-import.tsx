import {
  CRICOS_FILES,
  describeRegisterChanges,
  REGISTER_NAMES,
  type Register,
  type RegisterImportReport,
} from '@edupath/contract/register-imports';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { serverMessage } from '../../../lib/form-errors';
import { useRegisterImport } from '../api/import-register';

const FIELDS: Record<Register, readonly string[]> = { cricos: CRICOS_FILES, scorecard: ['file'] };
const FIELD_LABELS: Record<string, string> = {
  courses: 'Courses file',
  institutions: 'Institutions file',
  locations: 'Course locations file',
  file: 'Field of study file',
};

/**
 * /admin/catalogue/registers: the official registers' files (CRICOS, College Scorecard), checked
 * first and then imported all at once; nothing is written while any row is bad
 * (docs/catalogue.md#register-imports). Admins only, as all catalogue management.
 */
export default function RegisterImportScreen() {
  return (
    <div className="grid max-w-4xl gap-4">
      <h1 className="text-2xl font-semibold">Import official registers</h1>
      <p className="text-ink-secondary">
        Files downloaded by hand from the register (nothing is fetched by the server). A whole register is
        larger than an upload takes: import it with <code>npm run import:cricos</code> or{' '}
        <code>npm run import:scorecard</code>.
      </p>
      <RegisterForm register="cricos" />
      <RegisterForm register="scorecard" />
    </div>
  );
}

function RegisterForm({ register }: { register: Register }) {
  const id = useId();
  const [files, setFiles] = useState<Record<string, File>>({});
  const [fileDate, setFileDate] = useState('');
  const [report, setReport] = useState<RegisterImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const importing = useRegisterImport();
  const fields = FIELDS[register];
  const ready = fields.every((field) => files[field]) && /^\d{4}-\d{2}-\d{2}$/.test(fileDate);
  const clean = report?.dryRun && report.errorCount === 0;

  const go = async (dryRun: boolean) => {
    setError(null);
    try {
      const answer = await importing.mutateAsync({ register, files, fileDate, dryRun });
      setReport(answer.data);
      if (!dryRun) toast.success(answer.message);
    } catch (err) {
      setReport(null);
      setError(serverMessage(err) ?? 'The files could not be checked. Please try again.');
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-line bg-white p-4">
      <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold">
        {REGISTER_NAMES[register]}
      </h2>
      <div className="flex flex-col gap-3">
        {fields.map((field) => (
          <label key={field} className="flex flex-col gap-1 text-sm">
            {FIELD_LABELS[field]}
            <input
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => {
                const file = event.target.files?.[0];
                setFiles((current) => {
                  const { [field]: _old, ...rest } = current;
                  return file ? { ...rest, [field]: file } : rest;
                });
                setReport(null);
              }}
            />
          </label>
        ))}
        <label className="flex flex-col gap-1 text-sm">
          The file's date (as the register's download page gives it)
          <input
            type="date"
            value={fileDate}
            onChange={(event) => {
              setFileDate(event.target.value);
              setReport(null);
            }}
            className="w-48 rounded-lg border border-line px-2 py-1"
          />
        </label>
        <FormAlert>{error}</FormAlert>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => go(true)} disabled={!ready || importing.isPending}>
            Check the files
          </Button>
          <Button onClick={() => go(false)} disabled={!clean || importing.isPending}>
            Import
          </Button>
        </div>
        {importing.isPending && <p aria-live="polite">Checking every row…</p>}
        {report && <Report report={report} />}
      </div>
    </section>
  );
}

function Report({ report }: { report: RegisterImportReport }) {
  const summary = report.dryRun
    ? report.errorCount
      ? `${report.errorCount} rows need fixing; nothing was imported.`
      : `All ${report.rows} rows are ready to import: ${describeRegisterChanges(report)}. Nothing has been imported yet.`
    : `Imported: ${describeRegisterChanges(report)}.`;
  return (
    <div role="status" className="flex flex-col gap-2 text-sm">
      <p
        className={
          report.errorCount
            ? 'rounded-lg bg-red-50 px-3 py-2 text-red-800'
            : 'rounded-lg bg-green-50 px-3 py-2 text-green-800'
        }
      >
        {summary}
      </p>
      {report.errors.length > 0 && (
        <table className="w-full text-left">
          <caption className="sr-only">Rows to fix</caption>
          <thead className="text-xs text-ink-secondary">
            <tr>
              <th scope="col">File</th>
              <th scope="col">Line</th>
              <th scope="col">Column</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody data-testid="register-errors">
            {report.errors.flatMap(({ file, line, errors }) =>
              Object.entries(errors).map(([column, message]) => (
                <tr key={`${file}-${line}-${column}`}>
                  <td>{file}</td>
                  <td className="tabular-nums">{line}</td>
                  <td className="font-mono text-xs">{column}</td>
                  <td>{message}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      )}
      {report.unmatched.length > 0 && (
        <ul aria-label="Unmatched institutions" className="list-disc pl-5">
          {report.unmatched.map((u) => (
            <li key={u.unitId}>
              {u.institutionName} ({u.unitId}, {u.rows} rows): {u.reason}
            </li>
          ))}
        </ul>
      )}
      {report.skipped.length > 0 && (
        <details>
          <summary>Skipped rows</summary>
          <ul className="list-disc pl-5">
            {report.skipped.map((s) => (
              <li key={`${s.file}-${s.line}`}>
                {s.file} line {s.line}: {s.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
