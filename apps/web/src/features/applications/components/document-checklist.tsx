import {
  type ChecklistItem,
  type DocumentKind,
  type DocumentStatus,
  documentEndpoints,
  urlOf,
} from '@edupath/contract';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MESSAGES,
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_UPLOAD_ALLOWED,
  documentInSentence,
} from '@edupath/contract/documents-constants';
import { clsx } from 'clsx';
import { ArrowRight, FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/states';
import { errorText } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { useApplicationDocuments } from '../api/get-documents';
import { useUploadDocument } from '../api/upload-document';

const STATUS_CLASSES: Record<DocumentStatus, string> = {
  missing: 'bg-gray-100 text-gray-700 ring-gray-500/20',
  uploaded: 'bg-blue-50 text-blue-800 ring-blue-600/20',
  accepted: 'bg-green-100 text-green-800 ring-green-600/20',
  changes_requested: 'bg-amber-100 text-amber-900 ring-amber-600/30',
};

export function DocumentStatusPill({ status }: { status: DocumentStatus }) {
  return (
    <span
      data-status={status}
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        STATUS_CLASSES[status],
      )}
    >
      {DOCUMENT_STATUS_LABELS[status]}
    </span>
  );
}

const uploadLabel = (status: DocumentStatus) =>
  status === 'missing' ? 'Upload' : status === 'changes_requested' ? 'Upload new version' : 'Replace';

function DocumentRow({
  item,
  applicationId,
  onUpload,
  busy,
  error,
  closed,
}: {
  item: ChecklistItem;
  applicationId: number;
  onUpload: (kind: DocumentKind, file: File) => void;
  busy: boolean;
  error: string | null;
  closed: boolean;
}) {
  const inputId = useId();
  const canUpload = !closed && DOCUMENT_UPLOAD_ALLOWED.includes(item.status);
  return (
    <li data-testid={`document-${item.kind}`} className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <FileText className="h-4 w-4 shrink-0 text-primary-dark" aria-hidden="true" />
          <span className="font-medium text-ink">{item.label}</span>
          {!item.required && <span className="text-xs text-ink-secondary">(no longer asked for)</span>}
        </div>
        <DocumentStatusPill status={item.status} />
      </div>
      {item.file && (
        <p className="text-sm text-ink-secondary">
          <a
            className="font-medium text-primary-dark hover:underline"
            href={urlOf(documentEndpoints.file, {
              params: { admissionApplicationId: applicationId, kind: item.kind },
            })}
            target="_blank"
            rel="noreferrer"
          >
            {item.file.fileName}
          </a>{' '}
          · uploaded {formatDate(item.file.uploadedAt)}
        </p>
      )}
      {item.reviewNote && (
        <p
          data-testid="review-note"
          className={clsx(
            'rounded-lg px-3 py-2 text-sm',
            item.status === 'changes_requested'
              ? 'bg-amber-50 text-amber-900'
              : 'bg-gray-50 text-ink-secondary',
          )}
        >
          <span className="font-medium">Note from {item.reviewedBy?.name ?? 'your advisor'}: </span>
          {item.reviewNote}
        </p>
      )}
      {canUpload && (
        <div>
          <label
            htmlFor={inputId}
            className={clsx(
              'inline-flex cursor-pointer items-center rounded-lg border border-primary px-3 py-1.5 text-sm font-medium text-primary-dark hover:bg-primary-light has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary',
              busy && 'pointer-events-none opacity-50',
            )}
          >
            {busy ? 'Uploading...' : `${uploadLabel(item.status)} ${documentInSentence(item.kind)}`}
            <input
              id={inputId}
              type="file"
              accept={DOCUMENT_ACCEPT}
              className="sr-only"
              disabled={busy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onUpload(item.kind, file);
              }}
            />
          </label>
          <span className="ml-2 text-xs text-ink-secondary">PDF, JPEG, PNG or WebP, 5 MB at most</span>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}

/**
 * The application's documents: what the student must do next, then each item with its state, the
 * reviewer's note and an upload (docs/application-documents.md). A closed application (rejected or
 * withdrawn) offers no upload: the server refuses them.
 */
export function DocumentChecklist({
  applicationId,
  closed = false,
}: {
  applicationId: number;
  closed?: boolean;
}) {
  const query = useApplicationDocuments(applicationId);
  const upload = useUploadDocument(applicationId);
  const [errors, setErrors] = useState<Partial<Record<DocumentKind, string>>>({});
  const [busyKind, setBusyKind] = useState<DocumentKind | null>(null);

  if (query.isError) return <LoadError>{DOCUMENT_MESSAGES.loadFailed}</LoadError>;
  if (!query.data) return <Spinner label="Loading documents" />;
  const checklist = query.data;

  const onUpload = async (kind: DocumentKind, file: File) => {
    setErrors((current) => ({ ...current, [kind]: undefined }));
    setBusyKind(kind);
    try {
      await upload.mutateAsync({ kind, file });
      toast.success(DOCUMENT_MESSAGES.uploaded);
    } catch (err) {
      setErrors((current) => ({ ...current, [kind]: errorText(err, DOCUMENT_MESSAGES.uploadFailed) }));
    } finally {
      setBusyKind(null);
    }
  };

  return (
    <div>
      <p
        data-testid="next-step"
        className="flex items-start gap-2 rounded-xl bg-primary-light px-4 py-3 font-medium text-secondary"
      >
        <ArrowRight className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {checklist.nextStep}
      </p>
      <ul className="mt-2 divide-y divide-line" aria-label="Documents">
        {checklist.items.map((item) => (
          <DocumentRow
            key={item.kind}
            item={item}
            applicationId={applicationId}
            onUpload={onUpload}
            busy={busyKind === item.kind}
            error={errors[item.kind] ?? null}
            closed={closed}
          />
        ))}
      </ul>
      <p className="mt-2 text-xs text-ink-secondary">{checklist.testScoresReason}</p>
    </div>
  );
}
