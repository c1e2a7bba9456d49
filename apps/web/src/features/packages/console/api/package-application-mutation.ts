import type { ApiResponse, StaffPackageApplicationDetail } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packageConsoleKeys } from './keys';

/**
 * What a change to a package application (a move, a note, a payment) does once it is answered:
 * the answer is the application with its new history, shown at once; the lists count it again.
 */
export function usePackageApplicationMutation<Input>(
  id: number,
  send: (input: Input) => Promise<ApiResponse<StaffPackageApplicationDetail>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(packageConsoleKeys.application(id), answer.data);
      void queryClient.invalidateQueries({ queryKey: packageConsoleKeys.applications });
      void queryClient.invalidateQueries({ queryKey: packageConsoleKeys.packages });
    },
  });
}
