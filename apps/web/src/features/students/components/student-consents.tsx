import { CONSENT_PURPOSES, type ConsentPurpose, consentEndpoints as E } from '@edupath/contract/consent';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner';
import { call } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-time';
import { profileKeys } from '../../profile/index';

const PURPOSE_NAMES: Record<ConsentPurpose, string> = {
  service: 'Service (required)',
  emails: 'Optional emails',
  statistics: 'Anonymised statistics',
  marketing: 'Marketing',
};

const stateOf = (granted: boolean | null) =>
  granted === null ? 'Not recorded' : granted ? 'Given' : 'Not given';

/**
 * An admin reads a student's consents and their ledger (docs/accounts.md#consent); only the
 * student changes them.
 */
export function StudentConsents({ userId }: { userId: number }) {
  const consents = useQuery({
    queryKey: [...profileKeys.staffStudent(userId), 'consents'],
    queryFn: async ({ signal }) => (await call(E.ofStudent, { params: { userId }, signal })).data,
  });
  if (consents.isPending) return <Spinner label="Loading the consents" />;
  if (consents.isError) return <p className="text-ink-secondary">The consents could not be loaded.</p>;
  const { choices, history } = consents.data;
  const last = history[0];
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {CONSENT_PURPOSES.map((purpose) => (
          <div key={purpose} className="contents">
            <dt className="text-ink-secondary">{PURPOSE_NAMES[purpose]}</dt>
            <dd>{stateOf(choices[purpose])}</dd>
          </div>
        ))}
      </dl>
      {last && (
        <p className="mt-2 text-xs text-ink-secondary">
          Last change {formatDateTime(last.createdAt)}, notice {last.noticeVersion}; {history.length} entries
          in the ledger. Only the student changes them.
        </p>
      )}
    </>
  );
}
