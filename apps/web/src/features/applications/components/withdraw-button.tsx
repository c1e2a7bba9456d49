import type { AdmissionApplication } from '@edupath/contract';
import { APPLICATION_WITHDRAWABLE_STATUSES } from '@edupath/contract/constants';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useWithdrawApplication } from '../api/withdraw-application';

export const WITHDRAW_CONFIRMATION =
  'Withdraw your application? Your advisor will be told, and you cannot apply to this course again.';

/**
 * 'Withdraw application', only while the application can still be withdrawn (Pending, Under
 * Review or an offer: docs/applications-and-timeline.md, "Withdrawing").
 */
export function WithdrawButton({ application }: { application: AdmissionApplication }) {
  const confirm = useConfirm();
  const mutation = useWithdrawApplication();
  if (!APPLICATION_WITHDRAWABLE_STATUSES.includes(application.status)) return null;

  const withdraw = async () => {
    const sure = await confirm({
      title: 'Withdraw application',
      message: WITHDRAW_CONFIRMATION,
      confirmLabel: 'Withdraw',
      danger: true,
    });
    if (sure) mutation.mutate(application.admissionApplicationId);
  };

  return (
    <button
      type="button"
      onClick={() => void withdraw()}
      disabled={mutation.isPending}
      className="w-full rounded-lg border border-red-300 px-4 py-2 text-sm font-medium text-red-700 transition-colors hover:bg-red-50 disabled:opacity-60"
    >
      {mutation.isPending ? 'Withdrawing...' : 'Withdraw application'}
    </button>
  );
}
