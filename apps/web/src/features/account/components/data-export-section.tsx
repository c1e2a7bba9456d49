import { DATA_EXPORT_HOURS, type DataExport, dataExportEndpoints } from '@edupath/contract/data-export';
import { urlOf } from '@edupath/contract/endpoint';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/states';
import { serverMessage } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format-time';
import { useMyDataExport, useRequestDataExport } from '../api/data-export';

/** What she is told about her last copy, when there is no file to download now. */
function pastState(latest: DataExport | null): string | null {
  if (latest?.status === 'expired' && latest.expiresAt)
    return `Your last copy was deleted on ${formatDateTime(latest.expiresAt)}, ${DATA_EXPORT_HOURS} hours after it was ready.`;
  if (latest?.status === 'failed') return 'We could not prepare your last copy. Please ask again.';
  return null;
}

/**
 * /account's "Your data": a copy of everything we hold about her, as a ZIP built by a job
 * (docs/privacy.md#export). "Preparing your file…" turns into the download link when the job's
 * notification arrives (or the page asks again), and the link lasts DATA_EXPORT_HOURS.
 */
export function DataExportSection() {
  const query = useMyDataExport();
  const request = useRequestDataExport();
  const answer = query.data?.latest ?? null;
  // A page left open past the file's time shows it expired rather than a link that answers 410.
  const latest: DataExport | null =
    answer?.status === 'ready' && answer.expiresAt && Date.parse(answer.expiresAt) <= Date.now()
      ? { ...answer, status: 'expired', downloadPath: null }
      : answer;
  return (
    <section
      id="your-data"
      aria-labelledby="account-data"
      className="mt-6 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="account-data" className="text-xl font-semibold text-secondary">
        Your data
      </h2>
      <p className="mt-1 text-sm text-ink-secondary">
        Download a copy of everything EduPath holds about you: your profile, applications and their history,
        documents, chats, community posts, notifications, shortlist, consents, sign-ins and the emails we sent
        you. It comes as a ZIP file with a readable data.json and the files you uploaded, and stays available
        for {DATA_EXPORT_HOURS} hours.
      </p>
      <div className="mt-4" aria-live="polite">
        {query.isPending ? (
          <Spinner label="Loading your data export" className="py-4" />
        ) : query.isError ? (
          <LoadError>Could not load the state of your data export.</LoadError>
        ) : latest?.status === 'preparing' ? (
          <div className="flex items-center gap-3 rounded-lg bg-primary-light px-3 py-3 text-sm">
            <span className="h-5 w-5 shrink-0 animate-spin rounded-full border-2 border-primary/30 border-t-primary" />
            <span>
              <span className="block font-medium text-secondary">Preparing your file…</span>
              <span className="block text-ink-secondary">
                We will notify you when it is ready. You can leave this page.
              </span>
            </span>
          </div>
        ) : latest?.status === 'ready' && latest.downloadPath && latest.expiresAt ? (
          <a
            href={urlOf(dataExportEndpoints.file, { params: { exportId: latest.exportId } })}
            download
            className="inline-flex items-center gap-2 rounded-lg bg-primary-dark px-4 py-2 text-sm font-medium text-white hover:bg-secondary"
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            Download (available until {formatDateTime(latest.expiresAt)})
          </a>
        ) : (
          <>
            {pastState(latest) && <p className="mb-3 text-sm text-ink-secondary">{pastState(latest)}</p>}
            <Button onClick={() => request.mutate()} disabled={request.isPending}>
              <Download className="h-4 w-4" aria-hidden="true" />
              Download my data
            </Button>
          </>
        )}
        {request.isError && (
          <FormAlert>{serverMessage(request.error) ?? 'Could not start. Please try again.'}</FormAlert>
        )}
      </div>
    </section>
  );
}
