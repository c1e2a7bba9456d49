import type { MilestoneStatusChoice, StaffStudentDetail } from '@edupath/contract';
import { clsx } from 'clsx';
import { CheckCircle2, Circle, CircleDot } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextAreaField } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { serverFieldErrors, serverMessage } from '../../../../lib/form-errors';
import { formatDateTime } from '../../../../lib/format-time';
import { useSetMilestoneStatus } from '../api/set-milestone-status';

type MilestoneRow = StaffStudentDetail['milestones'][number];

// The contract's choices live beside its schemas (zod); a record keyed by the choice type keeps
// this list complete without bringing them into the bundle.
const CHOICE_ORDER: Record<MilestoneStatusChoice, number> = { Upcoming: 0, Active: 1, Complete: 2 };
const CHOICES = (Object.keys(CHOICE_ORDER) as MilestoneStatusChoice[]).sort(
  (a, b) => CHOICE_ORDER[a] - CHOICE_ORDER[b],
);

const ICONS = { Complete: CheckCircle2, Active: CircleDot, Upcoming: Circle } as const;
const TONES = {
  Complete: 'text-green-700',
  Active: 'text-primary-dark',
  Upcoming: 'text-gray-400',
} as const;

/** The student's milestones in order; staff set each one's state with a note, and the student's /timeline follows live. */
export function MilestonesEditor({ userId, milestones }: { userId: number; milestones: MilestoneRow[] }) {
  const [editing, setEditing] = useState<number | null>(null);
  if (milestones.length === 0) return <p className="text-ink-secondary">No milestones are defined.</p>;
  return (
    <ol className="flex flex-col divide-y divide-line">
      {milestones.map((milestone) => {
        const Icon = ICONS[milestone.status];
        return (
          <li key={milestone.milestoneId} className="py-2.5 first:pt-0 last:pb-0" data-testid="milestone-row">
            <div className="flex items-start gap-3">
              <Icon className={clsx('mt-0.5 h-5 w-5 shrink-0', TONES[milestone.status])} aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900">{milestone.title}</p>
                <p className="text-xs text-ink-secondary">
                  <span className="font-medium">{milestone.status}</span>
                  {milestone.updatedAt && ` · ${formatDateTime(milestone.updatedAt)}`}
                </p>
                {milestone.note && <p className="mt-0.5 text-ink-secondary">“{milestone.note}”</p>}
              </div>
              {editing !== milestone.milestoneId && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setEditing(milestone.milestoneId)}
                  aria-label={`Set ${milestone.title}`}
                >
                  Set
                </Button>
              )}
            </div>
            {editing === milestone.milestoneId && (
              <MilestoneForm userId={userId} milestone={milestone} onDone={() => setEditing(null)} />
            )}
          </li>
        );
      })}
    </ol>
  );
}

function MilestoneForm({
  userId,
  milestone,
  onDone,
}: {
  userId: number;
  milestone: MilestoneRow;
  onDone: () => void;
}) {
  const [status, setStatus] = useState<MilestoneStatusChoice>(milestone.status);
  const [note, setNote] = useState(milestone.note ?? '');
  const [formError, setFormError] = useState<string | null>(null);
  const [noteError, setNoteError] = useState<string | undefined>();
  const save = useSetMilestoneStatus(userId);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setNoteError(undefined);
    try {
      const answer = await save.mutateAsync({
        milestoneId: milestone.milestoneId,
        status,
        remark: note.trim() || null,
      });
      toast.success(answer.message);
      onDone();
    } catch (err) {
      setNoteError(serverFieldErrors(err, ['remark']).remark);
      setFormError(serverMessage(err) ?? 'The milestone could not be saved. Please try again.');
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Set ${milestone.title}`}
      className="ml-8 mt-2 flex flex-col gap-3 rounded-md border border-line bg-gray-50 p-3"
    >
      <FormAlert>{formError}</FormAlert>
      <SelectField
        label="Status"
        value={status}
        onChange={(event) => setStatus(event.target.value as MilestoneStatusChoice)}
      >
        {CHOICES.map((choice) => (
          <option key={choice}>{choice}</option>
        ))}
      </SelectField>
      <TextAreaField
        label="Note to the student (optional)"
        rows={2}
        maxLength={1000}
        value={note}
        error={noteError}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
