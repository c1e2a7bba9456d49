import type { DocumentQueueItem } from '@edupath/contract';
import { clsx } from 'clsx';
import { ArrowRight, FileCheck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageTitle, Panel } from '../../../../components/console/panel';
import { SideListResults, usePageParam } from '../../../../components/console/side-list';
import { StatusPill } from '../../../../components/console/status-pill';
import { Avatar } from '../../../../components/ui/avatar';
import { formatDate } from '../../../../lib/format';
import { formatRelative } from '../../../../lib/format-time';
import { paths } from '../../../../lib/paths';
import { useStaffApplication } from '../../api/get-staff-application';
import { DOCUMENT_QUEUE_PAGE_SIZE, useDocumentQueue } from '../api/get-document-queue';
import { DocumentReview } from '../components/document-review';
import { applicationConsolePaths } from '../paths';

/**
 * /admin/documents and /admin/documents/:applicationId: the documents waiting for review, the
 * oldest upload first; opening one shows its application's documents to review beside the queue,
 * and 'Next' goes on to the oldest document of another application
 * (docs/application-documents.md, "The review queue").
 */
export default function DocumentsRoute() {
  const param = useParams().applicationId;
  const openId = param ? Number(param) : undefined;
  const valid = openId !== undefined && Number.isInteger(openId) && openId > 0;
  const [page] = usePageParam();
  const queue = useDocumentQueue(page);
  const items = queue.data?.items ?? [];
  const next = items.find((item) => item.admissionApplicationId !== openId);

  return (
    <>
      <PageTitle>Documents waiting for review</PageTitle>
      <div
        className={clsx(
          // Tracks may shrink below a long name (min 0), which then truncates instead of widening the page.
          'grid grid-cols-[minmax(0,1fr)] gap-4',
          openId !== undefined && 'lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start',
        )}
      >
        {/* On a phone the open document comes first; the queue follows it. */}
        {openId !== undefined && (
          <div className="min-w-0 lg:order-last">
            {valid ? (
              <ReviewPanel applicationId={openId} next={next} />
            ) : (
              <p role="alert" className="text-red-700">
                This application does not exist.
              </p>
            )}
          </div>
        )}
        <section aria-labelledby="queue-title" className="min-w-0 rounded-lg border border-line bg-white">
          <h2
            id="queue-title"
            className="border-b border-line px-4 py-2.5 text-sm font-semibold text-secondary"
          >
            Oldest first{queue.data ? ` (${queue.data.total.toLocaleString('en-US')})` : ''}
          </h2>
          <SideListResults
            list={queue}
            noun="documents"
            named="the documents"
            pageSize={DOCUMENT_QUEUE_PAGE_SIZE}
            empty={
              <p className="flex items-center gap-2 p-4 text-ink-secondary">
                <FileCheck className="h-5 w-5 text-primary-dark" aria-hidden="true" />
                No documents are waiting for review.
              </p>
            }
          >
            {(rows) => (
              <ol className="divide-y divide-line" aria-label="Documents waiting for review">
                {rows.map((item) => (
                  <QueueRow
                    key={`${item.admissionApplicationId}-${item.kind}`}
                    item={item}
                    active={item.admissionApplicationId === openId}
                  />
                ))}
              </ol>
            )}
          </SideListResults>
        </section>
      </div>
    </>
  );
}

function QueueRow({ item, active }: { item: DocumentQueueItem; active: boolean }) {
  return (
    <li>
      <Link
        to={applicationConsolePaths.documentsOf(item.admissionApplicationId)}
        aria-current={active ? 'page' : undefined}
        data-testid="queue-row"
        className={clsx(
          'flex items-start gap-3 px-4 py-2.5 hover:bg-gray-50',
          active && 'bg-primary-light hover:bg-primary-light',
        )}
      >
        <Avatar name={item.student.name} image={item.student.profileImage} className="h-8 w-8 rounded-full" />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline justify-between gap-x-2">
            <span className="font-medium text-gray-900">{item.label}</span>
            <span className="text-xs text-ink-secondary" title={formatDate(item.uploadedAt)}>
              uploaded {formatRelative(item.uploadedAt)}
            </span>
          </span>
          <span className="block truncate">{item.student.name}</span>
          <span className="block truncate text-xs text-ink-secondary">
            {item.courseName} · {item.universityName}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** One application's documents to review, with the way on to the next application waiting. */
function ReviewPanel({
  applicationId,
  next,
}: {
  applicationId: number;
  next: DocumentQueueItem | undefined;
}) {
  const application = useStaffApplication(applicationId);
  const a = application.data;
  return (
    <Panel
      title={
        a ? (
          <span className="flex flex-wrap items-center gap-2">
            <Link to={paths.adminStudent(a.student.userId)} className="text-primary-dark hover:underline">
              {a.student.name}
            </Link>
            <StatusPill status={a.status} />
          </span>
        ) : (
          'Documents'
        )
      }
      actions={
        next ? (
          <Link
            to={applicationConsolePaths.documentsOf(next.admissionApplicationId)}
            className="inline-flex shrink-0 items-center gap-1 rounded-md border border-primary px-2.5 py-1 text-xs font-medium text-primary-dark hover:bg-primary-light"
          >
            Next <ArrowRight className="h-3.5 w-3.5" aria-hidden="true" />
          </Link>
        ) : (
          <span className="text-xs text-ink-secondary">Nothing else waiting</span>
        )
      }
    >
      {a && (
        <p className="mb-2 text-ink-secondary">
          <Link
            to={applicationConsolePaths.application(applicationId)}
            className="font-medium text-primary-dark hover:underline"
          >
            {a.CourseModel.courseName}
          </Link>{' '}
          · {a.CourseModel.UniversityModel.universityName}
        </p>
      )}
      <DocumentReview applicationId={applicationId} />
    </Panel>
  );
}
