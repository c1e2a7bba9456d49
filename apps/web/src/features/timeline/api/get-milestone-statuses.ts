import { timelineEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { timelineRootKey } from './keys';

export const milestoneStatusesQueryKey = (userId: number | undefined) =>
  [...timelineRootKey, 'statuses', userId] as const;

export const getMilestoneStatuses = async (userId: number) =>
  (await call(timelineEndpoints.statuses, { params: { userId } })).data;

/** Asked only once the signed-in user's id is known (docs/applications-and-timeline.md). */
export function useMilestoneStatuses(userId: number | undefined) {
  return useQuery({
    queryKey: milestoneStatusesQueryKey(userId),
    queryFn: () => getMilestoneStatuses(userId!),
    enabled: userId !== undefined,
  });
}
