import type { ApplicationStatus, StaffApplicationDetail } from '@edupath/contract';
import { APPLICATION_MESSAGES } from '@edupath/contract/applications-messages';
import { APPLICATION_STATUS_TRANSITIONS } from '@edupath/contract/constants';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { StatusPill } from '../../../../components/console/status-pill';
import { Button } from '../../../../components/ui/button';
import { useConfirm } from '../../../../components/ui/confirm-dialog';
import { TextAreaField } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { adminRootKey } from '../../../../lib/console-keys';
import { serverFieldErrors, serverMessage } from '../../../../lib/form-errors';
import { profileKeys } from '../../../profile/index';
import { useChangeApplicationStatus } from '../../api/change-application-status';

const NOTE_MAX = 1000;

/**
 * Moves an application to one of the statuses the workflow allows from where it stands
 * (APPLICATION_STATUS_TRANSITIONS), with an optional note to the student, after a confirmation.
 * The server checks the move again: a refusal (409, e.g. someone else moved it first) shows here.
 */
export function ChangeStatus({ application }: { application: StaffApplicationDetail }) {
  const choices = APPLICATION_STATUS_TRANSITIONS[application.status];
  const [target, setTarget] = useState<ApplicationStatus | null>(null);
  const [note, setNote] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [noteError, setNoteError] = useState<string | undefined>();
  const confirm = useConfirm();
  // The dashboard, the counters and the student's page count this application too.
  const change = useChangeApplicationStatus(application.admissionApplicationId, [
    adminRootKey,
    profileKeys.staff,
  ]);
  const groupId = useId();

  // A withdrawn application is final (docs/applications-and-timeline.md, "Withdrawing").
  if (choices.length === 0) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-secondary">
        <StatusPill status={application.status} /> {APPLICATION_MESSAGES.withdrawnByStudent}
      </p>
    );
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setNoteError(undefined);
    if (!target) {
      setFormError('Choose the new status.');
      return;
    }
    const sure = await confirm({
      title: 'Change status',
      message: `Move ${application.student.name}'s application from ${application.status} to ${target}? ${
        note.trim() ? 'They will be notified with your note.' : 'They will be notified.'
      }`,
      confirmLabel: `Move to ${target}`,
      danger: target === 'Rejected',
    });
    if (!sure) return;
    try {
      await change.mutateAsync({ status: target, remark: note.trim() || null });
      toast.success(`Status changed to ${target}`);
      setTarget(null);
      setNote('');
    } catch (err) {
      const fields = serverFieldErrors(err, ['remark', 'status']);
      setNoteError(fields.remark);
      setFormError(
        fields.status ?? serverMessage(err) ?? 'The status could not be changed. Please try again.',
      );
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <p className="flex items-center gap-2">
        <span className="text-ink-secondary">Now</span> <StatusPill status={application.status} />
      </p>
      <FormAlert>{formError}</FormAlert>
      <fieldset aria-describedby={`${groupId}-hint`}>
        <legend className="text-sm font-medium text-ink-secondary">Move to</legend>
        <p id={`${groupId}-hint`} className="sr-only">
          Only the statuses the workflow allows from {application.status} are offered.
        </p>
        <div className="mt-1 flex flex-wrap gap-2">
          {choices.map((status) => (
            <label
              key={status}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-line px-2.5 py-1.5 has-[:checked]:border-primary has-[:checked]:bg-primary-light has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
            >
              <input
                type="radio"
                name="status"
                value={status}
                checked={target === status}
                onChange={() => setTarget(status)}
                className="accent-[var(--color-primary-dark)]"
              />
              {status}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label="Note to the student (optional)"
        rows={3}
        maxLength={NOTE_MAX}
        value={note}
        error={noteError}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button type="submit" disabled={change.isPending} className="self-start">
        {change.isPending ? 'Saving...' : 'Change status'}
      </Button>
    </form>
  );
}
