import {
  type ChecklistItem,
  type DocumentDecision,
  type DocumentStatus,
  documentEndpoints,
  urlOf,
} from '@edupath/contract';
import { DOCUMENT_REVIEW_TRANSITIONS, DOCUMENT_STATUS_LABELS } from '@edupath/contract/documents-constants';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/field';
import { Spinner } from '../../../../components/ui/spinner';
import { type ChipTone, StatusChip } from '../../../../components/ui/status-chip';
import { serverFieldErrors, serverMessage } from '../../../../lib/form-errors';
import { formatDateTime } from '../../../../lib/format-time';
import { useStaffApplicationDocuments } from '../api/get-application-documents';
import { useReviewDocument } from '../api/review-document';
import { useLiveDocuments } from '../hooks/use-live-documents';

const NOTE_MAX = 1000;

const TONES: Record<DocumentStatus, ChipTone> = {
  missing: 'gray',
  uploaded: 'sky',
  accepted: 'green',
  changes_requested: 'amber',
};

function ReviewRow({ item, applicationId }: { item: ChecklistItem; applicationId: number }) {
  const allowed = DOCUMENT_REVIEW_TRANSITIONS[item.status];
  const review = useReviewDocument(applicationId);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [noteError, setNoteError] = useState<string | undefined>();

  const decide = async (decision: DocumentDecision) => {
    setError(null);
    setNoteError(undefined);
    try {
      await review.mutateAsync({ kind: item.kind, decision, note: note.trim() || null });
      toast.success(decision === 'accepted' ? `${item.label} accepted` : `Changes asked for: ${item.label}`);
      setAsking(false);
      setNote('');
    } catch (err) {
      const fields = serverFieldErrors(err, ['note', 'decision']);
      setNoteError(fields.note);
      setError(
        fields.decision ?? (fields.note ? null : (serverMessage(err) ?? 'The review could not be saved.')),
      );
    }
  };

  return (
    <li data-testid={`review-${item.kind}`} className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">
          {item.label}
          {!item.required && <span className="ml-1 text-xs text-ink-secondary">(no longer asked for)</span>}
        </span>
        <StatusChip tone={TONES[item.status]}>{DOCUMENT_STATUS_LABELS[item.status]}</StatusChip>
      </div>
      {item.file && (
        <p className="text-sm text-ink-secondary">
          <a
            href={urlOf(documentEndpoints.staffFile, {
              params: { admissionApplicationId: applicationId, kind: item.kind },
            })}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-primary-dark hover:underline"
          >
            Open {item.file.fileName}
          </a>{' '}
          · {Math.max(1, Math.round(item.file.byteSize / 1024))} kB · uploaded{' '}
          {formatDateTime(item.file.uploadedAt)}
        </p>
      )}
      {item.reviewNote && (
        <p className="text-sm text-ink-secondary">
          Note{item.reviewedBy ? ` by ${item.reviewedBy.name}` : ''}: {item.reviewNote}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {allowed.length > 0 && !asking && (
        <div className="flex flex-wrap gap-2">
          {allowed.includes('accepted') && (
            <Button size="sm" disabled={review.isPending} onClick={() => void decide('accepted')}>
              Accept
            </Button>
          )}
          {allowed.includes('changes_requested') && (
            <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
              Ask for changes
            </Button>
          )}
        </div>
      )}
      {asking && (
        <form
          noValidate
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void decide('changes_requested');
          }}
        >
          <TextAreaField
            label={`What should change in the ${item.label.toLowerCase()}?`}
            rows={3}
            maxLength={NOTE_MAX}
            value={note}
            error={noteError}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={review.isPending}>
              {review.isPending ? 'Sending...' : 'Send to the student'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}

/** The documents of an application: open each file, accept it or ask for changes with a note. */
export function DocumentReview({ applicationId }: { applicationId: number }) {
  const query = useStaffApplicationDocuments(applicationId);
  useLiveDocuments(applicationId);
  if (query.isPending) return <Spinner label="Loading the documents" />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        Failed to load the documents. Please try again.
      </p>
    );
  return (
    <>
      <ul className="divide-y divide-line" aria-label="Documents">
        {query.data.items.map((item) => (
          <ReviewRow key={item.kind} item={item} applicationId={applicationId} />
        ))}
      </ul>
      <p className="mt-2 text-xs text-ink-secondary">{query.data.testScoresReason}</p>
    </>
  );
}
