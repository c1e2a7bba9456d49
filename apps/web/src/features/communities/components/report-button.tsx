import type { ModerationTarget, ReportReason } from '@edupath/contract';
import {
  MODERATION_MESSAGES as M,
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
} from '@edupath/contract/moderation-constants';
import { clsx } from 'clsx';
import { Flag } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/form-errors';
import { useReportContent } from '../api/report-content';

/**
 * 'Report' on a post or a comment: a reason from a short list and optional details, for the
 * moderators' queue (docs/communities.md, "Reporting").
 */
export function ReportButton({
  targetType,
  targetId,
  authorName,
  className,
}: {
  targetType: ModerationTarget;
  targetId: number;
  authorName: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportContent();
  const groupId = useId();

  const close = () => {
    setOpen(false);
    setReason(null);
    setDetails('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError(M.reasonRequired);
    try {
      toast.success(
        await report.mutateAsync({ targetType, targetId, reason, details: details.trim() || null }),
      );
      close();
    } catch (err) {
      // Reported before: nothing more to do, and the student is told so.
      if (err instanceof ApiError && err.status === 409) {
        toast.info(err.message);
        close();
      } else setError(errorText(err, M.reportFailed));
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Report ${targetType} by ${authorName}`}
        className={clsx('inline-flex items-center gap-1 hover:underline', className)}
      >
        <Flag className="h-3.5 w-3.5" aria-hidden="true" />
        Report
      </button>
      <Modal
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={`Report this ${targetType}`}
        description="Moderators will look at it. The author is not told who reported it."
        size="sm"
      >
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <fieldset aria-describedby={error ? `${groupId}-error` : undefined}>
            <legend className="mb-2 text-sm font-medium text-ink-secondary">Reason</legend>
            <div className="flex flex-col gap-1.5">
              {REPORT_REASONS.map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm text-ink">
                  <input
                    type="radio"
                    name={`${groupId}-reason`}
                    value={value}
                    checked={reason === value}
                    onChange={() => {
                      setReason(value);
                      setError(null);
                    }}
                    className="h-4 w-4 accent-[var(--color-primary-dark)]"
                  />
                  {REPORT_REASON_LABELS[value]}
                </label>
              ))}
            </div>
          </fieldset>
          <TextAreaField
            label="Details (optional)"
            value={details}
            maxLength={REPORT_DETAILS_MAX}
            rows={3}
            onChange={(event) => setDetails(event.target.value)}
          />
          {error && (
            <p id={`${groupId}-error`} role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={report.isPending}>
              Send report
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
