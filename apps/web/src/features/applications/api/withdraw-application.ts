import { applicationEndpoints } from '@edupath/contract';
import { APPLICATION_MESSAGES } from '@edupath/contract/applications-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/form-errors';
import { deadlinesQueryKey } from '../../shortlist/index';
import { applicationQueryKey } from './get-application';
import { applicationsQueryKey } from './keys';

export const withdrawApplication = (admissionApplicationId: number) =>
  call(applicationEndpoints.withdraw, { params: { admissionApplicationId } });

/**
 * The student withdraws their application (docs/applications-and-timeline.md, "Withdrawing"): the
 * page shows the answer at once, then the list and the deadlines (a withdrawn course has none)
 * refresh.
 */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: (answer) => {
      toast.success(answer.message);
      queryClient.setQueryData(applicationQueryKey(answer.data.admissionApplicationId), answer.data);
      void queryClient.invalidateQueries({ queryKey: applicationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: deadlinesQueryKey });
    },
    onError: (error) => {
      // A 409 means the status moved meanwhile (a decision, another tab): show what it is now.
      void queryClient.invalidateQueries({ queryKey: applicationsQueryKey });
      toast.error(serverMessage(error) ?? APPLICATION_MESSAGES.withdrawFailed);
    },
  });
}
