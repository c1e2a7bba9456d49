import type { PersonRef } from '@edupath/contract';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { adminRootKey } from '../../../lib/console-keys';
import { serverMessage } from '../../../lib/form-errors';
import { staffApplicationKeys } from '../../applications/index';
import { staffChatsQueryKey } from '../../chat/index';
import { useReassignStudent } from '../../profile/index';
import { useAdvisors } from '../../staff-accounts/index';

/** Admins: move the student, and their support chat, to another advisor. */
export function ReassignAdvisor({
  userId,
  studentName,
  advisor,
}: {
  userId: number;
  studentName: string;
  advisor: PersonRef | null;
}) {
  const advisors = useAdvisors(true);
  const [advisorId, setAdvisorId] = useState<number | ''>('');
  const [error, setError] = useState<string | null>(null);
  // The advisor shows on every list; both advisors' counters and inboxes move.
  const reassign = useReassignStudent(userId, [adminRootKey, staffApplicationKeys.all, staffChatsQueryKey]);
  const confirm = useConfirm();
  const chosen = advisors.data?.find((a) => a.userId === advisorId);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!chosen) {
      setError('Choose an advisor.');
      return;
    }
    const sure = await confirm({
      title: 'Reassign student',
      message: `Move ${studentName} and their support chat to ${chosen.name}?`,
      confirmLabel: 'Reassign',
    });
    if (!sure) return;
    try {
      const answer = await reassign.mutateAsync({ advisorId: chosen.userId });
      toast.success(answer.message);
      setAdvisorId('');
    } catch (err) {
      setError(serverMessage(err) ?? 'The student could not be reassigned. Please try again.');
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <p>
        <span className="text-ink-secondary">Advisor now:</span>{' '}
        <span className="font-medium" data-testid="current-advisor">
          {advisor?.name ?? 'None assigned'}
        </span>
      </p>
      <FormAlert>{error}</FormAlert>
      <SelectField
        label="New advisor"
        value={advisorId}
        onChange={(event) => setAdvisorId(event.target.value ? Number(event.target.value) : '')}
      >
        <option value="">Choose an advisor</option>
        {advisors.data
          ?.filter((a) => a.isActive && a.userId !== advisor?.userId)
          .map((a) => (
            <option key={a.userId} value={a.userId}>
              {a.name} ({a.studentCount} students)
            </option>
          ))}
      </SelectField>
      <Button type="submit" variant="outline" size="sm" className="self-start" disabled={reassign.isPending}>
        {reassign.isPending ? 'Reassigning...' : 'Reassign'}
      </Button>
    </form>
  );
}
