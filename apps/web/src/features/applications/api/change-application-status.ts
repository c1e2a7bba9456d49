import { type ApplicationStatusChangeInput, applicationEndpoints } from '@edupath/contract';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { staffApplicationKeys } from './keys';

/**
 * PATCH the status; the answer is the application with its new history, which the page shows at
 * once. `alsoRefresh` are the console's own views that count applications (lists, the dashboard,
 * the student page), which this feature does not know.
 */
export function useChangeApplicationStatus(admissionApplicationId: number, alsoRefresh: QueryKey[] = []) {
  const queryClient = useQueryClient();
  const detailKey = staffApplicationKeys.one(admissionApplicationId);
  return useMutation({
    mutationFn: (input: ApplicationStatusChangeInput) =>
      call(applicationEndpoints.changeStatus, { params: { admissionApplicationId }, body: input }),
    onSuccess: (answer) => {
      queryClient.setQueryData(detailKey, answer.data);
      // Every other view of applications, but not the page just set (nor its documents).
      void queryClient.invalidateQueries({
        queryKey: staffApplicationKeys.all,
        predicate: (query) => query.queryKey[2] !== admissionApplicationId,
      });
      for (const queryKey of alsoRefresh) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
