import type { StaffAccount } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminRootKey } from './keys';

export function useReactivateStaffAccount(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<StaffAccount>(`staff/accounts/${userId}/reactivate`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRootKey }),
  });
}
