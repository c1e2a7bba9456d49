import { staffAccountEndpoints as E } from '@edupath/contract/staff-accounts-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminRootKey } from '../../../lib/console-keys';

export function useReactivateStaffAccount(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(E.reactivate, { params: { userId } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRootKey }),
  });
}
