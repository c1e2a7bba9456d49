import { type SetMilestoneStatusInput, timelineEndpoints } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { profileKeys } from '../../../profile/index';

/** PUT /milestone-status/user/{userId}: the student is notified and their /timeline moves live. */
export function useSetMilestoneStatus(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetMilestoneStatusInput) =>
      call(timelineEndpoints.setStatus, { params: { userId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.staffStudent(userId) }),
  });
}
