import type { ApplicationStatusChangeInput, StaffApplicationDetail } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys, adminRootKey } from './keys';

/** PATCH the status; the answer is the application with its new history, which the page shows at once. */
export function useChangeApplicationStatus(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ApplicationStatusChangeInput) =>
      api.patch<StaffApplicationDetail>(`staff/applications/${applicationId}/status`, input),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminKeys.application(applicationId), answer.data);
      // Lists, the dashboard and the student page count this application too.
      void queryClient.invalidateQueries({
        queryKey: adminRootKey,
        predicate: (query) => query.queryKey[2] !== applicationId || query.queryKey[1] !== 'application',
      });
    },
  });
}
