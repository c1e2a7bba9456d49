import { accountDeletionEndpoints as E } from '@edupath/contract/account-deletion';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner';
import { call } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-time';
import { profileKeys } from '../../profile/index';

/**
 * An admin sees whether a student asked to delete her account, and when it is or was erased
 * (docs/privacy.md#deletion); only the student starts or cancels it.
 */
export function StudentDeletion({ userId }: { userId: number }) {
  const deletion = useQuery({
    queryKey: [...profileKeys.staffStudent(userId), 'deletion'],
    queryFn: async ({ signal }) => (await call(E.ofStudent, { params: { userId }, signal })).data,
  });
  if (deletion.isPending) return <Spinner label="Loading the deletion state" />;
  if (deletion.isError) return <p className="text-ink-secondary">The deletion state could not be loaded.</p>;
  const { status, requestedAt, scheduledFor, erasedAt } = deletion.data;
  if (status === 'erased' && erasedAt) {
    return (
      <p>
        <strong>Erased</strong> on {formatDateTime(erasedAt)}. Only what the retention table keeps remains,
        without her name or email.
      </p>
    );
  }
  if (status === 'pending' && requestedAt && scheduledFor) {
    return (
      <p>
        <strong>Pending</strong> since {formatDateTime(requestedAt)}; her data will be erased on{' '}
        {formatDateTime(scheduledFor)} unless she signs in before then.
      </p>
    );
  }
  return (
    <p className="text-ink-secondary">Not asked. Only the student can ask for her account to be deleted.</p>
  );
}
