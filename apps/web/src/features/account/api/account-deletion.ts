import { accountDeletionEndpoints as E } from '@edupath/contract/account-deletion';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

const deletionKey = ['account', 'deletion'] as const;

/** Whether her account is due to be deleted, and when (docs/privacy.md#deletion). */
export function useAccountDeletion() {
  return useQuery({
    queryKey: deletionKey,
    queryFn: async ({ signal }) => (await call(E.mine, { signal })).data,
  });
}

export function useRequestAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string | undefined) => call(E.request, { body: password ? { password } : {} }),
    onSuccess: (answer) => queryClient.setQueryData(deletionKey, answer.data),
  });
}

export function useCancelAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(E.cancel),
    onSuccess: (answer) => queryClient.setQueryData(deletionKey, answer.data),
  });
}
