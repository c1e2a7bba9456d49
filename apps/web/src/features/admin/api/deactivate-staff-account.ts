import type { DeactivateStaffAccountInput, StaffAccountChange } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminRootKey } from './keys';

/** Admins: the account is signed out everywhere and its students handed over. */
export function useDeactivateStaffAccount(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DeactivateStaffAccountInput) =>
      (await api.post<StaffAccountChange>(`staff/accounts/${userId}/deactivate`, input)).data,
    // Students change advisor: every list that shows one refreshes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRootKey }),
  });
}
