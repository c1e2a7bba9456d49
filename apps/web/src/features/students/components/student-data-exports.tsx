import { type DataExportStatus, dataExportEndpoints as E } from '@edupath/contract/data-export';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner';
import { call } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-time';
import { profileKeys } from '../../profile/index';

const STATUS_NAMES: Record<DataExportStatus, string> = {
  preparing: 'Being prepared',
  ready: 'Ready',
  expired: 'Expired (file deleted)',
  failed: 'Failed',
};

/**
 * An admin sees when a student asked for a copy of her data and what became of it
 * (docs/privacy.md#export): the state and times, never the file, which only she downloads.
 */
export function StudentDataExports({ userId }: { userId: number }) {
  const exports = useQuery({
    queryKey: [...profileKeys.staffStudent(userId), 'data-exports'],
    queryFn: async ({ signal }) => (await call(E.ofStudent, { params: { userId }, signal })).data,
  });
  if (exports.isPending) return <Spinner label="Loading the data exports" />;
  if (exports.isError) return <p className="text-ink-secondary">The data exports could not be loaded.</p>;
  if (exports.data.length === 0)
    return <p className="text-ink-secondary">She has not asked for a copy of her data.</p>;
  return (
    <>
      <ul data-testid="student-data-exports" className="space-y-2">
        {exports.data.map((item) => (
          <li key={item.exportId} className="rounded-lg border border-line px-3 py-2">
            <span className="font-medium text-gray-900">{STATUS_NAMES[item.status]}</span>
            <span className="block text-xs text-ink-secondary">
              Asked {formatDateTime(item.requestedAt)}
              {item.readyAt && ` · ready ${formatDateTime(item.readyAt)}`}
              {item.expiresAt &&
                ` · ${item.status === 'ready' ? 'until' : 'expired'} ${formatDateTime(item.expiresAt)}`}
              {item.downloadedAt && ` · downloaded ${formatDateTime(item.downloadedAt)}`}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-ink-secondary">Only the student can download her file.</p>
    </>
  );
}
