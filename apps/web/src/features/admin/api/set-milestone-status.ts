import type { MilestoneStatusItem, SetMilestoneStatusInput } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** PUT /milestone-status/user/{userId}: the student is notified and their /timeline moves live. */
export function useSetMilestoneStatus(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetMilestoneStatusInput) =>
      api.put<MilestoneStatusItem[]>(`milestone-status/user/${userId}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.student(userId) }),
  });
}
